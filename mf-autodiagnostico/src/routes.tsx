import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { retryableLazy } from '@sisacte/ui/retryable-lazy';
import { StartPage } from './features/start/start-page';
import { PublicPage } from './shared/public-page';

type ProvidersModule = { default: ComponentType<{ children: ReactNode }> };

/**
 * A screen fetched when opened, together with antd's pt-BR providers: both imports carry the screen's
 * chunk name, so webpack puts them in one file and antd's core comes once. (Two lazy files — the
 * providers, then the screen — each carried their own copy of antd's core, ~90 KB gzipped: the
 * models screen's first visit loaded it three times, with the role check's, 637 KB in all.) A fetch that fails is
 * tried again by the error fallback's button (LightRoutes).
 */
const screen = (load: () => Promise<[ProvidersModule, ComponentType]>) => {
  const Screen = retryableLazy(() =>
    load().then(([{ default: Providers }, Page]) => ({
      default: function ScreenWithProviders() {
        return (
          <Providers>
            <Page />
          </Providers>
        );
      },
    })),
  );
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
};

// The start comes with the remote (the first screen a visitor sees, plain HTML and CSS); every other
// screen loads when opened, with antd's providers.
const preparePage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-prepare" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-prepare" */ './features/preparation/prepare-page').then((m) => m.PreparePage),
  ]),
);
const prepareEditPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-prepare-edit" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-prepare-edit" */ './features/preparation/prepare-edit-page').then((m) => m.PrepareEditPage),
  ]),
);
const identificationPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-identification" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-identification" */ './features/identification/identification-page').then((m) => m.IdentificationPage),
  ]),
);
const statusPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-status" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-status" */ './features/status/status-page').then((m) => m.StatusPage),
  ]),
);
const actionPlanPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-action-plan" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-action-plan" */ './features/action-plan/action-plan-page').then((m) => m.ActionPlanPage),
  ]),
);
const measuresPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-measures" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-measures" */ './features/action-plan/measures-page').then((m) => m.MeasuresPage),
  ]),
);
const modelsPage = screen(() =>
  Promise.all([
    import(/* webpackChunkName: "ad-models" */ './shared/antd-providers'),
    import(/* webpackChunkName: "ad-models" */ './features/models/models-page').then((m) => m.ModelsPage),
  ]),
);

const S = SCREENS.selfDiagnosis;

/**
 * Route table of mf-autodiagnostico. The self-diagnosis, its status and its action plan are open to
 * everyone (no login; each evaluation is opened with its resume code) and speak the address's language
 * (`?lang=`); the models screen is the staff's (role Autodiagnostico, as its API), in Portuguese.
 */
export const routes: RemoteRoute[] = [
  { path: S.start, element: <PublicPage><StartPage /></PublicPage>, role: null },
  { path: S.prepare, element: <PublicPage>{preparePage}</PublicPage>, role: null },
  { path: S.prepareEdit, element: <PublicPage>{prepareEditPage}</PublicPage>, role: null },
  { path: S.identify, element: <PublicPage>{identificationPage}</PublicPage>, role: null },
  { path: S.status, element: <PublicPage>{statusPage}</PublicPage>, role: null },
  { path: S.actionPlan, element: <PublicPage>{actionPlanPage}</PublicPage>, role: null },
  { path: S.measures, element: <PublicPage>{measuresPage}</PublicPage>, role: null },
  { path: S.models, element: modelsPage, role: ROLES.AUTODIAGNOSTICO },
];
