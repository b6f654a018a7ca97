import { complaintCreateSchema, toAnswerList } from './complaints';
import { clearHiddenAnswers, isQuestionVisible, questionsById, visibleQuestions, type VisibilityQuestion } from './question-visibility';
import { questionUpsertSchema } from './questions';

const q = (id: number, tipo: number, parent: number | null = null, parentAnswer: string | null = null, opcoes: { id: number; valor: string }[] = []): VisibilityQuestion => ({
  id,
  tipo,
  parent,
  parentAnswer,
  opcoes,
});

// 1 (single: Sim/Não) → 2 shown on 'Não' (multiple: A/B) → 3 shown on 'B' (text); 4 independent
const categories = [
  {
    questoes: [
      q(1, 3, null, null, [
        { id: 11, valor: 'Sim' },
        { id: 12, valor: 'Não' },
      ]),
      q(2, 4, 1, 'Não', [
        { id: 21, valor: 'A' },
        { id: 22, valor: 'B' },
      ]),
      q(3, 1, 2, 'B'),
    ],
  },
  { questoes: [q(4, 2)] },
];

describe('question visibility (shared by the wizard and the server)', () => {
  it('shows a child only when its parent is shown and has the triggering answer', () => {
    expect(visibleQuestions(categories, {}).map((x) => x.id)).toEqual([1, 4]);
    expect(visibleQuestions(categories, { 1: 12 }).map((x) => x.id)).toEqual([1, 2, 4]);
    expect(visibleQuestions(categories, { 1: 12, 2: [21, 22] }).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    // the grandchild hides when the parent chain breaks, even if its own parent still holds 'B'
    expect(visibleQuestions(categories, { 1: 11, 2: [22] }).map((x) => x.id)).toEqual([1, 4]);
    const byId = questionsById(categories);
    expect(isQuestionVisible(q(5, 1, 99, 'x'), {}, byId)).toBe(false);
  });

  it('clears the answers of questions that became hidden, down the chain', () => {
    expect(clearHiddenAnswers(categories, { 1: 11, 2: [22], 3: 'texto', 4: '7' })).toEqual({ 1: 11, 4: '7' });
    expect(clearHiddenAnswers(categories, { 1: 12, 2: [21], 3: 'texto' })).toEqual({ 1: 12, 2: [21] });
  });

  it('turns the answers into the list the server takes, leaving out empty ones', () => {
    expect(toAnswerList({ 1: 12, 2: [], 3: '  ', 4: '7' })).toEqual([
      { idQuestao: 1, resposta: 12 },
      { idQuestao: 4, resposta: '7' },
    ]);
  });
});

describe('complaint and question schemas', () => {
  it('drops a client score and indicators from a complaint body', () => {
    const parsed = complaintCreateSchema.parse({
      demanda: { nomefantasia: 'F', enderecoempresa: 'E', municipio: { id: 1 }, ufendempresa: { uf: 'pa' } },
      questoes: [],
      score: 99,
      indicadores: [{ id: 1 }],
    });
    expect(parsed).not.toHaveProperty('score');
    expect(parsed).not.toHaveProperty('indicadores');
    expect(parsed.demanda.ufendempresa.uf).toBe('PA');
  });

  it('empties the options of text and number questions and drops a trigger without parent', () => {
    const parsed = questionUpsertSchema.parse({ enunciado: 'X', tipo: 2, categoria: { id: 1 }, opcoes: [{ valor: 'a' }], parentAnswer: 'Sim' });
    expect(parsed.opcoes).toEqual([]);
    expect(parsed.parentAnswer).toBeNull();
    expect(questionUpsertSchema.parse({ enunciado: 'X', categoria: { id: 1 } }).tipo).toBe(1);
  });
});
