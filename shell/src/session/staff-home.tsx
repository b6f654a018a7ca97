import { Navigate } from 'react-router-dom';
import InfoCircleFilled from '@ant-design/icons-svg/lib/asn/InfoCircleFilled';
import type { SessionUser } from '@sisacte/auth';
import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { AdminLayout } from '../layout/admin-layout';
import { spinnerProps } from '../layout/frame-styles';
import { SvgIcon } from '../layout/svg-icon';
import { useMenuStore } from '../remotes/menu-store';
import { landingPath } from '../remotes/visible-menu';

/** The dashboard has a section for each of these roles (Painel and Acolhimento: the shelter; Denuncias: complaints). */
const DASHBOARD_ROLES = [ROLES.PAINEL, ROLES.ACOLHIMENTO, ROLES.DENUNCIAS];

/**
 * /admin: where a logged-in user starts (after login, 'Ir para o painel', 'Ir para o início'): the
 * dashboard for holders of one of its sections' roles, otherwise the first screen of their sidebar, so nobody lands on a page
 * they may not open.
 */
export function StaffHome({ user }: { user: SessionUser }) {
  const ready = useMenuStore((s) => s.ready);
  const byRemote = useMenuStore((s) => s.byRemote);
  if (DASHBOARD_ROLES.some((role) => grants(user.roles, role))) return <Navigate to={SCREENS.painel} replace />;
  if (!ready) {
    return (
      <AdminLayout user={user}>
        <div className="sa-center">
          <div {...spinnerProps('Carregando o menu')} />
        </div>
      </AdminLayout>
    );
  }
  const path = landingPath(Object.values(byRemote).flat(), user.roles);
  if (path) return <Navigate to={path} replace />;
  return (
    <AdminLayout user={user}>
      <div className="sa-result">
        <SvgIcon icon={InfoCircleFilled} style={{ fontSize: 72, color: '#1351b4' }} />
        <h1>Nenhuma área disponível</h1>
        <p>O seu usuário ainda não tem perfil para nenhuma tela da área restrita. Peça a um administrador o perfil de que você precisa.</p>
      </div>
    </AdminLayout>
  );
}
