import { AUDIT_SCREEN } from '@sisacte/contracts/audit/trail-rules';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/** Sidebar entries of mf-acolhimento, one per screen it has. */
export const menu: MenuEntry[] = [
  // The data-protection officer opens the people read-only (the 'Acessos' tab and the LGPD actions are on a person's screen).
  { key: 'cadastros', label: 'Cadastros', path: SCREENS.welcomed.list, role: ROLES.ACOLHIMENTO, anyOf: [ROLES.ENCARREGADO_DADOS], group: 'acolhimento', order: 1, icon: 'UserOutlined' },
  { key: 'estadias', label: 'Estadias', path: SCREENS.stays.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 2, icon: 'HomeOutlined' },
  { key: 'encaminhamentos', label: 'Encaminhamentos', path: SCREENS.forwardings.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 3, icon: 'FileTextOutlined' },
  { key: 'tipos-encaminhamento', label: 'Tipos de Encaminh.', path: SCREENS.forwardingTypes.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 4, icon: 'AppstoreOutlined' },
  { key: 'monitoramentos', label: 'Monitoramentos', path: SCREENS.monitors.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 5, icon: 'AuditOutlined' },
  { key: 'empregadores', label: 'Empregadores', path: SCREENS.employers.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 6, icon: 'ShopOutlined' },
  { key: 'vagas', label: 'Vagas', path: SCREENS.vacancies.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 7, icon: 'SolutionOutlined' },
  { key: 'voluntarios', label: 'Voluntários', path: SCREENS.volunteers.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 8, icon: 'HeartOutlined' },
  { key: 'cursos', label: 'Cursos', path: SCREENS.courses.list, role: ROLES.ACOLHIMENTO, group: 'acolhimento', order: 9, icon: 'ReadOutlined' },
  { key: 'usuarios', label: 'Usuários', path: SCREENS.users.list, role: ROLES.ADMIN, group: 'configuracoes', order: 1, icon: 'TeamOutlined' },
  // The administrator holds every role: one role names the screen's readers.
  { key: 'auditoria', label: 'Auditoria', path: AUDIT_SCREEN, role: ROLES.ENCARREGADO_DADOS, group: 'configuracoes', order: 2, icon: 'AuditOutlined' },
];
