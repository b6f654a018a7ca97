import { Button } from 'antd';
import type { MeasuresByRisk } from '@sisacte/contracts/autodiagnostico/action-plan';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { actionPlanApi } from './api';
import { useT } from '../../i18n';
import { EvaluationGate } from '../../shared/access';
import { LoadingScreen, useEvaluationData } from '../../shared/evaluation-data';
import { useLocalized } from '../../shared/public-page';
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
  const { go } = useLocalized();
  const { t } = useT();
  const { data: groups, error } = useEvaluationData<MeasuresByRisk>(actionPlanApi.measuresByRisk, id, code, refuse);
  if (error || !groups) return <LoadingScreen title={t('plan.title')} label={t('plan.loading')} error={error} />;
  const all = groups.flatMap((g) => g.medidas);
  const done = all.filter((m) => m.id !== null).length;
  return (
    <Screen title={t('plan.title')} subtitle={t('app.evaluationNumber', { id })} actions={<DocumentButtons id={id} code={code} />}>
      <section className="ad-section" aria-labelledby="ad-plan-prep">
        <h2 id="ad-plan-prep">{t('plan.prepTitle')}</h2>
        {all.length === 0 ? (
          <p>{t('plan.noRisk')}</p>
        ) : (
          <>
            <p>{t('plan.intro')}</p>
            <ul>
              {groups.map((g) => (
                <li key={g.risco} style={{ ...riskStyle(g.risco), marginBottom: 6 }}>
                  <RiskTag risco={g.risco} />: {t('plan.riskCount', { count: g.medidas.length })}
                </li>
              ))}
            </ul>
            <p>{t('plan.defined', { done, total: all.length })}</p>
          </>
        )}
        <div className="ad-actions">
          {all.length > 0 && (
            <Button type="primary" onClick={() => go(fillPath(SCREENS.selfDiagnosis.measures, { avaliacao_id: id }))}>
              {done === 0 ? t('plan.define') : t('plan.edit')}
            </Button>
          )}
          <Button onClick={() => go(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: id }))}>{t('plan.seeStatus')}</Button>
        </div>
      </section>
    </Screen>
  );
}
