import { http } from '@sisacte/api-client';
import { type Indicator, INDICATORS_API } from '@sisacte/contracts/denuncias/indicators';
import { type Question, type QuestionCategory, QUESTIONS_API, type QuestionUpsert } from '@sisacte/contracts/denuncias/questions';
import { fillPath } from '@sisacte/contracts/common/api-path';

export const listQuestionnaire = () => http.get<QuestionCategory[]>(QUESTIONS_API.list);
/** POST /api/questoes: create (no id) or update (with id). */
export const saveQuestion = (body: QuestionUpsert) => http.create<Question>(QUESTIONS_API.save, body);
export const deleteQuestion = (id: number) => http.delete(fillPath(QUESTIONS_API.one, { id }));
/** Swaps `ordem` with the neighbour above or below, in one transaction on the server. */
export const moveQuestion = (id: number, direcao: 'cima' | 'baixo') =>
  http.post<QuestionCategory[]>(fillPath(QUESTIONS_API.move, { id }), undefined, { direcao });
export const listAllIndicators = () => http.get<Indicator[]>(INDICATORS_API.list);
