import type { RemoteRoute } from '@sisacte/ui';
import { UserListPage } from './features/users/user-list-page';
import { UserFormPage } from './features/users/user-form-page';
import { WelcomedListPage } from './features/welcomed/welcomed-list-page';
import { WelcomedPage } from './pages/welcomed-page';

/** Route table of mf-acolhimento, under /admin. */
export const routes: RemoteRoute[] = [
  { path: '/admin/cadastros', element: <WelcomedListPage /> },
  { path: '/admin/cadastros/cadastrar', element: <WelcomedPage key="new" /> },
  { path: '/admin/cadastros/:welcomed_id', element: <WelcomedPage key="edit" /> },
  { path: '/admin/configuracoes/usuarios', element: <UserListPage /> },
  { path: '/admin/configuracoes/usuarios/cadastrar', element: <UserFormPage /> },
  { path: '/admin/configuracoes/usuarios/:usuario_id', element: <UserFormPage /> },
];
