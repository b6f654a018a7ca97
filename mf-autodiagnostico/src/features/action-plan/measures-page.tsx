import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import type { Measure, MeasuresByRisk } from '@sisacte/contracts/autodiagnostico/action-plan';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { preloadDateField } from '@sisacte/ui';
import { actionPlanApi } from './api';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { RiskTag } from '../../shared/risk';
import { Screen } from '../../shared/screen';
import { DocumentButtons } from './document-buttons';
import { MeasureCard } from './measure-card';

/**
 * /admin/plano-de-acao/medidas/{avaliacao_id}: one card per risky answer, grouped by risk (Alto
 * first), prefilled with the model's suggested actions until saved.
 */
export function MeasuresPage() {
  return <EvaluationGate>{(id, code, refuse) => <Measures id={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function Measures({ id, code, refuse }: { id: number; code: string; refuse: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    preloadDateField();
  }, []);
  const { data: groups, setData: setGroups, error } = useEvaluationData<MeasuresByRisk>(actionPlanApi.measuresByRisk, id, code, refuse);

  const replace = (saved: Measure) => setGroups((gs) => gs && gs.map((g) => ({ ...g, medidas: g.medidas.map((m) => (m.questao_id === saved.questao_id ? saved : m)) })));

  if (error || !groups) return <LoadingScreen title="Medidas" label="Carregando as medidas" error={error} />;
  const all = groups.flatMap((g) => g.medidas);
  return (
    <Screen
      title="Plano de ação: medidas"
      subtitle={`${all.filter((m) => m.id !== null).length} de ${all.length} medidas definidas`}
      actions={
        <>
          <DocumentButtons id={id} code={code} />
          <Button onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>Voltar</Button>
        </>
      }
    >
      {groups.length === 0 && <p>Nenhum risco identificado: não há medidas a definir.</p>}
      {groups.map((g) => (
        <section key={g.risco} aria-labelledby={`ad-risk-${g.risco}`} style={{ marginBottom: 24 }}>
          <h2 id={`ad-risk-${g.risco}`} style={{ fontSize: 18 }}>
            <RiskTag risco={g.risco} /> {g.medidas.length} {g.medidas.length === 1 ? 'medida' : 'medidas'}
          </h2>
          <div className="ad-cards">
            {g.medidas.map((m) => (
              <MeasureCard key={m.questao_id} avaliacaoId={id} code={code} measure={m} onSaved={replace} />
            ))}
          </div>
        </section>
      ))}
    </Screen>
  );
}
