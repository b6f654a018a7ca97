import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';
import type { SidebarBlock } from './api-call';

/** Wizard sidebar: the active question is scrolled to this far below the list's top. */
export const SIDEBAR_SCROLL_OFFSET = 350;

export type Step = { tipo: 'bloco' | 'questao'; id: number; group_id: number };

/** The identification route of a step (/identificacao-riscos/{avaliacao_id}/{tipo}/{id}/{group_id}). */
export function stepPath(avaliacaoId: number, step: Step): string {
  return fillPath(SCREENS.selfDiagnosis.identify, { avaliacao_id: avaliacaoId, tipo: step.tipo, id: step.id, group_id: step.group_id });
}

/** Where to go on: the first unanswered question, else the first block (a finished evaluation is reviewed from the start). */
export function nextStep(sidebar: SidebarBlock[]): Step | null {
  for (const block of sidebar) {
    const open = block.questoes.find((q) => q.resposta === null);
    if (open) return { tipo: 'questao', id: open.id, group_id: block.id };
  }
  const first = sidebar[0];
  return first ? { tipo: 'bloco', id: first.id, group_id: first.id } : null;
}

export function nextStepPath(avaliacaoId: number, sidebar: SidebarBlock[]): string {
  const step = nextStep(sidebar);
  return step ? stepPath(avaliacaoId, step) : fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: avaliacaoId });
}

/** Answered and total questions of the sidebar. */
export function progress(sidebar: SidebarBlock[]): { answered: number; total: number } {
  const all = sidebar.flatMap((b) => b.questoes);
  return { answered: all.filter((q) => q.resposta !== null).length, total: all.length };
}

/** The catalogue key of the button that follows an answer's feedback. */
export function continueLabel(step: { tipo: 'bloco' | 'questao'; finalizou: boolean }): 'identify.finish' | 'identify.nextBlock' | 'identify.nextQuestion' {
  if (step.finalizou) return 'identify.finish';
  return step.tipo === 'bloco' ? 'identify.nextBlock' : 'identify.nextQuestion';
}

/** Waits between the retries of an answer sent while the connection is lost: 1, 2, 4, 8, then every 15 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** The scrollTop that puts `itemTop` (the item's offset inside the list) `SIDEBAR_SCROLL_OFFSET` below the list's top. */
export function sidebarScrollTop(itemTop: number): number {
  return Math.max(0, itemTop - SIDEBAR_SCROLL_OFFSET);
}

/** The step after question `questionId`: the next question of its block, else the next block; null after the last. */
export function following(sidebar: SidebarBlock[], questionId: number): Step | null {
  for (const [bi, block] of sidebar.entries()) {
    const at = block.questoes.findIndex((q) => q.id === questionId);
    if (at < 0) continue;
    const q = block.questoes[at + 1];
    if (q) return { tipo: 'questao', id: q.id, group_id: block.id };
    const nextBlock = sidebar[bi + 1];
    return nextBlock ? { tipo: 'bloco', id: nextBlock.id, group_id: nextBlock.id } : null;
  }
  return null;
}
