import { type ReactNode } from 'react';
import { AUDIT_SCREEN } from '@sisacte/contracts/audit/trail-rules';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { familyRoutes, onDemand, type RemoteRoute, retryableLazy } from '@sisacte/ui';
import { WelcomedReadersOnly } from './features/welcomed/welcomed-access';
import { WelcomedListPage } from './features/welcomed/welcomed-list-page';

// The people list (the area's landing screen) comes with the remote; every other screen loads when opened.
const WelcomedPage = retryableLazy(() => import('./pages/welcomed-page').then((m) => ({ default: m.WelcomedPage })));
const UserListPage = retryableLazy(() => import('./features/users/user-list-page').then((m) => ({ default: m.UserListPage })));
const StayListPage = retryableLazy(() => import('./features/stays/stay-list-page').then((m) => ({ default: m.StayListPage })));
const StayCheckinPage = retryableLazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayCheckinPage })));
const StayCheckoutPage = retryableLazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayCheckoutPage })));
const StayEditPage = retryableLazy(() => import('./features/stays/stay-form-page').then((m) => ({ default: m.StayEditPage })));
const UserFormPage = retryableLazy(() => import('./features/users/user-form-page').then((m) => ({ default: m.UserFormPage })));
const EmployerListPage = retryableLazy(() => import('./features/employers/employer-list-page').then((m) => ({ default: m.EmployerListPage })));
const EmployerFormPage = retryableLazy(() => import('./features/employers/employer-form-page').then((m) => ({ default: m.EmployerFormPage })));
const VacancyListPage = retryableLazy(() => import('./features/vacancies/vacancy-list-page').then((m) => ({ default: m.VacancyListPage })));
const VacancyFormPage = retryableLazy(() => import('./features/vacancies/vacancy-form-page').then((m) => ({ default: m.VacancyFormPage })));
const VolunteerListPage = retryableLazy(() => import('./features/volunteers/volunteer-list-page').then((m) => ({ default: m.VolunteerListPage })));
const VolunteerFormPage = retryableLazy(() => import('./features/volunteers/volunteer-form-page').then((m) => ({ default: m.VolunteerFormPage })));
const CourseListPage = retryableLazy(() => import('./features/courses/course-list-page').then((m) => ({ default: m.CourseListPage })));
const CourseFormPage = retryableLazy(() => import('./features/courses/course-form-page').then((m) => ({ default: m.CourseFormPage })));
const ForwardingTypeListPage = retryableLazy(() => import('./features/referral-types/forwarding-type-list-page').then((m) => ({ default: m.ForwardingTypeListPage })));
const ForwardingTypeFormPage = retryableLazy(() => import('./features/referral-types/forwarding-type-form-page').then((m) => ({ default: m.ForwardingTypeFormPage })));
const ForwardingListPage = retryableLazy(() => import('./features/referrals/forwarding-list-page').then((m) => ({ default: m.ForwardingListPage })));
const ForwardingFormPage = retryableLazy(() => import('./features/referrals/forwarding-form-page').then((m) => ({ default: m.ForwardingFormPage })));
const MonitorListPage = retryableLazy(() => import('./features/monitoring/monitor-list-page').then((m) => ({ default: m.MonitorListPage })));
const PersonMonitorListPage = retryableLazy(() => import('./features/monitoring/person-monitor-list-page').then((m) => ({ default: m.PersonMonitorListPage })));
const AuditPage = retryableLazy(() => import('./features/audit/audit-page').then((m) => ({ default: m.AuditPage })));
const MonitorFormPage = retryableLazy(() => import('./features/monitoring/monitor-form-page').then((m) => ({ default: m.MonitorFormPage })));

const role = ROLES.ACOLHIMENTO;

/**
 * The people list and a person's screen serve two roles (Acolhimento edits, the data-protection officer
 * reads), more than a route's one role can say: the route is `role: null` and the screen is guarded by
 * WELCOMED_READERS (the menu entry's role and anyOf, the server's check on the list and on one person).
 */
const readers = (element: ReactNode) => <WelcomedReadersOnly>{element}</WelcomedReadersOnly>;

/** Route table of mf-acolhimento: each screen with the role of its menu entry (the role its API checks). */
export const routes: RemoteRoute[] = [
  { path: SCREENS.welcomed.list, element: readers(<WelcomedListPage />), role: null },
  { path: SCREENS.welcomed.create, element: onDemand(WelcomedPage, 'new'), role },
  { path: SCREENS.welcomed.edit, element: readers(onDemand(WelcomedPage, 'edit')), role: null },
  { path: SCREENS.stays.list, element: onDemand(StayListPage), role },
  { path: SCREENS.stays.checkin, element: onDemand(StayCheckinPage), role },
  { path: SCREENS.stays.checkout, element: onDemand(StayCheckoutPage, 'checkout'), role },
  { path: SCREENS.stays.edit, element: onDemand(StayEditPage, 'edit'), role },
  ...familyRoutes(SCREENS.forwardingTypes, ForwardingTypeListPage, ForwardingTypeFormPage, role),
  ...familyRoutes(SCREENS.forwardings, ForwardingListPage, ForwardingFormPage, role),
  ...familyRoutes(SCREENS.monitors, MonitorListPage, MonitorFormPage, role),
  { path: SCREENS.monitors.ofPerson, element: onDemand(PersonMonitorListPage), role },
  ...familyRoutes(SCREENS.employers, EmployerListPage, EmployerFormPage, role),
  ...familyRoutes(SCREENS.vacancies, VacancyListPage, VacancyFormPage, role),
  ...familyRoutes(SCREENS.volunteers, VolunteerListPage, VolunteerFormPage, role),
  ...familyRoutes(SCREENS.courses, CourseListPage, CourseFormPage, role),
  { path: SCREENS.users.list, element: onDemand(UserListPage), role: ROLES.ADMIN },
  { path: SCREENS.users.create, element: onDemand(UserFormPage), role: ROLES.ADMIN },
  { path: SCREENS.users.edit, element: onDemand(UserFormPage), role: ROLES.ADMIN },
  { path: AUDIT_SCREEN, element: onDemand(AuditPage), role: ROLES.ENCARREGADO_DADOS },
];
