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
const EmployerListPage = lazy(() => import('./features/employers/employer-list-page').then((m) => ({ default: m.EmployerListPage })));
const EmployerFormPage = lazy(() => import('./features/employers/employer-form-page').then((m) => ({ default: m.EmployerFormPage })));
const VacancyListPage = lazy(() => import('./features/vacancies/vacancy-list-page').then((m) => ({ default: m.VacancyListPage })));
const VacancyFormPage = lazy(() => import('./features/vacancies/vacancy-form-page').then((m) => ({ default: m.VacancyFormPage })));
const VolunteerListPage = lazy(() => import('./features/volunteers/volunteer-list-page').then((m) => ({ default: m.VolunteerListPage })));
const VolunteerFormPage = lazy(() => import('./features/volunteers/volunteer-form-page').then((m) => ({ default: m.VolunteerFormPage })));
const CourseListPage = lazy(() => import('./features/courses/course-list-page').then((m) => ({ default: m.CourseListPage })));
const CourseFormPage = lazy(() => import('./features/courses/course-form-page').then((m) => ({ default: m.CourseFormPage })));
const ForwardingTypeListPage = lazy(() => import('./features/referral-types/forwarding-type-list-page').then((m) => ({ default: m.ForwardingTypeListPage })));
const ForwardingTypeFormPage = lazy(() => import('./features/referral-types/forwarding-type-form-page').then((m) => ({ default: m.ForwardingTypeFormPage })));
const ForwardingListPage = lazy(() => import('./features/referrals/forwarding-list-page').then((m) => ({ default: m.ForwardingListPage })));
const ForwardingFormPage = lazy(() => import('./features/referrals/forwarding-form-page').then((m) => ({ default: m.ForwardingFormPage })));
const MonitorListPage = lazy(() => import('./features/monitoring/monitor-list-page').then((m) => ({ default: m.MonitorListPage })));
const PersonMonitorListPage = lazy(() => import('./features/monitoring/person-monitor-list-page').then((m) => ({ default: m.PersonMonitorListPage })));
const MonitorFormPage = lazy(() => import('./features/monitoring/monitor-form-page').then((m) => ({ default: m.MonitorFormPage })));

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
  { path: SCREENS.forwardingTypes.list, element: onDemand(ForwardingTypeListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.forwardingTypes.create, element: onDemand(ForwardingTypeFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.forwardingTypes.edit, element: onDemand(ForwardingTypeFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.forwardings.list, element: onDemand(ForwardingListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.forwardings.create, element: onDemand(ForwardingFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.forwardings.edit, element: onDemand(ForwardingFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.monitors.list, element: onDemand(MonitorListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.monitors.ofPerson, element: onDemand(PersonMonitorListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.monitors.create, element: onDemand(MonitorFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.monitors.edit, element: onDemand(MonitorFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.employers.list, element: onDemand(EmployerListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.employers.create, element: onDemand(EmployerFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.employers.edit, element: onDemand(EmployerFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.vacancies.list, element: onDemand(VacancyListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.vacancies.create, element: onDemand(VacancyFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.vacancies.edit, element: onDemand(VacancyFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.volunteers.list, element: onDemand(VolunteerListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.volunteers.create, element: onDemand(VolunteerFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.volunteers.edit, element: onDemand(VolunteerFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.courses.list, element: onDemand(CourseListPage), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.courses.create, element: onDemand(CourseFormPage, 'new'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.courses.edit, element: onDemand(CourseFormPage, 'edit'), role: ROLES.ACOLHIMENTO },
  { path: SCREENS.users.list, element: onDemand(UserListPage), role: ROLES.ADMIN },
  { path: SCREENS.users.create, element: onDemand(UserFormPage), role: ROLES.ADMIN },
  { path: SCREENS.users.edit, element: onDemand(UserFormPage), role: ROLES.ADMIN },
];
