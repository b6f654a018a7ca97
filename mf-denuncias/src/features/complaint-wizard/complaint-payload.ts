import { type ComplaintCreate, toAnswerList } from '@sisacte/contracts/denuncias/complaints';
import { clearHiddenAnswers } from '@sisacte/contracts/denuncias/question-visibility';
import { type Question, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import type { SessionUser } from '@sisacte/auth';
import { toAnswerMap, type WizardValues } from './draft';

/**
 * The body of POST /api/denuncias-create: trimmed text, and only the answers of questions that
 * exist and are visible. A logged-in creator's name, username and organizations go with it.
 */
export function toComplaintPayload(
  values: WizardValues,
  categories: readonly QuestionCategory[],
  byId: ReadonlyMap<number, Question>,
  user: SessionUser | null,
): ComplaintCreate {
  const known = toAnswerMap(values.respostas ?? {});
  for (const id of Object.keys(known)) if (!byId.has(Number(id))) delete known[Number(id)];
  const kept = clearHiddenAnswers(categories, known);
  const body: ComplaintCreate = {
    demanda: {
      nomefantasia: values.nomefantasia.trim(),
      enderecoempresa: values.enderecoempresa.trim(),
      municipio: values.municipio ? { id: values.municipio.id, nome: values.municipio.nome } : (undefined as never),
      ufendempresa: { uf: values.uf ?? '' },
    },
    questoes: toAnswerList(kept).map((a) => (typeof a.resposta === 'string' ? { ...a, resposta: a.resposta.trim() } : a)),
    estabelecimento_latitude: values.estabelecimento_latitude,
    estabelecimento_longitude: values.estabelecimento_longitude,
    estabelecimento_encerramento: values.estabelecimento_encerramento,
  };
  if (user) {
    body.nomeCadastrador = user.name;
    body.demanda.cadastrador = user.username;
    body.organizacoes = values.organizacoes.map((id) => ({ id }));
  }
  return body;
}
