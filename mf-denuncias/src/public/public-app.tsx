import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Skeleton, Typography } from 'antd';
import { AppProviders } from '@sisacte/ui';
import { ComplaintWizard } from '../features/complaint-wizard/complaint-wizard';
import { PUBLIC_PATHS } from '../paths';
import { PublicFrame } from './public-frame';

// The follow-up page is fetched when opened: most visitors come to file a complaint.
const FollowUpPage = lazy(() => import('../features/follow-up/follow-up-page').then((m) => ({ default: m.FollowUpPage })));

export function ComplaintPageTitle() {
  return (
    <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
      Fazer uma denúncia
    </Typography.Title>
  );
}

/** The standalone public page (public.html at /denunciar): the wizard and the follow-up, nothing else. */
export function PublicApp() {
  return (
    <AppProviders staticStyles>
      <BrowserRouter>
        <PublicFrame>
          <Routes>
            <Route
              path={PUBLIC_PATHS.denunciar}
              element={
                <>
                  <ComplaintPageTitle />
                  <ComplaintWizard followUpPath={PUBLIC_PATHS.acompanhar} />
                </>
              }
            />
            <Route
              path={PUBLIC_PATHS.acompanhar}
              element={
                <Suspense fallback={<Skeleton active aria-label="Carregando" />}>
                  <FollowUpPage wizardPath={PUBLIC_PATHS.denunciar} />
                </Suspense>
              }
            />
            <Route path="*" element={<Navigate to={PUBLIC_PATHS.denunciar} replace />} />
          </Routes>
        </PublicFrame>
      </BrowserRouter>
    </AppProviders>
  );
}
