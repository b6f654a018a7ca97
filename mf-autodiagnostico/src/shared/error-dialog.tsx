import { useCallback } from 'react';
import { App } from 'antd';
import { EVALUATION_ERROR_CLOSE, EVALUATION_ERROR_TITLE } from '@sisacte/contracts/autodiagnostico/evaluations';

/** 'Houve um erro!' with the server's message(s) and 'Fechar': a failed creation or answer (the same dialog as the complaint's). */
export function useErrorDialog() {
  const { modal } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const e = error as { message?: string; messages?: string[] };
      const messages = e.messages?.length ? e.messages : [e.message ?? 'Erro inesperado'];
      modal.error({
        title: EVALUATION_ERROR_TITLE,
        content: messages.length > 1 ? <ul style={{ paddingLeft: 18, margin: 0 }}>{messages.map((m) => <li key={m}>{m}</li>)}</ul> : messages[0],
        okText: EVALUATION_ERROR_CLOSE,
      });
    },
    [modal],
  );
}
