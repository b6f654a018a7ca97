import type { Measure } from '@sisacte/contracts/autodiagnostico/action-plan';
import { type Block, EVALUATIONS_API, type NextStep, type Question, type SaveAnswer } from '@sisacte/contracts/autodiagnostico/evaluations';
import { fillPath } from '@sisacte/contracts/common/api-path';
import { call, evaluationSidebar, get } from '../../shared/api-call';

export type Feedback = { opcao_id: number; questao_id: number; risco: Measure['risco']; feedback: string };

/** The questionnaire's calls: blocks, questions, an answer saved, an option's feedback. */
export const identificationApi = {
  sidebar: evaluationSidebar,
  block: (blockId: number, avaliacaoId: number, code: string) => get<Block>(fillPath(EVALUATIONS_API.block, { id: blockId }), code, { avaliacao_id: avaliacaoId }),
  firstQuestion: (blockId: number, avaliacaoId: number, code: string) => get<Question>(fillPath(EVALUATIONS_API.firstQuestion, { id: blockId }), code, { avaliacao_id: avaliacaoId }),
  question: (questionId: number, avaliacaoId: number, code: string) => get<Question>(fillPath(EVALUATIONS_API.question, { id: questionId }), code, { avaliacao_id: avaliacaoId }),
  saveAnswer: (body: SaveAnswer, code: string) => call<NextStep>(EVALUATIONS_API.saveAnswer, { method: 'post', json: body, code }),
  feedback: (optionId: number) => get<Feedback>(fillPath(EVALUATIONS_API.feedback, { id: optionId })),
};
