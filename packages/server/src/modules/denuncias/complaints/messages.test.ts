import { type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { problemsOf } from '../../shared/i18n/test-support';
import { checkAnswers } from './validation';

/** The messages the complaint's answer checks write, on a questionnaire with every kind of question. */
function answerCheckMessages(): string[] {
  const question = (id: number, tipo: number, extra: Partial<Question> = {}): Question =>
    ({ id, tipo, enunciado: `Pergunta ${id}?`, requerido: true, opcoes: [{ id: id * 10, valor: 'Sim', indicadores: [] }], parent: null, parentAnswer: null, ...extra }) as unknown as Question;
  const questionnaire = [
    {
      id: 1,
      titulo: 'Categoria',
      questoes: [
        question(1, 1),
        question(2, 2),
        question(3, 3),
        question(4, 4),
        question(5, 3),
        question(6, 1, { parent: 5, parentAnswer: 'Sim', requerido: false }),
        // a hidden question whose parent is gone
        question(7, 1, { parent: 999, parentAnswer: 'Sim', requerido: false }),
      ],
    },
  ] as unknown as QuestionCategory[];
  const runs = [
    [{ idQuestao: 99, resposta: 'x' }],
    [
      { idQuestao: 1, resposta: 3 },
      { idQuestao: 2, resposta: 'abc' },
      { idQuestao: 3, resposta: [1] },
      { idQuestao: 4, resposta: 4 },
      { idQuestao: 6, resposta: 'hidden' },
      { idQuestao: 7, resposta: 'hidden' },
    ],
    [
      { idQuestao: 2, resposta: '1234567890123456789' },
      { idQuestao: 3, resposta: 1.5 },
      { idQuestao: 4, resposta: [777] },
    ],
    [],
  ];
  return [...new Set(runs.flatMap((run) => checkAnswers(questionnaire, run as never).problems))];
}

describe("the complaint's answer problems in the public pages' languages", () => {
  it('covers every kind of problem the check writes', () => {
    const messages = answerCheckMessages();
    for (const start of ['A questão 99 não existe', 'A resposta de "Pergunta 1?" deve ser um texto', 'A resposta de "Pergunta 2?" deve ser um número', 'A resposta de "Pergunta 2?" tem algarismos demais', 'A resposta de "Pergunta 3?" deve ser o id', 'A resposta de "Pergunta 4?" deve ser uma lista', 'A opção 777', 'A questão "Pergunta 6?" não deve ser respondida', 'A questão "Pergunta 7?" não deve ser respondida: ela só aparece quando a questão pai', 'A questão "Pergunta 1?" é obrigatória']) {
      expect([start, messages.some((m) => m.startsWith(start))]).toEqual([start, true]);
    }
  });

  it('comes back whole: no Portuguese left but the quoted question (already in the page language)', () => {
    expect(problemsOf(answerCheckMessages())).toEqual([]);
  });

  it('quotes the question as the visitor reads it', () => {
    const pt = { id: 1, tipo: 1, enunciado: 'Há vigias armados?', requerido: true, opcoes: [], parent: null, parentAnswer: null } as unknown as Question;
    const es = { ...pt, enunciado: '¿Hay guardias armados?' };
    const problems = checkAnswers([{ id: 1, titulo: 'C', questoes: [pt] }] as unknown as QuestionCategory[], [], undefined, new Map([[1, es]])).problems;
    expect(problems).toEqual(['A questão "¿Hay guardias armados?" é obrigatória']);
  });
});
