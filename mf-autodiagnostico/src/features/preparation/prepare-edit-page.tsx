import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, App, Button, Progress, Spin } from 'antd';
import type { Evaluation } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { preparationApi } from './api';
import { useMessage, useT } from '../../i18n';
import { EvaluationGate, isAccessRefused } from '../../shared/access';
import { useLocalized } from '../../shared/public-page';
import { forgetResumeCode, resumeLink } from '../../shared/resume-code';
import { Screen } from '../../shared/screen';
import { nextStepPath, stepPath } from '../../shared/steps';
import { formatCnae } from './cnae-select';

/**
 * /admin/autodiagnostico/preparacao/editar/{avaliacao_id}: the evaluation's establishment and progress,
 * its resume link and code (copy buttons), and the way on: the first block, where the user stopped,
 * or the status and the action plan once the risk phase is finished.
 */
export function PrepareEditPage() {
  return <EvaluationGate>{(id, code, refuse) => <PrepareEdit id={id} code={code} refuse={refuse} />}</EvaluationGate>;
}

function PrepareEdit({ id, code, refuse }: { id: number; code: string; refuse: () => void }) {
  const { go, language } = useLocalized();
  const { t } = useT();
  const message = useMessage();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [evaluation, setEvaluation] = useState<Evaluation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);

  useEffect(() => {
    preparationApi.evaluation(id, code).then(setEvaluation, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message)));
  }, [id, code, refuse, language]);

  async function goOn() {
    setGoing(true);
    try {
      if (evaluation && evaluation.respondidas === 0) {
        const block = await preparationApi.firstBlock(id, code);
        go(stepPath(id, { tipo: 'bloco', id: block.id, group_id: block.id }));
      } else {
        go(nextStepPath(id, await preparationApi.sidebar(id, code)));
      }
    } catch (e) {
      setError((e as Error).message);
      setGoing(false);
    }
  }

  if (error) return <Screen title={t('prepare.title')}><Alert type="error" showIcon title={message(error)} /></Screen>;
  if (!evaluation) return <Screen title={t('prepare.title')}><Spin aria-label={t('edit.loadingEvaluation')} /></Screen>;
  const percent = evaluation.total_questoes ? Math.round((100 * evaluation.respondidas) / evaluation.total_questoes) : 0;
  return (
    <Screen title={evaluation.nome_estabelecimento} subtitle={t('edit.subtitle', { id: evaluation.avaliacao_id, model: t('app.modelVersion', { name: evaluation.modelo_nome, version: evaluation.modelo_versao }) })}>
      <ResumeBox id={id} code={code} created={created} />
      <section className="ad-section" aria-labelledby="ad-progress">
        <h2 id="ad-progress">{t('edit.riskTitle')}</h2>
        <p>
          {`CNAE ${formatCnae(evaluation.cnae)} · ${evaluation.municipio ? `${evaluation.municipio.nome} – ` : ''}${evaluation.uf}`}
        </p>
        <Progress percent={percent} aria-label={t('edit.progressLabel')} />
        <p>{t('edit.answered', { answered: evaluation.respondidas, total: evaluation.total_questoes })}</p>
        <div className="ad-actions">
          {evaluation.finalizou ? (
            <>
              <Button type="primary" onClick={() => go(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: id }))}>
                {t('edit.seeStatus')}
              </Button>
              <Button onClick={() => go(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>{t('edit.actionPlan')}</Button>
              <Button onClick={() => void goOn()} loading={going}>
                {t('edit.review')}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => void goOn()} loading={going}>
              {evaluation.respondidas === 0 ? t('edit.startIdentification') : t('edit.continue')}
            </Button>
          )}
        </div>
      </section>
    </Screen>
  );
}

/** The private resume link and the short code, to copy and keep: without them nobody (not even us) can reopen the evaluation. */
function ResumeBox({ id, code, created }: { id: number; code: string; created: boolean }) {
  const { message } = App.useApp();
  const { go, href } = useLocalized();
  const { t } = useT();
  // the link opens the evaluation in the language it was made in (the fragment keeps the code out of the address sent)
  const link = `${window.location.origin}${href(resumeLink('', id, code))}`;
  const copy = (text: string, copied: string) =>
    navigator.clipboard?.writeText(text).then(
      () => void message.success(copied),
      () => void message.error(t('edit.copyFailed')),
    ) ?? message.error(t('edit.copyFailed'));
  return (
    <section className="ad-section" aria-labelledby="ad-resume-title" style={created ? { borderColor: '#1351b4', borderWidth: 2 } : undefined}>
      <h2 id="ad-resume-title">{created ? t('edit.resumeCreatedTitle') : t('edit.resumeTitle')}</h2>
      <p>{t('edit.resumeText')}</p>
      <p className="ad-link-box" data-testid="resume-link">
        {link}
      </p>
      <p>
        {t('edit.numberLabel')} <strong>{id}</strong> · {t('edit.codeLabel')} <span className="ad-code" data-testid="resume-code">{code}</span>
      </p>
      <div className="ad-actions">
        <Button type="primary" onClick={() => void copy(link, t('edit.linkCopied'))}>
          {t('edit.copyLink')}
        </Button>
        <Button onClick={() => void copy(code, t('edit.codeCopied'))}>{t('edit.copyCode')}</Button>
        <Button
          danger
          onClick={() => {
            forgetResumeCode(id);
            go(SCREENS.selfDiagnosis.start);
          }}
        >
          {t('edit.forget')}
        </Button>
      </div>
    </section>
  );
}
