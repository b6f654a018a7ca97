import { http } from '@sisacte/api-client';
import { type Indicator, INDICATORS_API } from '@sisacte/contracts/denuncias/indicators';
import { type EditorCategory, type EditorQuestion, QUESTIONS_API, type QuestionUpsert } from '@sisacte/contracts/denuncias/questions';
import { fillPath } from '@sisacte/contracts/common/api-path';

/** GET /api/questoes/edicao (staff): the questionnaire in Portuguese with every translation. */
export const listQuestionnaire = () => http.get<EditorCategory[]>(QUESTIONS_API.editor);
/** POST /api/questoes: create (no id) or update (with id), translations included. */
export const saveQuestion = (body: QuestionUpsert) => http.create<EditorQuestion>(QUESTIONS_API.save, body);
export const deleteQuestion = (id: number) => http.delete(fillPath(QUESTIONS_API.one, { id }));
/** Swaps `ordem` with the neighbour above or below, in one transaction on the server. */
export const moveQuestion = (id: number, direcao: 'cima' | 'baixo') =>
  http.post<EditorCategory[]>(fillPath(QUESTIONS_API.move, { id }), undefined, { direcao });
export const listAllIndicators = () => http.get<Indicator[]>(INDICATORS_API.list);
