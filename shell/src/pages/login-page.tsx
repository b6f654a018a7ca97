import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Flex, theme } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@sisacte/auth';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { LoginForm } from '@sisacte/ui';
import { loadMenus } from '../remotes/start-remotes';
import { takeRequestedPage } from '../session/requested-page';
import { trustIssuedToken } from '../session/use-verified-session';
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
      <LoginBox>
        {notice && <Alert type="warning" showIcon role="status" title={SESSION_NOTICE_TEXT[notice]} style={{ marginBottom: 16 }} />}
        <LoginForm
          onSuccess={(token) => {
            // Issued to this page by POST /authenticate: known good, no GET /api/session to check it.
            trustIssuedToken(token);
            void loadMenus();
            navigate(afterLogin, { replace: true });
          }}
        />
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={SCREENS.home}>Voltar à página inicial</Link>
        </p>
      </LoginBox>
    </Flex>
  );
}

/**
 * The login's box and title, in the look of antd's Card and Typography.Title, drawn from the theme's tokens: Card
 * brings Tabs, Menu and Dropdown, and Typography its tooltip and editing, onto the staff's first visit for them.
 */
function LoginBox({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: 400,
        maxWidth: '100%',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <h1
        style={{
          marginTop: 0,
          marginBottom: token.marginSM,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
        }}
      >
        Entrar no SisActe
      </h1>
      {children}
    </div>
  );
}
