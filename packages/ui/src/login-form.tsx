import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginRequest, type LoginResponse, SESSION_API } from '@sisacte/contracts/auth/session';
import { http } from '@sisacte/api-client';
import { useSession } from '@sisacte/auth';

/**
 * Staff login (POST /authenticate). A failure shows the server's message and keeps the form. `onSuccess` gets the
 * token the server has just issued (the shell needs no second request to check it).
 */
export function LoginForm({ onSuccess }: { onSuccess: (token: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const signIn = useSession((s) => s.signIn);

  async function submit(values: LoginRequest) {
    setLoading(true);
    setError(null);
    try {
      const { access_token } = await http.post<LoginResponse>(SESSION_API.authenticate, values);
      if (!signIn(access_token)) throw new Error('Sessão inválida recebida do servidor');
      onSuccess(access_token);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false} aria-label="Entrar no sistema">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label="Usuário" name="username" rules={[{ required: true, message: 'Informe o usuário' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item label="Senha" name="password" rules={[{ required: true, message: 'Informe a senha' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        Entrar
      </Button>
    </Form>
  );
}
