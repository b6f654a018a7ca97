import { lazy, Suspense, type ComponentType } from 'react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { StartPage } from './features/start/start-page';
import { AntdProviders } from './shared/light-routes';

// The start comes with the remote (the first screen a visitor sees, plain HTML and CSS); every other
// screen loads when opened, with antd's providers.
const PreparePage = lazy(() => import('./features/preparation/prepare-page').then((m) => ({ default: m.PreparePage })));
const PrepareEditPage = lazy(() => import('./features/preparation/prepare-edit-page').then((m) => ({ default: m.PrepareEditPage })));
const IdentificationPage = lazy(() => import('./features/identification/identification-page').then((m) => ({ default: m.IdentificationPage })));
const StatusPage = lazy(() => import('./features/status/status-page').then((m) => ({ default: m.StatusPage })));
const ActionPlanPage = lazy(() => import('./features/action-plan/action-plan-page').then((m) => ({ default: m.ActionPlanPage })));
const MeasuresPage = lazy(() => import('./features/action-plan/measures-page').then((m) => ({ default: m.MeasuresPage })));
const ModelsPage = lazy(() => import('./features/models/models-page').then((m) => ({ default: m.ModelsPage })));

const onDemand = (Page: ComponentType) => (
  <Suspense fallback={null}>
    <AntdProviders>
      <Page />
    </AntdProviders>
  </Suspense>
);

const S = SCREENS.selfDiagnosis;

/**
 * Route table of mf-autodiagnostico. The self-diagnosis, its status and its action plan are open to
 * everyone (SPEC §2.1: no login; each evaluation is opened with its resume code); the models screen is
 * the staff's (role Autodiagnostico, as its API).
 */
export const routes: RemoteRoute[] = [
  { path: S.start, element: <StartPage />, role: null },
  { path: S.prepare, element: onDemand(PreparePage), role: null },
  { path: S.prepareEdit, element: onDemand(PrepareEditPage), role: null },
  { path: S.identify, element: onDemand(IdentificationPage), role: null },
  { path: S.status, element: onDemand(StatusPage), role: null },
  { path: S.actionPlan, element: onDemand(ActionPlanPage), role: null },
  { path: S.measures, element: onDemand(MeasuresPage), role: null },
  { path: S.models, element: onDemand(ModelsPage), role: ROLES.AUTODIAGNOSTICO },
];
