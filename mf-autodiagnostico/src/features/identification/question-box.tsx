import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Spin } from 'antd';
import { type NextStep, type Question, RISK_PHASE_DONE_TITLE } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { useSuccessDialog } from '@sisacte/ui';
import { identificationApi, type Feedback } from './api';
import { useErrorDialog } from '../../shared/error-dialog';
import { RiskTag, riskStyle } from '../../shared/risk';
import { continueLabel, type Step, stepPath } from '../../shared/steps';
import { useSaveAnswer } from './use-save-answer';

export interface QuestionBoxProps {
  avaliacaoId: number;
  code: string;
  questionId: number;
  /** "2.3": the block's and the question's numbers. */
  label: string;
  blockTitle: string;
  onSaved: (questionId: number, optionId: number, risco: RiskLevel) => void;
  /** The step after this question in the wizard's order (to move on without answering again), null after the last. */
  following: Step | null;
}

/**
 * Tipo 'questao': the statement, its rule and its options. Answering saves (kept and retried while the
 * connection is lost), shows the chosen option's feedback, then goes on to the next question or block;
 * after the last, 'Parabéns!' and the status screen. An answered question shows its answer and feedback
 * and can be answered again.
 */
export function QuestionBox({ avaliacaoId, code, questionId, label, blockTitle, onSaved, following }: QuestionBoxProps) {
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const congratulate = useSuccessDialog();
  const { sending, retrying, send } = useSaveAnswer(code);
  const [question, setQuestion] = useState<Question | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [next, setNext] = useState<NextStep | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    identificationApi.question(questionId, avaliacaoId, code).then(
      (q) => {
        if (!active) return;
        setQuestion(q);
        setChosen(q.resposta);
        // An answered question shows the feedback of its answer (a reload, a jump back from the sidebar).
        if (q.resposta !== null) identificationApi.feedback(q.resposta).then((f) => active && setFeedback(f), () => undefined);
      },
      (e: Error) => active && setLoadError(e.message),
    );
    return () => {
      active = false;
    };
  }, [questionId, avaliacaoId, code]);

  async function answer() {
    if (chosen === null) return setProblem('Escolha uma opção');
    try {
      const step = await send({ avaliacao_id: avaliacaoId, questao_id: questionId, opcao_id: chosen });
      if (!step) return;
      setQuestion((q) => q && { ...q, resposta: chosen });
      setFeedback({ opcao_id: chosen, questao_id: questionId, risco: step.risco, feedback: step.feedback });
      setNext(step);
      onSaved(questionId, chosen, step.risco);
    } catch (error) {
      showError(error);
    }
  }

  async function goOn() {
    if (!next) return;
    if (next.finalizou) {
      await congratulate(RISK_PHASE_DONE_TITLE);
      navigate(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: avaliacaoId }));
    } else navigate(stepPath(avaliacaoId, next));
  }

  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  if (!question) return <Spin aria-label="Carregando a questão" />;
  const changed = question.resposta !== null && chosen !== question.resposta;
  return (
    <section className="ad-section ad-question" aria-labelledby="ad-question-title">
      <p className="ad-hint" style={{ margin: 0 }}>
        {blockTitle} · Questão {label}
      </p>
      <h2 id="ad-question-title">{question.enunciado}</h2>
      {question.referencia && <p className="ad-ref">Referência: {question.referencia}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void answer();
        }}
      >
        <fieldset className="ad-options" disabled={sending}>
          <legend>Resposta</legend>
          {question.opcoes.map((o) => (
            <label key={o.id} className="ad-option">
              <input
                type="radio"
                name={`questao-${question.id}`}
                value={o.id}
                checked={chosen === o.id}
                onChange={() => {
                  setChosen(o.id);
                  setProblem(null);
                  setNext(null);
                }}
              />
              <span>{o.texto}</span>
            </label>
          ))}
        </fieldset>
        {problem && (
          <p className="ad-field-error" role="alert">
            {problem}
          </p>
        )}
        {retrying > 0 && (
          <Alert
            type="warning"
            showIcon
            role="status"
            style={{ marginBottom: 12 }}
            title="Sem conexão com o servidor"
            description={`Sua resposta está guardada e será enviada assim que a conexão voltar (tentativa ${retrying + 1}).`}
          />
        )}
        {!next && (
          <div className="ad-actions">
            <Button type="primary" htmlType="submit" loading={sending} disabled={question.resposta !== null && !changed}>
              {question.resposta === null ? 'Responder' : 'Alterar resposta'}
            </Button>
            {question.resposta !== null && following && (
              <Button onClick={() => navigate(stepPath(avaliacaoId, following))}>{following.tipo === 'bloco' ? 'Próximo bloco' : 'Próxima questão'}</Button>
            )}
          </div>
        )}
      </form>
      <div role="status" aria-live="polite">
        {feedback && feedback.opcao_id === chosen && (
          <div className="ad-feedback" style={{ ...riskStyle(feedback.risco), marginTop: 16 }}>
            <p style={{ margin: '0 0 6px' }}>
              <strong>{next ? 'Resposta salva.' : 'Sua resposta.'}</strong> <RiskTag risco={feedback.risco} />
            </p>
            <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{feedback.feedback}</p>
          </div>
        )}
      </div>
      {next && (
        <Button type="primary" onClick={() => void goOn()} autoFocus>
          {continueLabel(next)}
        </Button>
      )}
    </section>
  );
}
