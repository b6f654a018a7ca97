import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { on } from '@sisacte/event-bus';
import { useSession } from '@sisacte/auth';
import { AppProviders } from '@sisacte/ui';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { AdminGate } from './session/admin-gate';
import { startRemotes } from './remotes/start-remotes';

(globalThis as { __SISACTE_SHELL__?: boolean }).__SISACTE_SHELL__ = true;

/** Listens to the bus: logout and navigation requests, toasts from the remotes. */
function BusBridge() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  useEffect(() => {
    const offs = [
      on('session:logout', () => {
        useSession.getState().signOut();
        navigate('/', { replace: true });
      }),
      on('navigate', ({ to, replace }) => navigate(to, { replace })),
      on('toast', ({ kind, title, text }) =>
        notification[kind]({ title: title ?? (kind === 'error' ? 'Erro' : 'Sucesso'), description: text }),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate, notification]);
  return null;
}

function ShellApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <BusBridge />
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
