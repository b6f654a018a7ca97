import { http } from '@sisacte/api-client';
import type { Indicator, Question, QuestionCategory, QuestionUpsert } from '@sisacte/contracts';

export const listQuestionnaire = () => http.get<QuestionCategory[]>('/api/questoes/list');
/** POST /api/questoes: create (no id) or update (with id). */
export const saveQuestion = (body: QuestionUpsert) => http.post<Question>('/api/questoes', body);
export const deleteQuestion = (id: number) => http.delete(`/api/questoes/${id}`);
/** Swaps `ordem` with the neighbour above or below, in one transaction on the server. */
export const moveQuestion = (id: number, direcao: 'cima' | 'baixo') =>
  http.post<QuestionCategory[]>(`/api/questoes/${id}/mover`, undefined, { direcao });
export const listAllIndicators = () => http.get<Indicator[]>('/api/indicadores/list');
