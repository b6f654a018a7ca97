import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { onDemand, type RemoteRoute, retryableLazy } from '@sisacte/ui';
import { DENUNCIAS_PATHS } from './paths';

// Every screen loads when opened: the remote's first file holds only the route table, so a first visit
// to one list does not carry another list's components.
const ComplaintWizardPage = retryableLazy(() => import('./features/complaint-wizard/complaint-wizard-page').then((m) => ({ default: m.ComplaintWizardPage })));
const FollowUpShellPage = retryableLazy(() => import('./features/follow-up/follow-up-shell-page').then((m) => ({ default: m.FollowUpShellPage })));
const QuestionnaireEditorPage = retryableLazy(() => import('./features/questionnaire/questionnaire-editor-page').then((m) => ({ default: m.QuestionnaireEditorPage })));
const ComplaintListPage = retryableLazy(() => import('./features/complaint-list/complaint-list-page').then((m) => ({ default: m.ComplaintListPage })));
const ComplaintProfilePage = retryableLazy(() => import('./features/complaint-profile/complaint-profile-page').then((m) => ({ default: m.ComplaintProfilePage })));
const ComplaintHistoryPage = retryableLazy(() => import('./features/complaint-profile/complaint-history-page').then((m) => ({ default: m.ComplaintHistoryPage })));
const IndicatorListPage = retryableLazy(() => import('./features/indicators/indicator-list-page').then((m) => ({ default: m.IndicatorListPage })));
const IndicatorFormPage = retryableLazy(() => import('./features/indicators/indicator-form-page').then((m) => ({ default: m.IndicatorFormPage })));
const TeamListPage = retryableLazy(() => import('./features/teams/team-list-page').then((m) => ({ default: m.TeamListPage })));
const TeamFormPage = retryableLazy(() => import('./features/teams/team-form-page').then((m) => ({ default: m.TeamFormPage })));
const OperationListPage = retryableLazy(() => import('./features/operations/operation-list-page').then((m) => ({ default: m.OperationListPage })));
const OperationFormPage = retryableLazy(() => import('./features/operations/operation-form-page').then((m) => ({ default: m.OperationFormPage })));

/**
 * Route table of mf-denuncias: the back-office screens under /admin, each with the role of its menu
 * entry (the role its API checks), and the public wizard and follow-up, open to everyone.
 */
export const routes: RemoteRoute[] = [
  { path: DENUNCIAS_PATHS.novo, element: onDemand(ComplaintWizardPage), role: null },
  { path: DENUNCIAS_PATHS.acompanhar, element: onDemand(FollowUpShellPage), role: null },
  { path: DENUNCIAS_PATHS.lista, element: onDemand(ComplaintListPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.arquivadas, element: onDemand(ComplaintListPage), role: ROLES.DENUNCIAS },
  { path: SCREENS.complaints.profile, element: onDemand(ComplaintProfilePage), role: ROLES.DENUNCIAS },
  { path: SCREENS.complaints.history, element: onDemand(ComplaintHistoryPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.questionario, element: onDemand(QuestionnaireEditorPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.indicadores, element: onDemand(IndicatorListPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.indicadorNovo, element: onDemand(IndicatorFormPage), role: ROLES.DENUNCIAS },
  { path: SCREENS.indicators.edit, element: onDemand(IndicatorFormPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.operacoes, element: onDemand(OperationListPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.operacaoNova, element: onDemand(OperationFormPage), role: ROLES.DENUNCIAS },
  { path: SCREENS.operations.edit, element: onDemand(OperationFormPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.equipes, element: onDemand(TeamListPage), role: ROLES.DENUNCIAS },
  { path: DENUNCIAS_PATHS.equipeNova, element: onDemand(TeamFormPage), role: ROLES.DENUNCIAS },
  { path: SCREENS.teams.edit, element: onDemand(TeamFormPage), role: ROLES.DENUNCIAS },
];
