import type { QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { checkAnswers } from './validation';

const HOW_MANY = 'Quantos trabalhadores?';
const questionnaire = [
  {
    id: 1,
    titulo: 'Trabalho',
    ordem: 1,
    questoes: [{ id: 3, enunciado: HOW_MANY, tipo: 2, requerido: true, ordem: 1, status: 1, categoria: { id: 1 }, opcoes: [], parent: null, parentAnswer: null }],
  },
] as QuestionCategory[];

const stored = (resposta: string | number) => {
  const check = checkAnswers(questionnaire, [{ idQuestao: 3, resposta }]);
  return check.problems.length > 0 ? check.problems : check.answers[0]!.resposta;
};

describe('number answers', () => {
  it.each([
    ['12', '12'],
    [' 12 ', '12'],
    ['3,5', '3,5'],
    ['3.5', '3,5'],
    ['1.20', '1,20'],
    ['0.500', '0,500'],
    ['1.200', '1200'],
    ['1.200,5', '1200,5'],
    ['12.345.678', '12345678'],
    ['1,255', '1,255'],
    [12, '12'],
    [1.255, '1,255'],
  ])('%j is stored as %j (dots in groups of three are thousands in a typed answer; a JSON number is taken as it is; decimals after a comma)', (typed, expected) => {
    expect(stored(typed)).toBe(expected);
  });

  it('reads a stored answer sent back (a staff correction) as the same number', () => {
    for (const typed of ['1.255', '1,255', 1.255, '3.5', '12.345,678', '0.500']) {
      const once = stored(typed) as string;
      expect(stored(once)).toBe(once);
    }
  });

  it.each([
    ['-3', `A resposta de "${HOW_MANY}" deve ser um número, de 0 para cima`],
    ['1,200.5', `A resposta de "${HOW_MANY}" deve ser um número, de 0 para cima`],
    ['9999999999999999', `A resposta de "${HOW_MANY}" tem algarismos demais: use até 15 antes da vírgula e 6 depois`],
  ])('%j is refused with one message, not also called missing', (typed, message) => {
    expect(stored(typed)).toEqual([message]);
  });
});
