import { useCallback } from 'react';
import { App } from 'antd';
import { readableMessage } from '@sisacte/ui';
import { useMessage, useT } from '../i18n';

/**
 * 'Houve um erro!' with the server's message(s) and 'Fechar' (the same dialog as the complaint's), in the page's
 * language: a failed creation or answer.
 */
export function useErrorDialog() {
  const { modal } = App.useApp();
  const { t } = useT();
  const message = useMessage();
  return useCallback(
    (error: unknown) => {
      const e = error as { message?: string; messages?: string[] };
      const messages = (e.messages?.length ? e.messages : [e.message ?? t('app.unexpected')]).map(message);
      modal.error({
        title: t('app.errorTitle'),
        content: messages.length > 1 ? <ul style={{ paddingLeft: 18, margin: 0 }}>{messages.map((m) => <li key={m}>{m}</li>)}</ul> : messages[0],
        okText: t('app.close'),
      });
    },
    [modal, t, message],
  );
}

/**
 * A failure told in the corner (a measure not saved, a document not made), in the page's language, like @sisacte/ui's
 * useNotify().error: one notice per message, a rule's message without its field path.
 */
export function useErrorNotice() {
  const { notification } = App.useApp();
  const { t } = useT();
  const message = useMessage();
  return useCallback(
    (error: unknown) => {
      const e = error as { message?: string; messages?: string[] };
      const messages = e.messages?.length ? e.messages : [e.message ?? t('app.unexpected')];
      for (const text of messages) notification.error({ title: t('app.errorTitle'), description: message(readableMessage(text)), placement: 'topRight' });
    },
    [notification, t, message],
  );
}
