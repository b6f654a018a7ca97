import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, App, Button, Progress, Spin } from 'antd';
import type { Evaluation } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { preparationApi } from './api';
import { EvaluationGate, isAccessRefused } from '../../shared/access';
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
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [evaluation, setEvaluation] = useState<Evaluation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);

  useEffect(() => {
    preparationApi.evaluation(id, code).then(setEvaluation, (e: Error) => (isAccessRefused(e) ? refuse() : setError(e.message)));
  }, [id, code, refuse]);

  async function goOn() {
    setGoing(true);
    try {
      if (evaluation && evaluation.respondidas === 0) {
        const block = await preparationApi.firstBlock(id, code);
        navigate(stepPath(id, { tipo: 'bloco', id: block.id, group_id: block.id }));
      } else {
        navigate(nextStepPath(id, await preparationApi.sidebar(id, code)));
      }
    } catch (e) {
      setError((e as Error).message);
      setGoing(false);
    }
  }

  if (error) return <Screen title="Preparação"><Alert type="error" showIcon title={error} /></Screen>;
  if (!evaluation) return <Screen title="Preparação"><Spin aria-label="Carregando a avaliação" /></Screen>;
  const percent = evaluation.total_questoes ? Math.round((100 * evaluation.respondidas) / evaluation.total_questoes) : 0;
  return (
    <Screen title={evaluation.nome_estabelecimento} subtitle={`Avaliação nº ${evaluation.avaliacao_id} · ${evaluation.modelo_nome} (versão ${evaluation.modelo_versao})`}>
      <ResumeBox id={id} code={code} created={created} />
      <section className="ad-section" aria-labelledby="ad-progress">
        <h2 id="ad-progress">Identificação de riscos</h2>
        <p>
          CNAE {formatCnae(evaluation.cnae)} · {evaluation.municipio ? `${evaluation.municipio.nome} – ` : ''}
          {evaluation.uf}
        </p>
        <Progress percent={percent} aria-label="Questões respondidas" />
        <p>
          {evaluation.respondidas} de {evaluation.total_questoes} questões respondidas.
        </p>
        <div className="ad-actions">
          {evaluation.finalizou ? (
            <>
              <Button type="primary" onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: id }))}>
                Ver a situação
              </Button>
              <Button onClick={() => navigate(fillPath(SCREENS.selfDiagnosis.actionPlan, { avaliacao_id: id }))}>Plano de ação</Button>
              <Button onClick={() => void goOn()} loading={going}>
                Revisar respostas
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => void goOn()} loading={going}>
              {evaluation.respondidas === 0 ? 'Iniciar identificação de riscos' : 'Continuar de onde parei'}
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
  const navigate = useNavigate();
  const link = resumeLink(window.location.origin, id, code);
  const copy = (text: string, what: string) =>
    navigator.clipboard?.writeText(text).then(
      () => void message.success(`${what} copiado`),
      () => void message.error('Não foi possível copiar: selecione o texto e copie'),
    ) ?? message.error('Não foi possível copiar: selecione o texto e copie');
  return (
    <section className="ad-section" aria-labelledby="ad-resume-title" style={created ? { borderColor: '#1351b4', borderWidth: 2 } : undefined}>
      <h2 id="ad-resume-title">{created ? 'Avaliação criada: guarde o seu link de retomada' : 'Link de retomada'}</h2>
      <p>Com este link você volta a esta avaliação em qualquer aparelho. Guarde-o em lugar seguro: quem tiver o link pode ver e alterar a avaliação, e ele não pode ser recuperado.</p>
      <p className="ad-link-box" data-testid="resume-link">
        {link}
      </p>
      <p>
        Número da avaliação: <strong>{id}</strong> · Código de acesso: <span className="ad-code" data-testid="resume-code">{code}</span>
      </p>
      <div className="ad-actions">
        <Button type="primary" onClick={() => void copy(link, 'Link')}>
          Copiar link
        </Button>
        <Button onClick={() => void copy(code, 'Código')}>Copiar código</Button>
        <Button
          danger
          onClick={() => {
            forgetResumeCode(id);
            navigate(SCREENS.selfDiagnosis.start);
          }}
        >
          Esquecer neste aparelho
        </Button>
      </div>
    </section>
  );
}
