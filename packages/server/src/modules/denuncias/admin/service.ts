import {
  COMPLAINT_NOT_FOUND_MESSAGE,
  COMPLAINT_STATUS_NEXT,
  statusChangeRefusedMessage,
  type ComplaintAnswersUpdate,
  type ComplaintProfile,
  type ProfileAnswer,
} from '@sisacte/contracts/denuncias/complaint-profile';
import { daysRemainingLabel } from '@sisacte/contracts/denuncias/complaint-list';
import type { ComplaintLanguage, ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { isQuestionVisible, type AnswerMap, type VisibilityQuestion } from '@sisacte/contracts/denuncias/question-visibility';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-errors';
import { requireVisibleComplaint, type ComplaintViewer } from '../access';
import { recomputeComplaintScore } from '../complaints/service';
import { checkAnswers } from '../complaints/validation';
import { recordHistory } from '../history/repository';
import type { QuestionnaireCache } from '../questions/cache';
import * as repo from './repository';

export async function requireComplaint(db: DbOrTx, id: number): Promise<repo.ComplaintRow> {
  const row = await repo.findComplaint(db, id);
  if (!row) throw notFound(COMPLAINT_NOT_FOUND_MESSAGE);
  return row;
}

interface AnswersView {
  categorias: ComplaintProfile['categorias'];
  questoes: ComplaintProfile['questoes'];
}

/**
 * The answers by category exactly as given, leaving out those whose question is hidden by its
 * parent's answer (the wizard's own rule; a complaint's answers to hidden questions are refused at
 * intake, but the questionnaire may change afterwards).
 */
async function answersView(db: DbOrTx, complaintId: number): Promise<AnswersView> {
  const rows = await repo.answersOf(db, complaintId);
  const options = await repo.optionsByIds(
    db,
    rows.flatMap((r) => r.option_ids ?? []),
  );
  const optionById = new Map(options.map((o) => [o.id, o]));
  const byId = new Map<number, VisibilityQuestion>();
  const answers: AnswerMap = {};
  for (const r of rows) {
    const chosen = (r.option_ids ?? []).map((id) => optionById.get(id)).filter((o) => o !== undefined);
    byId.set(r.question_id, { id: r.question_id, tipo: r.tipo, parent: r.parent_id, parentAnswer: r.parent_answer, opcoes: chosen });
    answers[r.question_id] = r.tipo === 3 ? (r.option_ids?.[0] ?? null) : r.tipo === 4 ? (r.option_ids ?? []) : r.resposta;
  }
  const categorias: ComplaintProfile['categorias'] = [];
  const questoes: ComplaintProfile['questoes'] = [];
  for (const r of rows) {
    const q = byId.get(r.question_id)!;
    if (!isQuestionVisible(q, answers, byId)) continue;
    const answer: ProfileAnswer = {
      idQuestao: r.question_id,
      enunciado: r.enunciado,
      tipo: r.tipo,
      resposta: r.resposta,
      opcoes: q.opcoes.map((o) => ({ id: o.id, valor: o.valor })),
    };
    let category = categorias[categorias.length - 1];
    if (!category || category.id !== r.categoria_id) categorias.push((category = { id: r.categoria_id, titulo: r.categoria_titulo, respostas: [] }));
    category.respostas.push(answer);
    const given = answers[r.question_id];
    if (given !== null && given !== undefined) questoes.push({ idQuestao: r.question_id, resposta: given });
  }
  return { categorias, questoes };
}

/** GET /api/denuncias/{id}: the profile (404 outside the viewer's complaints). */
export async function profile(db: Database, viewer: ComplaintViewer, id: number): Promise<ComplaintProfile> {
  await requireVisibleComplaint(db, viewer, id);
  const c = await requireComplaint(db, id);
  const [organizacoes, answers, fired, fileIds] = await Promise.all([repo.organizationsOf(db, id), answersView(db, id), repo.firedIndicatorsOf(db, id), repo.fileIdsOf(db, id)]);
  const soma = fired.reduce((sum, i) => sum + i.peso, 0);
  return {
    id: c.id,
    status: c.status as ComplaintStatus,
    score: c.score,
    arquivada: c.arquivada,
    createdAt: c.createdAt.toISOString(),
    nomeCadastrador: viewer.seesAll ? c.nomeCadastrador : null,
    idioma: c.idioma as ComplaintLanguage,
    estabelecimentoEncerramento: c.encerramento,
    estabelecimento_encerramento: c.encerramento,
    diasRestantes: daysRemainingLabel(c.encerramento),
    estabelecimento_latitude: c.estabelecimento?.y ?? null,
    estabelecimento_longitude: c.estabelecimento?.x ?? null,
    idFiles: fileIds.join(','),
    demanda: {
      numerodemanda: c.numerodemanda,
      nomefantasia: c.nomefantasia,
      enderecoempresa: c.enderecoempresa,
      municipio: { id: c.municipioId, nome: c.municipioNome },
      ufendempresa: { uf: c.uf },
      cadastrador: viewer.seesAll ? c.cadastrador : null,
    },
    organizacoes,
    questoes: answers.questoes,
    indicadores: fired.map((i) => ({ id: i.id })),
    categorias: answers.categorias,
    pontuacao: {
      indicadores: fired.map((i) => ({ id: i.id, nome: i.nome, categoria_indicador: i.categoria_indicador, peso: i.peso, origens: i.origens ?? [] })),
      soma,
      score: c.score,
      formula: fired.length === 0 ? 'Nenhum indicador' : `${fired.map((i) => `${i.nome} (${i.peso})`).join(' + ')} = ${soma}`,
      recalculado: soma !== c.score,
    },
  };
}

/**
 * Moves a complaint one step forward: Protocolada → Encaminhada para Fiscalização (when an
 * operation includes it) → Fiscalizada (inspection done), or one step back, Encaminhada para
 * Fiscalização → Protocolada (removed from its operation before inspection), recording who, when
 * and why (`reason`, appended to the history line) in its history. Runs inside the caller's
 * transaction (the operations module calls it in its own); the caller has checked that the author
 * may see the complaint. A move to the status it already has does nothing.
 */
export async function moveComplaintStatus(
  tx: DbOrTx,
  input: { complaintId: number; to: ComplaintStatus; authorId: number; reason?: string },
): Promise<{ from: ComplaintStatus; changed: boolean }> {
  const c = await requireComplaint(tx, input.complaintId);
  const from = c.status as ComplaintStatus;
  if (from === input.to) return { from, changed: false };
  const back = from === 'Encaminhada para Fiscalização' && input.to === 'Protocolada';
  if (COMPLAINT_STATUS_NEXT[from] !== input.to && !back) throw badRequest(statusChangeRefusedMessage(from, input.to));
  await repo.setStatus(tx, input.complaintId, input.to);
  await recordHistory(tx, {
    complaintId: input.complaintId,
    authorId: input.authorId,
    action: 'status',
    descricao: `Situação alterada para ${input.to}${input.reason ? ` (${input.reason})` : ''}`,
    changes: [{ field: 'status', label: 'Situação', from, to: input.to }],
  });
  return { from, changed: true };
}

/** POST /api/denuncias/{id}/status: staff mark the inspection done (only Fiscalizada is set by hand; operations set Encaminhada). */
export async function markStatus(db: Database, viewer: ComplaintViewer, id: number, to: ComplaintStatus): Promise<ComplaintProfile> {
  if (to !== 'Fiscalizada') throw badRequest('Só a marcação "Fiscalizada" é feita aqui: a denúncia passa a "Encaminhada para Fiscalização" ao ser incluída numa operação');
  await withTransaction(db, async (tx) => {
    await requireVisibleComplaint(tx, viewer, id, { forUpdate: true });
    await moveComplaintStatus(tx, { complaintId: id, to, authorId: viewer.id });
  });
  return profile(db, viewer, id);
}

/**
 * PUT /api/denuncias/{id}/respostas: staff correct the answers, checked as the public form's (the
 * live questionnaire, visibility, required questions); the score and indicators are recomputed by
 * recomputeComplaintScore in the same transaction, and the history keeps each changed answer and
 * the score before and after.
 */
export async function editAnswers(db: Database, questionnaire: QuestionnaireCache, viewer: ComplaintViewer, id: number, input: ComplaintAnswersUpdate): Promise<ComplaintProfile> {
  await requireVisibleComplaint(db, viewer, id);
  const live = await questionnaire.latest(db);
  const checked = checkAnswers(live.categories, input.questoes, live.byId);
  if (checked.problems.length > 0) throw badRequest(checked.problems[0]!, ...checked.problems.slice(1));
  await withTransaction(db, async (tx) => {
    await requireVisibleComplaint(tx, viewer, id, { forUpdate: true });
    const before = await requireComplaint(tx, id);
    const oldAnswers = new Map((await repo.answersOf(tx, id)).map((a) => [a.question_id, a]));
    await repo.replaceAnswers(tx, id, checked.answers);
    const score = (await recomputeComplaintScore(tx, id))!;
    const changes = [];
    const seen = new Set<number>();
    for (const a of checked.answers) {
      seen.add(a.questionId);
      const old = oldAnswers.get(a.questionId)?.resposta ?? null;
      if (old !== a.resposta) changes.push({ field: `questao_${a.questionId}`, label: live.byId.get(a.questionId)?.enunciado ?? `Questão ${a.questionId}`, from: old, to: a.resposta });
    }
    for (const [questionId, old] of oldAnswers) {
      if (!seen.has(questionId)) changes.push({ field: `questao_${questionId}`, label: old.enunciado, from: old.resposta, to: null });
    }
    if (before.score !== score) changes.push({ field: 'score', label: 'Pontuação IRTE', from: String(before.score), to: String(score) });
    if (changes.length > 0) {
      await recordHistory(tx, { complaintId: id, authorId: viewer.id, action: 'respostas', descricao: 'Respostas editadas pela equipe', changes });
    }
  });
  return profile(db, viewer, id);
}
