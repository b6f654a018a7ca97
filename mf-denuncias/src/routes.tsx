import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { ComplaintWizardPage } from './features/complaint-wizard/complaint-wizard-page';
import { FollowUpShellPage } from './features/follow-up/follow-up-shell-page';
import { QuestionnaireEditorPage } from './features/questionnaire/questionnaire-editor-page';
import { IndicatorListPage } from './features/indicators/indicator-list-page';
import { IndicatorFormPage } from './features/indicators/indicator-form-page';
import { DENUNCIAS_PATHS } from './paths';

/** Route table of mf-denuncias: the back-office screens under /admin, the public wizard and the public follow-up. */
export const routes: RemoteRoute[] = [
  { path: DENUNCIAS_PATHS.novo, element: <ComplaintWizardPage /> },
  { path: DENUNCIAS_PATHS.acompanhar, element: <FollowUpShellPage /> },
  { path: DENUNCIAS_PATHS.questionario, element: <QuestionnaireEditorPage /> },
  { path: DENUNCIAS_PATHS.indicadores, element: <IndicatorListPage /> },
  { path: DENUNCIAS_PATHS.indicadorNovo, element: <IndicatorFormPage /> },
  { path: SCREENS.indicators.edit, element: <IndicatorFormPage /> },
];

