import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@sisacte/ui';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { AdminGate } from './session/admin-gate';
import { LogoutListener } from './session/logout-listener';
import { startRemotes } from './remotes/start-remotes';

(globalThis as { __SISACTE_SHELL__?: boolean }).__SISACTE_SHELL__ = true;

function ShellApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <LogoutListener />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<AdminGate />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

createRoot(document.getElementById('root')!).render(<ShellApp />);
void startRemotes();
