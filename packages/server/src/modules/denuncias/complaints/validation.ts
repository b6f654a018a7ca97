import { type ComplaintAnswerInput } from '@sisacte/contracts/denuncias/complaints';
import { type AnswerMap, chosenOptionIds, isAnswered, isQuestionVisible, NUMBER_ANSWER_FORM, NUMBER_ANSWER_PATTERN, plainNumberAnswer, questionsById, storedNumberAnswer } from '@sisacte/contracts/denuncias/question-visibility';
import { type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';

/** One answer ready to store: `resposta` readable text, `optionIds` for choices. */
/** How the values of the options chosen for one question are joined in the stored answer text. */
export const CHOSEN_OPTIONS_SEPARATOR = '; ';

export interface CheckedAnswer {
  questionId: number;
  resposta: string;
  optionIds: number[];
}

export interface AnswerCheck {
  problems: string[];
  answers: CheckedAnswer[];
  /** Ids of every chosen option (the source of the complaint's indicators). */
  optionIds: number[];
}

/**
 * Checks the answers against the live questionnaire (the same visibility rule as the wizard):
 * unknown questions, wrong-typed answers, options of another question, answers to hidden
 * questions and missing required answers of visible ones. Empty answers count as not answered.
 * `byId` is the questionnaire's questions by id (the cache keeps it made); `shown` the same questions
 * as the visitor reads them (the page's language), whose statements and parent answers the problems quote.
 */
export function checkAnswers(
  questionnaire: QuestionCategory[],
  input: ComplaintAnswerInput[],
  byId: ReadonlyMap<number, Question> = questionsById(questionnaire),
  shown: ReadonlyMap<number, Question> = byId,
): AnswerCheck {
  const quote = (q: Question) => `"${(shown.get(q.id) ?? q).enunciado}"`;
  const problems: string[] = [];
  const answers: AnswerMap = {};
  const stored = new Map<number, CheckedAnswer>();
  /** Questions answered with a value refused above: not also reported as unanswered. */
  const refused = new Set<number>();

  for (const { idQuestao, resposta } of input) {
    const q = byId.get(idQuestao);
    if (!q) {
      problems.push(`A questão ${idQuestao} não existe ou foi removida do questionário`);
      continue;
    }
    if (!isAnswered(resposta)) continue;
    if (q.tipo === 1) {
      if (typeof resposta !== 'string') {
        problems.push(`A resposta de ${quote(q)} deve ser um texto`);
        refused.add(q.id);
        continue;
      }
      stored.set(q.id, { questionId: q.id, resposta: resposta.trim(), optionIds: [] });
    } else if (q.tipo === 2) {
      const text = typeof resposta === 'number' ? String(resposta) : typeof resposta === 'string' ? plainNumberAnswer(resposta) : '';
      if (!NUMBER_ANSWER_PATTERN.test(text)) {
        problems.push(
          NUMBER_ANSWER_FORM.test(text)
            ? `A resposta de ${quote(q)} tem algarismos demais: use até 15 antes da vírgula e 6 depois`
            : `A resposta de ${quote(q)} deve ser um número, de 0 para cima`,
        );
        refused.add(q.id);
        continue;
      }
      stored.set(q.id, { questionId: q.id, resposta: storedNumberAnswer(text), optionIds: [] });
    } else {
      const multiple = q.tipo === 4;
      if (multiple ? !Array.isArray(resposta) : typeof resposta !== 'number') {
        problems.push(`A resposta de ${quote(q)} deve ser ${multiple ? 'uma lista de ids de opções' : 'o id de uma opção'}`);
        refused.add(q.id);
        continue;
      }
      if (typeof resposta === 'number' && !Number.isInteger(resposta)) {
        problems.push(`A resposta de ${quote(q)} deve ser o id de uma opção`);
        refused.add(q.id);
        continue;
      }
      const ids = [...new Set(chosenOptionIds(resposta))];
      const foreign = ids.filter((id) => !q.opcoes.some((o) => o.id === id));
      if (foreign.length > 0) {
        problems.push(`A opção ${foreign.join(', ')} não pertence à questão ${quote(q)}`);
        refused.add(q.id);
        continue;
      }
      const valores = q.opcoes.filter((o) => ids.includes(o.id)).map((o) => o.valor);
      stored.set(q.id, { questionId: q.id, resposta: valores.join(CHOSEN_OPTIONS_SEPARATOR), optionIds: ids });
    }
    answers[q.id] = resposta;
  }

  for (const category of questionnaire) {
    for (const q of category.questoes) {
      const visible = isQuestionVisible(q, answers, byId);
      if (!visible && stored.has(q.id)) {
        const parent = q.parent ? byId.get(q.parent) : undefined;
        problems.push(
          `A questão ${quote(q)} não deve ser respondida: ela só aparece quando ${parent ? quote(parent) : 'a questão pai'} tem a resposta "${(shown.get(q.id) ?? q).parentAnswer ?? ''}"`,
        );
      }
      if (visible && q.requerido && !stored.has(q.id) && !refused.has(q.id)) problems.push(`A questão ${quote(q)} é obrigatória`);
    }
  }

  const list = [...stored.values()];
  return { problems, answers: list, optionIds: list.flatMap((a) => a.optionIds) };
}
