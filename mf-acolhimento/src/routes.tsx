import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { UserListPage } from './features/users/user-list-page';
import { UserFormPage } from './features/users/user-form-page';
import { WelcomedListPage } from './features/welcomed/welcomed-list-page';
import { WelcomedPage } from './pages/welcomed-page';

/** Route table of mf-acolhimento. */
export const routes: RemoteRoute[] = [
  { path: SCREENS.welcomed.list, element: <WelcomedListPage /> },
  { path: SCREENS.welcomed.create, element: <WelcomedPage key="new" /> },
  { path: SCREENS.welcomed.edit, element: <WelcomedPage key="edit" /> },
  { path: SCREENS.users.list, element: <UserListPage /> },
  { path: SCREENS.users.create, element: <UserFormPage /> },
  { path: SCREENS.users.edit, element: <UserFormPage /> },
];
