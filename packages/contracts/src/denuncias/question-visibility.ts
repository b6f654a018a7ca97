/*
 * Answers and visibility: ONE implementation for the wizard and the server. A child question is
 * shown when its parent is shown, is a choice question, and one of the parent's chosen options has
 * the valor `parentAnswer`.
 */

/** 1/2: string; 3: option id; 4: option ids. */
export type Resposta = string | number | number[];
/** Answers by question id, as the wizard keeps them. */
export type AnswerMap = Record<number, Resposta | null | undefined>;

/** Minimal shape the visibility rules need (a Question fits). */
export interface VisibilityQuestion {
  id: number;
  tipo: number;
  parent: number | null;
  parentAnswer: string | null;
  opcoes: ReadonlyArray<{ id: number; valor: string }>;
}

export function isAnswered(resposta: Resposta | null | undefined): boolean {
  if (resposta === null || resposta === undefined) return false;
  if (typeof resposta === 'string') return resposta.trim() !== '';
  if (Array.isArray(resposta)) return resposta.length > 0;
  return true;
}

/** Option ids chosen in an answer to a choice question (empty for text/number or no answer). */
export function chosenOptionIds(resposta: Resposta | null | undefined): number[] {
  if (typeof resposta === 'number') return [resposta];
  if (Array.isArray(resposta)) return resposta;
  return [];
}

/**
 * Is `question` shown, given the answers so far? Shown when it has no parent, or when its parent
 * is shown, is a choice question, and one of the parent's chosen options has the valor
 * `parentAnswer`. An unknown parent (deleted) hides the child.
 */
export function isQuestionVisible(
  question: VisibilityQuestion,
  answers: AnswerMap,
  questionsById: ReadonlyMap<number, VisibilityQuestion>,
  depth = 0,
): boolean {
  if (question.parent === null || question.parent === undefined) return true;
  if (depth > 50) return false; // a cycle never shows
  const parent = questionsById.get(question.parent);
  if (!parent || (parent.tipo !== 3 && parent.tipo !== 4)) return false;
  if (!isQuestionVisible(parent, answers, questionsById, depth + 1)) return false;
  const chosen = new Set(chosenOptionIds(answers[parent.id]));
  return parent.opcoes.some((o) => chosen.has(o.id) && o.valor === question.parentAnswer);
}

export function questionsById<Q extends VisibilityQuestion>(categories: ReadonlyArray<{ questoes: readonly Q[] }>): Map<number, Q> {
  const map = new Map<number, Q>();
  for (const c of categories) for (const q of c.questoes) map.set(q.id, q);
  return map;
}

/** The questions to show (and validate), in category then `ordem` order. */
export function visibleQuestions<Q extends VisibilityQuestion>(categories: ReadonlyArray<{ questoes: readonly Q[] }>, answers: AnswerMap): Q[] {
  const byId = questionsById(categories);
  return categories.flatMap((c) => c.questoes.filter((q) => isQuestionVisible(q, answers, byId)));
}

/**
 * The answers with those of hidden questions removed (changing the parent clears the
 * hidden answer). Repeats until stable, so grand-children of a hidden question go too.
 */
export function clearHiddenAnswers(categories: ReadonlyArray<{ questoes: readonly VisibilityQuestion[] }>, answers: AnswerMap): AnswerMap {
  const byId = questionsById(categories);
  let current: AnswerMap = { ...answers };
  for (let i = 0; i < 50; i++) {
    const next: AnswerMap = {};
    for (const [key, value] of Object.entries(current)) {
      const q = byId.get(Number(key));
      if (!q || isQuestionVisible(q, current, byId)) next[Number(key)] = value;
    }
    if (Object.keys(next).length === Object.keys(current).length) return next;
    current = next;
  }
  return current;
}

/**
 * A number answer as the wizard may send it: digits, optional decimal part with '.' or ','. No sign:
 * every number the questionnaire asks is a count or an amount (workers, hours, days), never below 0.
 */
export const NUMBER_ANSWER_PATTERN = /^\d{1,15}([.,]\d{1,6})?$/;
/** The same form with any number of digits: an answer that matches it but not NUMBER_ANSWER_PATTERN has too many. */
export const NUMBER_ANSWER_FORM = /^\d+([.,]\d+)?$/;
/** Thousands written the Brazilian way: 1.200, 12.345.678, 1.200,5 (never 0.500, which is a half). */
const GROUPED_THOUSANDS = /^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/;

/**
 * A typed number answer (a string, as the wizard sends it), in the form it is checked in: '1.200'
 * and '1.200,5' are a thousand two hundred (dots in groups of three are thousands, as Brazilians
 * write them); '3,5' and '3.5' three and a half. Surrounding spaces are dropped. The result is then
 * checked against NUMBER_ANSWER_PATTERN, and stored by storedNumberAnswer.
 */
export function plainNumberAnswer(typed: string): string {
  const text = typed.trim();
  return GROUPED_THOUSANDS.test(text) ? text.replace(/\./g, '') : text;
}

/**
 * How a checked number answer is stored and shown: digits, and a comma before the decimals ('1200',
 * '3,5'). A stored answer read back and sent again (a staff correction) is the same number: with a
 * comma, '1,255' cannot be taken for thousands, as '1.255' would be.
 */
export function storedNumberAnswer(checked: string): string {
  return checked.replace('.', ',');
}
