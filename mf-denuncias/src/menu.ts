import { ROLES } from '@sisacte/contracts/auth/roles';
import { type MenuEntry } from '@sisacte/contracts/shell/menu';
import { DENUNCIAS_PATHS } from './paths';

/** Sidebar entries of mf-denuncias, one per screen it has; the server checks the same role. */
export const menu: MenuEntry[] = [
  { key: 'denuncia-nova', label: 'Nova denúncia', path: DENUNCIAS_PATHS.novo, role: ROLES.DENUNCIAS, group: 'denuncias', order: 1, icon: 'AlertOutlined' },
  { key: 'denuncias', label: 'Denúncias', path: DENUNCIAS_PATHS.lista, role: ROLES.DENUNCIAS, group: 'denuncias', order: 2, icon: 'UnorderedListOutlined' },
  { key: 'denuncias-arquivadas', label: 'Denúncias arquivadas', path: DENUNCIAS_PATHS.arquivadas, role: ROLES.DENUNCIAS, group: 'denuncias', order: 3, icon: 'InboxOutlined' },
  { key: 'operacoes', label: 'Operações', path: DENUNCIAS_PATHS.operacoes, role: ROLES.DENUNCIAS, group: 'denuncias', order: 10, icon: 'CalendarOutlined' },
  { key: 'equipes', label: 'Equipes', path: DENUNCIAS_PATHS.equipes, role: ROLES.DENUNCIAS, group: 'denuncias', order: 11, icon: 'TeamOutlined' },
  { key: 'questionario', label: 'Questionário', path: DENUNCIAS_PATHS.questionario, role: ROLES.DENUNCIAS, group: 'denuncias', order: 20, icon: 'FileTextOutlined' },
  { key: 'indicadores', label: 'Indicadores', path: DENUNCIAS_PATHS.indicadores, role: ROLES.DENUNCIAS, group: 'denuncias', order: 21, icon: 'AuditOutlined' },
];
