import type { RemoteRoute } from '@sisacte/ui';
import { UserListPage } from './features/users/user-list-page';
import { UserFormPage } from './features/users/user-form-page';
import { WelcomedListPage } from './features/welcomed/welcomed-list-page';
import { WelcomedPage } from './features/welcomed/welcomed-page';

/** Route table of mf-acolhimento: paths exactly as SPEC §2.1. */
export const routes: RemoteRoute[] = [
  { path: '/admin/cadastros', element: <WelcomedListPage /> },
  { path: '/admin/cadastros/cadastrar', element: <WelcomedPage key="new" /> },
  { path: '/admin/cadastros/:welcomed_id', element: <WelcomedPage key="edit" /> },
  { path: '/admin/configuracoes/usuarios', element: <UserListPage /> },
  { path: '/admin/configuracoes/usuarios/cadastrar', element: <UserFormPage /> },
  { path: '/admin/configuracoes/usuarios/:usuario_id', element: <UserFormPage /> },
];
