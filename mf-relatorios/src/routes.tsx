import { Suspense, type ComponentType } from 'react';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { RemoteRoute } from '@sisacte/ui';
import { ReportListPage } from './features/reports/report-list-page';
import { retryableLazy } from '@sisacte/ui';

// The list comes with the remote; the wizard (with its map) and the PDF page load when opened.
const ReportWizardPage = retryableLazy(() => import('./features/reports/report-wizard-page').then((m) => ({ default: m.ReportWizardPage })));
const ReportDownloadPage = retryableLazy(() => import('./features/reports/report-download-page').then((m) => ({ default: m.ReportDownloadPage })));

const onDemand = (Page: ComponentType, key?: string) => (
  <Suspense fallback={null}>
    <Page key={key} />
  </Suspense>
);

/** Route table of mf-relatorios: every screen needs the Relatorios role (the role its API checks). */
export const routes: RemoteRoute[] = [
  { path: SCREENS.reports.list, element: <ReportListPage />, role: ROLES.RELATORIOS },
  { path: SCREENS.reports.create, element: onDemand(ReportWizardPage, 'new'), role: ROLES.RELATORIOS },
  { path: SCREENS.reports.edit, element: onDemand(ReportWizardPage, 'edit'), role: ROLES.RELATORIOS },
  { path: SCREENS.reports.download, element: onDemand(ReportDownloadPage), role: ROLES.RELATORIOS },
];
