import { useCallback } from 'react';
import { App } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { readableMessage } from './readable-message';

/** Success dialogs stay ~1.5 s, then the screen moves on. */
const SUCCESS_DIALOG_MS = 1500;

/**
 * Shows a success dialog (e.g. 'Usuário Cadastrado!') for 1.5 s, then resolves;
 * the caller usually navigates back to the list afterwards.
 */
export function useSuccessDialog() {
  const { modal } = App.useApp();
  return useCallback(
    (title: string) =>
      new Promise<void>((resolve) => {
        const m = modal.success({
          title,
          icon: <CheckCircleFilled />,
          footer: null,
          maskClosable: true,
          afterClose: resolve,
        });
        setTimeout(() => m.destroy(), SUCCESS_DIALOG_MS);
      }),
    [modal],
  );
}

/** Asks before a destructive action; resolves true when confirmed. */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    (title: string, content?: string, okText = 'Excluir') =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          okButtonProps: { danger: true },
          cancelText: 'Cancelar',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}

/** Notifications titled 'Sucesso' / 'Erro'; a list of messages gives one notification each. */
export function useNotify() {
  const { notification } = App.useApp();
  return {
    success: (text: string) => notification.success({ title: 'Sucesso', description: text, placement: 'topRight' }),
    error: (error: unknown) => {
      const e = error as { messages?: string[]; message?: string };
      const list = e.messages?.length ? e.messages : [e.message ?? 'Erro inesperado'];
      for (const text of list) notification.error({ title: 'Erro', description: readableMessage(text), placement: 'topRight' });
    },
  };
}
