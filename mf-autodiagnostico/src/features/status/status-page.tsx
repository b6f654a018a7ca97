import { Suspense } from 'react';
import { Button, Spin } from 'antd';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { RISK_COLOURS } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { RetryBoundary } from '@sisacte/ui';
import { retryableLazy } from '@sisacte/ui/retryable-lazy';
import { statusApi } from './api';
import { useT } from '../../i18n';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { useLocalized } from '../../shared/public-page';
import { Screen } from '../../shared/screen';
import { countOf, SERIES_KEYS, STATUS_SERIES, totals } from './status-data';

// The chart library loads only here, in its own chunk (fetched again by the chart's retry if it failed).
const StatusChart = retryableLazy(() => import(/* webpackChunkName: "status-chart" */ './status-chart'));

/**
 * /admin/status/{avaliacao_id}: per block, the answers of each risk (Zero, Baixo, Médio, Alto) and the
 * questions not answered, as stacked bars and as a table with the same numbers.
 */
export function StatusPage() {
  return <EvaluationGate>{(id, code, refuse) => <Status id={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function Status({ id, code, refuse }: { id: number; code: string; refuse: () => void }) {
  const { go } = useLocalized();
  const { t } = useT();
  const { data: status, error } = useEvaluationData<EvaluationStatus>(statusApi.status, id, code, refuse);
  if (error || !status) return <LoadingScreen title={t('status.title')} label={t('status.loading')} error={error} />;
  const sum = totals(status);
  return (
    <Screen
      wide
      title={t('status.title')}
      subtitle={status.finalizou ? t('status.done') : t('status.inProgress', { count: sum['Não respondidas'] })}
      actions={
        <>
          <Button type="primary" onClick={() => go(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>
            {t('status.actionPlan')}
          </Button>
          <Button onClick={() => go(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: id }))}>{t('status.back')}</Button>
        </>
      }
    >
      <section className="ad-section" aria-labelledby="ad-chart-title">
        <h2 id="ad-chart-title">{t('status.chartTitle')}</h2>
        <figure className="ad-chart" style={{ margin: 0 }} aria-label={t('status.chartLabel')}>
          {/* A chart that cannot be fetched or drawn leaves the table, which holds the same numbers. */}
          <RetryBoundary title={t('status.chartFailed')} retryLabel={t('app.retry')}>
            <Suspense fallback={<Spin aria-label={t('status.loadingChart')} />}>
              <StatusChart status={status} />
            </Suspense>
          </RetryBoundary>
        </figure>
      </section>
      <section className="ad-section" aria-labelledby="ad-table-title">
        <h2 id="ad-table-title">{t('status.tableTitle')}</h2>
        {/* focusable, so that a keyboard can scroll a table wider than a phone */}
        <div className="ad-table-scroll" tabIndex={0} role="region" aria-label={t('status.tableRegion')}>
          <table className="ad-table">
            <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 6 }}>{t('status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status.block')}</th>
                {STATUS_SERIES.map((s) => (
                  <th scope="col" key={s}>
                    <span className="ad-swatch" style={{ background: RISK_COLOURS[s] }} aria-hidden="true" />
                    {t(SERIES_KEYS[s])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {status.blocos.map((b, i) => (
                <tr key={b.id}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    {i + 1}. {b.titulo}
                  </th>
                  {STATUS_SERIES.map((s) => (
                    <td key={s}>{countOf(b, s)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('status.total')}</th>
                {STATUS_SERIES.map((s) => (
                  <td key={s}>
                    <strong>{sum[s]}</strong>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </Screen>
  );
}
