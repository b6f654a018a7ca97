import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import type { MeasuresByRisk } from '@sisacte/contracts/autodiagnostico/action-plan';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { actionPlanApi } from './api';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { RiskTag, riskStyle } from '../../shared/risk';
import { Screen } from '../../shared/screen';
import { DocumentButtons } from './document-buttons';

/**
 * /admin/plano-de-acao/{avaliacao_id}: the preparation of the action plan: how many risks of each
 * level were found and how many already have a measure; then the measures step, and the documents.
 */
export function ActionPlanPage() {
  return <EvaluationGate>{(id, code, refuse) => <ActionPlan id={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function ActionPlan({ id, code, refuse }: { id: number; code: string; refuse: () => void }) {
  const navigate = useNavigate();
  const { data: groups, error } = useEvaluationData<MeasuresByRisk>(actionPlanApi.measuresByRisk, id, code, refuse);
  if (error || !groups) return <LoadingScreen title="Plano de ação" label="Carregando o plano de ação" error={error} />;
  const all = groups.flatMap((g) => g.medidas);
  const done = all.filter((m) => m.id !== null).length;
  return (
    <Screen title="Plano de ação" subtitle={`Avaliação nº ${id}`} actions={<DocumentButtons id={id} code={code} />}>
      <section className="ad-section" aria-labelledby="ad-plan-prep">
        <h2 id="ad-plan-prep">Preparação</h2>
        {all.length === 0 ? (
          <p>Nenhum risco foi identificado nas respostas: não há medidas a planejar. Responda às questões que faltam, se houver, ou guarde o PDF do diagnóstico.</p>
        ) : (
          <>
            <p>Para cada risco encontrado, o plano traz medidas sugeridas. Revise as ações, indique a pessoa responsável e as datas de início e de fim de cada uma, começando pelos riscos mais altos.</p>
            <ul>
              {groups.map((g) => (
                <li key={g.risco} style={{ ...riskStyle(g.risco), marginBottom: 6 }}>
                  <RiskTag risco={g.risco} />: {g.medidas.length} {g.medidas.length === 1 ? 'questão' : 'questões'}
                </li>
              ))}
            </ul>
            <p>
              {done} de {all.length} medidas definidas.
            </p>
          </>
        )}
        <div className="ad-actions">
          {all.length > 0 && (
            <Button type="primary" onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.measures, { avaliacao_id: id }))}>
              {done === 0 ? 'Definir as medidas' : 'Ver e editar as medidas'}
            </Button>
          )}
          <Button onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: id }))}>Ver a situação</Button>
        </div>
      </section>
    </Screen>
  );
}
