import type { SidebarBlock } from './api-call';
import { continueLabel, following, nextStep, nextStepPath, progress, retryDelayMs, SIDEBAR_SCROLL_OFFSET, sidebarScrollTop, stepPath } from './steps';

const q = (id: number, resposta: number | null) => ({ id, enunciado: `Questão ${id}`, ordem: id, resposta, risco: resposta === null ? null : ('Zero' as const) });
const sidebar = (...answers: (number | null)[][]): SidebarBlock[] => answers.map((qs, bi) => ({ id: 100 + bi, titulo: `Bloco ${bi + 1}`, ordem: bi + 1, questoes: qs.map((r, qi) => q((bi + 1) * 10 + qi, r)) }));

describe('wizard steps', () => {
  it('builds the identification route from a step', () => {
    expect(stepPath(7, { tipo: 'bloco', id: 100, group_id: 100 })).toBe('/admin/autodiagnostico/identificacao-riscos/7/bloco/100/100');
    expect(stepPath(7, { tipo: 'questao', id: 11, group_id: 100 })).toBe('/admin/autodiagnostico/identificacao-riscos/7/questao/11/100');
  });

  it('goes on at the first unanswered question, in block order, or at the first block once everything is answered', () => {
    expect(nextStep(sidebar([1, null], [null]))).toEqual({ tipo: 'questao', id: 11, group_id: 100 });
    expect(nextStep(sidebar([1, 2], [3, null]))).toEqual({ tipo: 'questao', id: 21, group_id: 101 });
    expect(nextStep(sidebar([1, 2], [3]))).toEqual({ tipo: 'bloco', id: 100, group_id: 100 });
    expect(nextStep([])).toBeNull();
    expect(nextStepPath(7, [])).toBe('/admin/autodiagnostico/preparacao/editar/7');
  });

  it('finds the step after a question: the next of its block, else the next block, none after the last', () => {
    const s = sidebar([null, null], [null]);
    expect(following(s, 10)).toEqual({ tipo: 'questao', id: 11, group_id: 100 });
    expect(following(s, 11)).toEqual({ tipo: 'bloco', id: 101, group_id: 101 });
    expect(following(s, 20)).toBeNull();
    expect(following(s, 999)).toBeNull();
  });

  it('counts answered questions', () => {
    expect(progress(sidebar([1, null], [2]))).toEqual({ answered: 2, total: 3 });
  });

  it("labels the button after an answer by where it leads, and 'finalizou' as the end", () => {
    expect(continueLabel({ tipo: 'questao', finalizou: false })).toBe('identify.nextQuestion');
    expect(continueLabel({ tipo: 'bloco', finalizou: false })).toBe('identify.nextBlock');
    expect(continueLabel({ tipo: 'questao', finalizou: true })).toBe('identify.finish');
  });

  it('retries a lost answer after 1, 2, 4 and 8 s, then every 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });

  it('scrolls the sidebar so that the active item sits 350 px below its top, never above the start', () => {
    expect(SIDEBAR_SCROLL_OFFSET).toBe(350);
    expect(sidebarScrollTop(1000)).toBe(650);
    expect(sidebarScrollTop(120)).toBe(0);
  });
});
