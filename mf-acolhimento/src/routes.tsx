import { lazy, Suspense, type ComponentType } from 'react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { WelcomedListPage } from './features/welcomed/welcomed-list-page';

// The people list (the area's landing screen) comes with the remote; every other screen loads when opened.
const WelcomedPage = lazy(() => import('./pages/welcomed-page').then((m) => ({ default: m.WelcomedPage })));
const UserListPage = lazy(() => import('./features/users/user-list-page').then((m) => ({ default: m.UserListPage })));
const StayListPage = lazy(() => import('./features/stays/stay-list-page').then((m) => ({ default: m.StayListPage })));
const StayCheckinPage = lazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayCheckinPage })));
const StayCheckoutPage = lazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayCheckoutPage })));
const StayEditPage = lazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayEditPage })));
const UserFormPage = lazy(() => import('./features/users/user-form-page').then((m) => ({ default: m.UserFormPage })));

const onDemand = (Page: ComponentType, key?: string) => (
  <Suspense fallback={null}>
    <Page key={key} />
  </Suspense>
);

/** Route table of mf-acolhimento: each screen with the role of its menu entry (the role its API checks). */
export const routes: RemoteRoute[] = [
  { path: SCREENS.welcomed.list, element: <WelcomedListPage />, role: ROLES.ACOLHIMENTO },
  { path: SCREENS.welcomed.create, element: onDemand(WelcomedPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.welcomed.edit, element: onDemand(WelcomedPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.stays.list, element: onDemand(StayListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.stays.checkin, element: onDemand(StayCheckinPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.stays.checkout, element: onDemand(StayCheckoutPage, 'checkout'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.stays.edit, element: onDemand(StayEditPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.users.list, element: onDemand(UserListPage), role: ROLES.ADMIN },
  { path: SCREENS.users.create, element: onDemand(UserFormPage), role: ROLES.ADMIN },
  { path: SCREENS.users.edit, element: onDemand(UserFormPage), role: ROLES.ADMIN },
];
