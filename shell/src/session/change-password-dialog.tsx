import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { http, ApiError } from '@sisacte/api-client';
import { useSession, type SessionUser } from '@sisacte/auth';
import { type LoginResponse, type PasswordChange, SESSION_API } from '@sisacte/contracts/auth/session';
import { AppProviders, readableMessage } from '@sisacte/ui';
import { PasswordStrength, usePasswordVerdict } from '@sisacte/ui/password-strength';
import { trustIssuedToken } from './use-verified-session';

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada. As suas outras sessões foram encerradas.';
export const WEAK_NEW_PASSWORD_ERROR = 'Escolha uma senha mais forte: veja abaixo por que esta não é aceita.';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * 'Alterar senha' (top bar): the user's own password. The current one is asked; the new one is judged
 * as it is typed by the server's rule (a weak one is not sent) and typed twice. Every session of the
 * user ends, this one too, and the server answers a new token that this tab takes at once, so the
 * user goes on where they are while their other tabs and devices must log in again.
 */
function ChangePasswordForm({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const verdict = usePasswordVerdict(newPassword, { username: user.username, name: user.name });
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  async function submit({ currentPassword, newPassword: chosen }: Values) {
    if (verdict && !verdict.strong) {
      form.setFields([{ name: 'newPassword', errors: [WEAK_NEW_PASSWORD_ERROR] }]);
      return;
    }
    setSaving(true);
    setErrors([]);
    try {
      const body: PasswordChange = { currentPassword, newPassword: chosen };
      const { access_token } = await http.put<LoginResponse>(SESSION_API.password, body);
      trustIssuedToken(access_token);
      useSession.getState().signIn(access_token);
      setDone(true);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages.map(readableMessage) : [(error as Error).message]);
    } finally {
      setSaving(false);
    }
  }

  const send = () => form.submit();
  if (done) {
    return (
      <Modal open title="Alterar senha" onCancel={onClose} footer={<Button type="primary" onClick={onClose}>Fechar</Button>}>
        <Alert type="success" showIcon role="status" title={PASSWORD_CHANGED_MESSAGE} />
      </Modal>
    );
  }
  return (
    <Modal open title="Alterar senha" okText="Alterar senha" cancelText="Cancelar" onCancel={onClose} onOk={send}
      confirmLoading={saving} destroyOnHidden mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Alterar senha">
        {errors.length > 0 && (
          <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errors.length === 1 ? errors[0] : 'Não foi possível alterar a senha'}
            description={errors.length > 1 ? errors.join(' ') : undefined} />
        )}
        <Form.Item label="Senha atual" name="currentPassword" rules={[{ required: true, message: 'Informe a senha atual' }]}>
          <Input.Password autoComplete="current-password" autoFocus maxLength={128} onPressEnter={send} />
        </Form.Item>
        <Form.Item label="Nova senha" name="newPassword" extra={<PasswordStrength verdict={verdict} id="nova-senha-forca" />}
          rules={[{ required: true, message: 'Informe a nova senha' }, { min: 8, message: 'A nova senha deve ter ao menos 8 caracteres' }]}>
          <Input.Password autoComplete="new-password" maxLength={128} onPressEnter={send} />
        </Form.Item>
        <Form.Item label="Confirme a nova senha" name="confirmation" dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Digite a nova senha outra vez' },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('As senhas não conferem'))),
            }),
          ]}>
          <Input.Password autoComplete="new-password" maxLength={128} onPressEnter={send} />
        </Form.Item>
        <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.65)' }}>As suas outras sessões (outras abas e dispositivos) serão encerradas.</p>
      </Form>
    </Modal>
  );
}

/** The dialog with the providers it needs (the staff frame loads no antd; this chunk loads on the button's first click). */
export function ChangePasswordDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  return (
    <AppProviders>
      <ChangePasswordForm user={user} onClose={onClose} />
    </AppProviders>
  );
}
