import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { type NextStep, type Question } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import { useSuccessDialog } from '@sisacte/ui';
import { identificationApi, type Feedback } from './api';
import { useMessage, useT } from '../../i18n';
import { useErrorDialog } from '../../shared/error-dialog';
import { useLocalized } from '../../shared/public-page';
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
  const { go, language } = useLocalized();
  const { t } = useT();
  const message = useMessage();
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
    if (chosen === null) return setProblem(t('identify.chooseOption'));
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
      await congratulate(t('identify.congratulations'));
      go(fillPath(SCREENS.selfDiagnosis.status, { avaliacao_id: avaliacaoId }));
    } else go(stepPath(avaliacaoId, next));
  }

  if (loadError) return <Alert type="error" showIcon title={message(loadError)} />;
  if (!question) return <Spin aria-label={t('identify.loadingQuestion')} />;
  const changed = question.resposta !== null && chosen !== question.resposta;
  // a question the model does not have in the page's language comes in Portuguese, and says so
  const portuguese = question.idioma === 'pt' && language !== 'pt' ? 'pt-BR' : undefined;
  return (
    <section className="ad-section ad-question" aria-labelledby="ad-question-title">
      <p className="ad-hint" style={{ margin: 0 }}>
        {t('identify.questionOf', { block: blockTitle, label })}
      </p>
      <h2 id="ad-question-title">
        <span lang={portuguese}>{question.enunciado}</span>
        {portuguese && <span className="ad-hint" style={{ fontSize: 13, fontWeight: 'normal' }}> {t('app.inPortuguese')}</span>}
      </h2>
      {question.referencia && <p className="ad-ref">{t('identify.reference', { reference: question.referencia })}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void answer();
        }}
      >
        <fieldset className="ad-options" disabled={sending} lang={portuguese}>
          <legend lang={language === 'pt' ? undefined : language}>{t('identify.answerLegend')}</legend>
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
            title={t('identify.offlineTitle')}
            description={t('identify.offlineText', { attempt: retrying + 1 })}
          />
        )}
        {!next && (
          <div className="ad-actions">
            <Button type="primary" htmlType="submit" loading={sending} disabled={question.resposta !== null && !changed}>
              {question.resposta === null ? t('identify.answer') : t('identify.changeAnswer')}
            </Button>
            {question.resposta !== null && following && (
              <Button onClick={() => go(stepPath(avaliacaoId, following))}>{following.tipo === 'bloco' ? t('identify.nextBlock') : t('identify.nextQuestion')}</Button>
            )}
          </div>
        )}
      </form>
      <div role="status" aria-live="polite">
        {feedback && feedback.opcao_id === chosen && (
          <div className="ad-feedback" style={{ ...riskStyle(feedback.risco), marginTop: 16 }}>
            <p style={{ margin: '0 0 6px' }}>
              <strong>{next ? t('identify.saved') : t('identify.yourAnswer')}</strong> <RiskTag risco={feedback.risco} />
            </p>
            <p style={{ margin: 0, whiteSpace: 'pre-line' }} lang={portuguese}>
              {feedback.feedback}
            </p>
          </div>
        )}
      </div>
      {next && (
        <Button type="primary" onClick={() => void goOn()} autoFocus>
          {t(continueLabel(next))}
        </Button>
      )}
    </section>
  );
}
