import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/home-page';

(globalThis as { __SISACTE_SHELL__?: boolean }).__SISACTE_SHELL__ = true;

// The login page (antd) and the back office (the session, the remote loader, single-spa) load when first
// opened: the public home needs none of it.
const StaffLogin = lazy(() => import('./staff-login').then((m) => ({ default: m.StaffLogin })));
const StaffArea = lazy(() => import('./staff-area').then((m) => ({ default: m.StaffArea })));

function ShellApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/login" element={<StaffLogin />} />
          <Route path="/admin/*" element={<StaffArea />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

createRoot(document.getElementById('root')!).render(<ShellApp />);
