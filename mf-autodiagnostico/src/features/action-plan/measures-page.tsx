import { useEffect } from 'react';
import { Button } from 'antd';
import type { Measure, MeasuresByRisk } from '@sisacte/contracts/autodiagnostico/action-plan';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { preloadDateField } from '@sisacte/ui';
import { actionPlanApi } from './api';
import { useT } from '../../i18n';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { useLocalized } from '../../shared/public-page';
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
  const { go } = useLocalized();
  const { t } = useT();
  useEffect(() => {
    preloadDateField();
  }, []);
  const { data: groups, setData: setGroups, error } = useEvaluationData<MeasuresByRisk>(actionPlanApi.measuresByRisk, id, code, refuse);

  const replace = (saved: Measure) => setGroups((gs) => gs && gs.map((g) => ({ ...g, medidas: g.medidas.map((m) => (m.questao_id === saved.questao_id ? saved : m)) })));

  if (error || !groups) return <LoadingScreen title={t('measures.shortTitle')} label={t('measures.loading')} error={error} />;
  const all = groups.flatMap((g) => g.medidas);
  return (
    <Screen
      title={t('measures.title')}
      subtitle={t('measures.subtitle', { done: all.filter((m) => m.id !== null).length, total: all.length })}
      actions={
        <>
          <DocumentButtons id={id} code={code} />
          <Button onClick={() => go(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>{t('measures.back')}</Button>
        </>
      }
    >
      {groups.length === 0 && <p>{t('measures.none')}</p>}
      {groups.map((g) => (
        <section key={g.risco} aria-labelledby={`ad-risk-${g.risco}`} style={{ marginBottom: 24 }}>
          <h2 id={`ad-risk-${g.risco}`} style={{ fontSize: 18 }}>
            <RiskTag risco={g.risco} /> {t('measures.count', { count: g.medidas.length })}
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
