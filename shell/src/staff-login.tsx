import { AppProviders } from '@sisacte/ui';
import { LoginPage } from './pages/login-page';
import { LogoutListener } from './session/logout-listener';

/** /login, loaded on demand (bootstrap.tsx): the login form is drawn with antd, in the pt-BR providers. */
export function StaffLogin() {
  return (
    <AppProviders>
      <LogoutListener />
      <LoginPage />
    </AppProviders>
  );
}
