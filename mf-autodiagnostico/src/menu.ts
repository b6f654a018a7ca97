import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/**
 * Sidebar entries of mf-autodiagnostico: the staff's models screen. The self-diagnosis itself is public
 * and starts from the home page, not from the sidebar.
 */
export const menu: MenuEntry[] = [
  { key: 'autodiagnostico-modelos', label: 'Modelos e agregados', path: SCREENS.selfDiagnosis.models, role: ROLES.AUTODIAGNOSTICO, group: 'autodiagnostico', order: 1, icon: 'CheckSquareOutlined' },
];
