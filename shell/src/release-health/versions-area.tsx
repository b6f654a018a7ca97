import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser, useSession } from '@sisacte/auth';
import { AdminLayout, FrameStyles } from '../layout/admin-layout';
import { spinnerProps } from '../layout/frame-styles';
import { useVerifiedSession } from '../session/use-verified-session';

// The screen (antd, through @sisacte/ui) loads when first opened.
const VersionsScreen = lazy(() => import('./versions-screen').then((m) => ({ default: m.VersionsScreen })));

/**
 * /admin/versoes: the shell's own screen, inside the staff frame, for a verified session; it loads no remote,
 * so it works while one is broken. Without a session, home; a session that ends here is the logout
 * listener's to follow.
 */
export function VersionsArea() {
  const user = useCurrentUser();
  const token = useSession((s) => s.token);
  const verified = useVerifiedSession(user ? token : null);
  const [hadUser, setHadUser] = useState(user !== null);
  useEffect(() => {
    if (user) setHadUser(true);
  }, [user]);

  if (!user) return hadUser ? null : <Navigate to="/" replace />;
  const waiting = (label: string) => (
    <div className="sa-center sa-page-center">
      <FrameStyles />
      <div {...spinnerProps(label)} />
    </div>
  );
  if (!verified) return waiting('Verificando a sessão');
  return (
    <AdminLayout user={user}>
      <Suspense fallback={<div className="sa-center"><div {...spinnerProps('Carregando')} /></div>}>
        <VersionsScreen user={user} />
      </Suspense>
    </AdminLayout>
  );
}
