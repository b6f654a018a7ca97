import { Suspense } from 'react';
import { Col, Divider, Row, Skeleton, Typography } from 'antd';
import { useCurrentUser } from '@sisacte/auth';
import { ROLES } from '@sisacte/contracts/auth/role-names';
import { currentYearInBrazil } from '@sisacte/contracts/painel/rules';
import { AccessDenied, PageHeader, retryableLazy, useNearViewport } from '@sisacte/ui';
import { dashboardSections } from '../../shared/sections';
import { ProfilePanel } from './profile-panel';
import { ReferralsPanel } from './referrals-panel';
import { RegisteredPanel } from './registered-panel';
import { ServicesPanel } from './services-panel';

// The complaint section and the map of Brazil it draws come in their own chunk, fetched only for
// holders of Denuncias, and (below the shelter's panels) once it comes near the screen.
const ComplaintsSection = retryableLazy(() => import(/* webpackChunkName: "painel-denuncias" */ './complaints-section').then((m) => ({ default: m.ComplaintsSection })));

/**
 * /admin/painel, the landing page after login: the shelter's four panels (Acolhimento or Painel role)
 * and the complaint section (Denuncias role); a user sees only the sections of the roles they hold.
 */
const waiting = <Skeleton active paragraph={{ rows: 8 }} />;

/** The complaint section once near the screen (its code and its calls), a placeholder until then. */
function ComplaintsWhenNear({ year }: { year: number }) {
  const [near, nearRef] = useNearViewport();
  return (
    <div ref={nearRef} style={near ? undefined : { minHeight: 400 }}>
      {near ? (
        <Suspense fallback={waiting}>
          <ComplaintsSection initialYear={year} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

export function DashboardPage() {
  const user = useCurrentUser();
  const sections = dashboardSections(user?.roles);
  const year = currentYearInBrazil();
  if (!sections.shelter && !sections.complaints) return <AccessDenied role={ROLES.PAINEL} />;
  return (
    <>
      <PageHeader title="Painel" />
      {sections.shelter && (
        <section aria-labelledby="painel-acolhimento">
          <Typography.Title level={4} id="painel-acolhimento">
            Acolhimento
          </Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <RegisteredPanel initialYear={year} />
            </Col>
            <Col xs={24} xl={12}>
              <ProfilePanel initialYear={year} />
            </Col>
            <Col xs={24}>
              <ServicesPanel initialYear={year} />
            </Col>
            <Col xs={24}>
              <ReferralsPanel initialYear={year} />
            </Col>
          </Row>
        </section>
      )}
      {sections.shelter && sections.complaints && <Divider />}
      {sections.complaints && (
        <section aria-labelledby="painel-denuncias">
          <Typography.Title level={4} id="painel-denuncias">
            Denúncias e fiscalização
          </Typography.Title>
          <ComplaintsWhenNear year={year} />
        </section>
      )}
    </>
  );
}
