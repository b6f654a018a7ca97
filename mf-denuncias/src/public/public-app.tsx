import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton, Typography } from 'antd';
import { AppProviders, RetryBoundary, retryableLazy } from '@sisacte/ui';
import { PublicLanguageProvider, usePublicLanguage } from '@sisacte/ui/i18n';
import { ComplaintWizard } from '../features/complaint-wizard/complaint-wizard';
import { denunciasI18n, useT } from '../i18n';
import { PUBLIC_PATHS } from '../paths';
import { PublicFrame } from './public-frame';

// The follow-up page is fetched when opened: most visitors come to file a complaint. A fetch that fails (a phone
// without connection) leaves the frame and a warning with 'Tentar de novo' in the page's language.
const FollowUpPage = retryableLazy(() => import('../features/follow-up/follow-up-page').then((m) => ({ default: m.FollowUpPage })));

export function ComplaintPageTitle() {
  const { t } = useT();
  return (
    <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
      {t('page.title')}
    </Typography.Title>
  );
}

/** The tab's title in the page's language. */
function DocumentTitle({ textKey }: { textKey: 'page.documentTitle' | 'page.followUpDocumentTitle' }) {
  const { t } = useT();
  const title = t(textKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function FollowUpLoading() {
  const { t } = useT();
  return <Skeleton active aria-label={t('page.loading')} />;
}

function FollowUp() {
  const { t } = useT();
  return (
    <RetryBoundary title={t('page.followUpFailedTitle')} detail={t('page.followUpFailedDetail')} retryLabel={t('wizard.retry')}>
      <Suspense fallback={<FollowUpLoading />}>
        <FollowUpPage wizardPath={PUBLIC_PATHS.denunciar} />
      </Suspense>
    </RetryBoundary>
  );
}

/** The old address's search (the language) goes along when an unknown path lands on the form. */
function ToComplaintForm() {
  const { href } = usePublicLanguage();
  return <Navigate to={href(PUBLIC_PATHS.denunciar)} replace />;
}

/** The standalone public page (public.html at /denunciar): the wizard and the follow-up, nothing else, in the address's language. */
export function PublicApp() {
  return (
    <AppProviders staticStyles>
      <BrowserRouter>
        <PublicLanguageProvider i18n={denunciasI18n}>
        <PublicFrame>
          <Routes>
            <Route
              path={PUBLIC_PATHS.denunciar}
              element={
                <>
                  <DocumentTitle textKey="page.documentTitle" />
                  <ComplaintPageTitle />
                  <ComplaintWizard followUpPath={PUBLIC_PATHS.acompanhar} />
                </>
              }
            />
            <Route
              path={PUBLIC_PATHS.acompanhar}
              element={
                <>
                  <DocumentTitle textKey="page.followUpDocumentTitle" />
                  <FollowUp />
                </>
              }
            />
            <Route path="*" element={<ToComplaintForm />} />
          </Routes>
        </PublicFrame>
        </PublicLanguageProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
