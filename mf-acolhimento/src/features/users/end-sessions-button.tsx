import { useState } from 'react';
import { Button } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { type User } from '@sisacte/contracts/auth/users';
import { useConfirm, useNotify } from '@sisacte/ui';
import { endUserSessions } from './api';

/** Ends every session of the user (after confirmation): their open screens go back to the login at the next call. */
export function EndSessionsButton({ user }: { user: Pick<User, 'id' | 'name'> }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const ok = await confirm(
      'Encerrar sessões?',
      `${user.name} será desconectado(a) de todos os dispositivos e precisará fazer login novamente.`,
      'Encerrar sessões',
    );
    if (!ok) return;
    setBusy(true);
    try {
      await endUserSessions(user.id);
      notify.success('Sessões encerradas');
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button danger icon={<LogoutOutlined />} loading={busy} onClick={() => void onClick()}>
      Encerrar sessões
    </Button>
  );
}
