import { type Question } from '@sisacte/contracts/denuncias/questions';

/**
 * The parent-question choices list only questions of type 3 or 4 of the same category,
 * excluding the question itself (and, so that no cycle is possible, its own descendants).
 */
export function parentChoices(questions: readonly Question[], categoryId: number, selfId: number | null | undefined): Question[] {
  const descendants = new Set<number>();
  if (selfId) {
    let grew = true;
    descendants.add(selfId);
    while (grew) {
      grew = false;
      for (const q of questions) {
        if (q.parent !== null && descendants.has(q.parent) && !descendants.has(q.id)) {
          descendants.add(q.id);
          grew = true;
        }
      }
    }
  }
  return questions.filter((q) => q.categoria.id === categoryId && (q.tipo === 3 || q.tipo === 4) && !descendants.has(q.id));
}

/** The order starts at 1; a new question takes the maximum plus one. */
export function nextOrder(questions: readonly Pick<Question, 'ordem'>[]): number {
  return questions.reduce((max, q) => Math.max(max, q.ordem), 0) + 1;
}

/**
 * Moving swaps `ordem` with the neighbour. Returns the two questions with their new
 * `ordem`, or null at the ends of the list. `questions` are one category's, in display order.
 */
export function neighbourSwap<Q extends Pick<Question, 'id' | 'ordem'>>(questions: readonly Q[], id: number, direction: 'cima' | 'baixo'): [Q, Q] | null {
  const index = questions.findIndex((q) => q.id === id);
  const other = direction === 'cima' ? index - 1 : index + 1;
  const a = questions[index];
  const b = questions[other];
  if (index < 0 || !a || !b) return null;
  return [
    { ...a, ordem: b.ordem },
    { ...b, ordem: a.ordem },
  ];
}

/** The category's questions in display order after a swap (for an immediate, optimistic re-render). */
export function applySwap<Q extends Pick<Question, 'id' | 'ordem'>>(questions: readonly Q[], swapped: [Q, Q]): Q[] {
  const byId = new Map(swapped.map((q) => [q.id, q]));
  return questions.map((q) => byId.get(q.id) ?? q).sort((x, y) => x.ordem - y.ordem);
}
