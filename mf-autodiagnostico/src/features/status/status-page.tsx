import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Spin } from 'antd';
import type { EvaluationStatus } from '@sisacte/contracts/autodiagnostico/evaluations';
import { RISK_COLOURS } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { statusApi } from './api';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { Screen } from '../../shared/screen';
import { countOf, STATUS_SERIES, totals } from './status-data';

// The chart library loads only here, in its own chunk.
const StatusChart = lazy(() => import(/* webpackChunkName: "status-chart" */ './status-chart'));

/**
 * /admin/status/{avaliacao_id}: per block, the answers of each risk (Zero, Baixo, Médio, Alto) and the
 * questions not answered, as stacked bars and as a table with the same numbers.
 */
export function StatusPage() {
  return <EvaluationGate>{(id, code, refuse) => <Status id={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function Status({ id, code, refuse }: { id: number; code: string; refuse: () => void }) {
  const navigate = useNavigate();
  const { data: status, error } = useEvaluationData<EvaluationStatus>(statusApi.status, id, code, refuse);
  if (error || !status) return <LoadingScreen title="Situação" label="Carregando a situação" error={error} />;
  const sum = totals(status);
  return (
    <Screen
      wide
      title="Situação"
      subtitle={status.finalizou ? 'Identificação de riscos concluída.' : `Identificação de riscos em andamento: ${sum['Não respondidas']} questões sem resposta.`}
      actions={
        <>
          <Button type="primary" onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>
            Plano de ação
          </Button>
          <Button onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: id }))}>Voltar à avaliação</Button>
        </>
      }
    >
      <section className="ad-section" aria-labelledby="ad-chart-title">
        <h2 id="ad-chart-title">Riscos por bloco</h2>
        <figure className="ad-chart" style={{ margin: 0 }} aria-label="Gráfico de barras empilhadas: respostas de cada risco por bloco (os mesmos números estão na tabela abaixo)">
          <Suspense fallback={<Spin aria-label="Carregando o gráfico" />}>
            <StatusChart status={status} />
          </Suspense>
        </figure>
      </section>
      <section className="ad-section" aria-labelledby="ad-table-title">
        <h2 id="ad-table-title">Em números</h2>
        {/* focusable, so that a keyboard can scroll a table wider than a phone */}
        <div className="ad-table-scroll" tabIndex={0} role="region" aria-label="Tabela de riscos por bloco">
          <table className="ad-table">
            <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 6 }}>Respostas por risco em cada bloco</caption>
            <thead>
              <tr>
                <th scope="col">Bloco</th>
                {STATUS_SERIES.map((s) => (
                  <th scope="col" key={s}>
                    <span className="ad-swatch" style={{ background: RISK_COLOURS[s] }} aria-hidden="true" />
                    {s}
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
                <th scope="row">Total</th>
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
