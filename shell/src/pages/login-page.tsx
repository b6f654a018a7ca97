import { useEffect, useState } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@sisacte/auth';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { LoginForm } from '@sisacte/ui';
import { loadMenus } from '../remotes/start-remotes';
import { takeRequestedPage } from '../session/requested-page';
import { clearSessionNotice, readSessionNotice, SESSION_NOTICE_TEXT } from '../session/session-notice';

export function LoginPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The page asked for before logging in, if any; else the staff's start: the dashboard, or the
  // user's first screen when the dashboard is not theirs. Read once: the session's arrival re-renders
  // this page (the redirect below) as the form's success handler runs.
  const [afterLogin] = useState(() => takeRequestedPage() ?? SCREENS.staffHome);
  // Why the user is here when their session ended under their feet; forgotten once they leave the page.
  const [notice] = useState(readSessionNotice);
  useEffect(() => clearSessionNotice, []);
  if (user) return <Navigate to={afterLogin} replace />;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f7fb', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Entrar no SisActe
        </Typography.Title>
        {notice && <Alert type="warning" showIcon role="status" title={SESSION_NOTICE_TEXT[notice]} style={{ marginBottom: 16 }} />}
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
