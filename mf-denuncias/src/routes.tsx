import type { RemoteRoute } from '@sisacte/ui';
import { ComplaintWizardPage } from './features/complaint-wizard/complaint-wizard-page';
import { FollowUpShellPage } from './features/follow-up/follow-up-shell-page';
import { QuestionnaireEditorPage } from './features/questionnaire/questionnaire-editor-page';
import { IndicatorListPage } from './features/indicators/indicator-list-page';
import { IndicatorFormPage } from './features/indicators/indicator-form-page';
import { DENUNCIAS_PATHS } from './paths';
import { A11yTheme } from './shared/a11y-theme';

/** Route table of mf-denuncias: paths exactly as SPEC §2.1 (plus the public follow-up). */
const screens: RemoteRoute[] = [
  { path: DENUNCIAS_PATHS.novo, element: <ComplaintWizardPage /> },
  { path: DENUNCIAS_PATHS.acompanhar, element: <FollowUpShellPage /> },
  { path: DENUNCIAS_PATHS.questionario, element: <QuestionnaireEditorPage /> },
  { path: DENUNCIAS_PATHS.indicadores, element: <IndicatorListPage /> },
  { path: DENUNCIAS_PATHS.indicadorNovo, element: <IndicatorFormPage /> },
  { path: '/admin/indicadores/edit/:id', element: <IndicatorFormPage /> },
];

/** Every screen with the AA-contrast greys (antd's default secondary grey is below 4.5:1). */
export const routes: RemoteRoute[] = screens.map((r) => ({ ...r, element: <A11yTheme>{r.element}</A11yTheme> }));
