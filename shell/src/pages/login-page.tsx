import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@sisacte/auth';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { LoginForm } from '@sisacte/ui';
import { loadMenus } from '../remotes/start-remotes';
import { takeRequestedPage } from '../session/requested-page';

export function LoginPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The page asked for before logging in, if any; else the staff's start: the dashboard, or the
  // user's first screen when the dashboard is not theirs. Read once: the session's arrival re-renders
  // this page (the redirect below) as the form's success handler runs.
  const [afterLogin] = useState(() => takeRequestedPage() ?? SCREENS.staffHome);
  if (user) return <Navigate to={afterLogin} replace />;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f7fb', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Entrar no SisActe
        </Typography.Title>
        <LoginForm
          onSuccess={() => {
            void loadMenus();
            navigate(afterLogin, { replace: true });
          }}
        />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={SCREENS.home}>Voltar à página inicial</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
