import { createHash } from 'node:crypto';
import { MODEL_NOT_FOUND_MESSAGE } from '@sisacte/contracts/autodiagnostico/models';
import {
  type Block,
  CNAE_NOT_FOUND_MESSAGE,
  EVALUATION_NOT_FOUND_MESSAGE,
  type Evaluation,
  type EvaluationCreated,
  type EvaluationStatus,
  type NextStep,
  OPTION_NOT_OF_QUESTION_MESSAGE,
  type Question,
  QUESTION_NOT_OF_EVALUATION_MESSAGE,
  type SaveAnswer,
  evaluationCreateSchema,
  evaluationQuestionsSchema,
} from '@sisacte/contracts/autodiagnostico/evaluations';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '@sisacte/contracts/common/idempotency';
import type { z } from 'zod';
import { type Database, type DbOrTx, withTransaction } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { findCityInUf } from '../../shared/lookups/repository';
import { findModel, riskLevelOf } from '../models/repository';
import type { ResumeCodes } from './access';
import * as repo from './repository';

type EvaluationCreateParsed = z.infer<typeof evaluationCreateSchema>;

export function toEvaluation(e: repo.EvaluationRow, questions: repo.QuestionAnswerRow[]): Evaluation {
  return {
    avaliacao_id: e.id,
    modelo_id: e.modelId,
    modelo_nome: e.modelNome,
    modelo_versao: e.modelVersao,
    nome_estabelecimento: e.nomeEstabelecimento,
    cnae: e.cnae,
    uf: e.uf,
    municipio: e.municipioId !== null && e.municipioNome !== null ? { id: e.municipioId, nome: e.municipioNome } : null,
    created_at: e.createdAt.toISOString(),
    finalizou: e.finalizadaEm !== null,
    respondidas: questions.filter((q) => q.optionId !== null).length,
    total_questoes: questions.length,
  };
}

export interface CreateEvaluationOptions {
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string | undefined;
  /** Called once the request is valid, before anything is written: throws when no new evaluation may be started now (the limit). */
  admitNew?: () => Promise<void>;
  /** The language of the answer's texts (the model's name). */
  language?: ContentLanguage;
}

export interface CreateEvaluationResult {
  /** false when an earlier create with the same Idempotency-Key is answered again. */
  created: boolean;
  response: EvaluationCreated;
}

async function createdAnswer(db: DbOrTx, id: number, code: string, language: ContentLanguage): Promise<EvaluationCreated> {
  const evaluation = (await repo.findEvaluation(db, id, language))!;
  return { ...toEvaluation(evaluation, await repo.questionsWithAnswers(db, evaluation.modelId, id)), codigo: code };
}

/** The answer to a retry with a key already used: the same evaluation and resume code, or 422 for another body. */
async function replay(db: DbOrTx, codes: ResumeCodes, hit: repo.IdempotencyHit, hash: string, language: ContentLanguage): Promise<CreateEvaluationResult> {
  if (hit.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_CONFLICT_MESSAGE);
  const code = codes.unseal(hit.codeSealed);
  if (!code) throw new HttpError(409, 'Esta avaliação já foi criada. O código de acesso foi mostrado no primeiro envio.');
  return { created: false, response: await createdAnswer(db, hit.evaluationId, code, language) };
}

/**
 * POST /api/autodiagnostico: a new evaluation on an offered model; its resume code is in this answer
 * only (and, for 24 hours, in a replay of the same Idempotency-Key with the same body). Order: a key
 * already used answers its evaluation; then the checks (nothing written on a 400); then the limit
 * (`admitNew`); then one transaction stores the evaluation and the key. A concurrent twin with the
 * same key fails on it and answers with the first one's evaluation.
 */
export async function createEvaluation(db: Database, codes: ResumeCodes, body: EvaluationCreateParsed, options: CreateEvaluationOptions = {}): Promise<CreateEvaluationResult> {
  const key = options.idempotencyKey?.trim() || undefined;
  const language = options.language ?? 'pt';
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID_MESSAGE);
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  if (key) {
    const earlier = await repo.findIdempotencyKey(db, key);
    if (earlier) return replay(db, codes, earlier, hash, language);
  }

  const problems: string[] = [];
  const model = await findModel(db, body.modelo_id);
  if (!model || !model.ativo) problems.push(model ? 'Este modelo foi substituído por uma versão mais nova; escolha o modelo novamente' : MODEL_NOT_FOUND_MESSAGE);
  if (!(await repo.cnaeExists(db, body.cnae))) problems.push(CNAE_NOT_FOUND_MESSAGE);
  if (!(await repo.ufExists(db, body.uf))) problems.push(`UF ${body.uf} não encontrada`);
  else if (body.municipio_id !== null && !(await findCityInUf(db, body.municipio_id, body.uf))) problems.push(`O município ${body.municipio_id} não existe na UF ${body.uf}`);
  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));
  await options.admitNew?.();

  const { code, hash: codeHash } = codes.issue();
  try {
    const id = await withTransaction(db, async (tx) => {
      const created = await repo.insertEvaluation(tx, {
        modelId: body.modelo_id,
        codigoHash: codeHash,
        nomeEstabelecimento: body.nome_estabelecimento,
        cnae: body.cnae,
        uf: body.uf,
        municipioId: body.municipio_id,
      });
      if (key) await repo.storeIdempotencyKey(tx, { key, evaluationId: created, requestHash: hash, codeSealed: codes.seal(code) });
      return created;
    });
    return { created: true, response: await createdAnswer(db, id, code, language) };
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const twin = await repo.findIdempotencyKey(db, key);
    if (!twin) throw error;
    return replay(db, codes, twin, hash, language);
  }
}

export async function getEvaluation(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Evaluation> {
  const evaluation = await codes.open(db, id, code, language);
  return toEvaluation(evaluation, await repo.questionsWithAnswers(db, evaluation.modelId, id));
}

/** The sidebar: blocks in order, each with its questions, the chosen option and its risk. */
export async function evaluationQuestions(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<z.infer<typeof evaluationQuestionsSchema>> {
  const evaluation = await codes.open(db, id, code);
  const blocks: z.infer<typeof evaluationQuestionsSchema> = [];
  for (const row of await repo.questionsWithAnswers(db, evaluation.modelId, id, language)) {
    let block = blocks.at(-1);
    if (block?.id !== row.blockId) {
      block = { id: row.blockId, titulo: row.blockTitulo, ordem: row.blockOrdem, questoes: [] };
      blocks.push(block);
    }
    block.questoes.push({ id: row.questionId, enunciado: row.enunciado, ordem: row.questionOrdem, resposta: row.optionId, risco: row.risco === null ? null : riskLevelOf(row.risco) });
  }
  return blocks;
}

/**
 * The evaluation named by `avaliacaoId` (checked against its code) when the caller gives one, so
 * that block and question calls include its answers; it must be on the same model as the content.
 */
async function evaluationFor(db: DbOrTx, codes: ResumeCodes, modelId: number, avaliacaoId: number | undefined, code: string | undefined) {
  if (avaliacaoId === undefined) return null;
  const evaluation = await codes.open(db, avaliacaoId, code);
  if (evaluation.modelId !== modelId) throw notFound(EVALUATION_NOT_FOUND_MESSAGE);
  return evaluation;
}

function toBlock(block: { id: number; modelId: number; titulo: string; descricao: string; ordem: number }, rows: repo.QuestionAnswerRow[]): Block {
  return {
    id: block.id,
    modelo_id: block.modelId,
    titulo: block.titulo,
    descricao: block.descricao,
    ordem: block.ordem,
    questoes: rows.filter((r) => r.blockId === block.id).map((r) => ({ id: r.questionId, enunciado: r.enunciado, ordem: r.questionOrdem, resposta: r.optionId })),
  };
}

export async function getBlock(db: DbOrTx, codes: ResumeCodes, blockId: number, avaliacaoId: number | undefined, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Block> {
  const block = await repo.findBlock(db, blockId, language);
  if (!block) throw notFound('Bloco não encontrado');
  const evaluation = await evaluationFor(db, codes, block.modelId, avaliacaoId, code);
  return toBlock(block, await repo.questionsWithAnswers(db, block.modelId, evaluation?.id ?? null, language));
}

/** GET /api/autodiagnostico/{id}/primeiro-bloco: the first block of the evaluation's model. */
export async function firstBlock(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Block> {
  const evaluation = await codes.open(db, id, code);
  const rows = await repo.questionsWithAnswers(db, evaluation.modelId, id, language);
  const first = rows[0];
  if (!first) throw notFound('Este modelo não tem blocos');
  return toBlock({ id: first.blockId, modelId: evaluation.modelId, titulo: first.blockTitulo, descricao: first.blockDescricao, ordem: first.blockOrdem }, rows);
}

export async function getQuestion(db: DbOrTx, codes: ResumeCodes, questionId: number, avaliacaoId: number | undefined, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Question> {
  const question = await repo.findQuestion(db, questionId, language);
  if (!question) throw notFound('Questão não encontrada');
  const evaluation = await evaluationFor(db, codes, question.modelId, avaliacaoId, code);
  const options = await repo.optionsOf(db, questionId, language);
  return {
    ...(language === 'pt' ? {} : { idioma: question.traduzida ? language : ('pt' as const) }),
    id: question.id,
    bloco_id: question.blockId,
    enunciado: question.enunciado,
    referencia: question.referencia,
    ordem: question.ordem,
    opcoes: options.map((o) => ({ id: o.id, texto: o.texto, risco: riskLevelOf(o.risco), ordem: o.ordem })),
    resposta: evaluation ? await repo.chosenOption(db, evaluation.id, questionId) : null,
  };
}

/** GET /api/autodiagnostico/bloco/{id}/primeira-questao. */
export async function firstQuestionOfBlock(db: DbOrTx, codes: ResumeCodes, blockId: number, avaliacaoId: number | undefined, code: string | undefined, language: ContentLanguage = 'pt'): Promise<Question> {
  const block = await getBlock(db, codes, blockId, avaliacaoId, code);
  const first = block.questoes[0];
  if (!first) throw notFound('Este bloco não tem questões');
  return getQuestion(db, codes, first.id, avaliacaoId, code, language);
}

/**
 * POST /api/autodiagnostico/salvar-questao. The answer is checked (the question in the evaluation's
 * model, the option of that question) before anything is written. The next step is the next
 * question of the block, or else the next block; after the last question of the last block, the
 * first question still unanswered; `finalizou` once every question has an answer.
 */
export async function saveAnswer(db: Database, codes: ResumeCodes, body: SaveAnswer, code: string | undefined, language: ContentLanguage = 'pt'): Promise<NextStep> {
  const evaluation = await codes.open(db, body.avaliacao_id, code);
  const question = await repo.findQuestion(db, body.questao_id);
  if (!question || question.modelId !== evaluation.modelId) throw badRequest(question ? QUESTION_NOT_OF_EVALUATION_MESSAGE : `Questão ${body.questao_id} não encontrada`);
  const option = await repo.findOption(db, body.opcao_id, language);
  if (!option) throw badRequest(`Opção ${body.opcao_id} não encontrada`);
  if (option.questionId !== question.id) throw badRequest(OPTION_NOT_OF_QUESTION_MESSAGE);

  const finished = await withTransaction(db, async (tx) => {
    await repo.saveAnswer(tx, evaluation.id, question.id, option.id);
    return repo.touchEvaluation(tx, evaluation.id, evaluation.modelId);
  });

  const rows = await repo.questionsWithAnswers(db, evaluation.modelId, evaluation.id);
  const at = rows.findIndex((r) => r.questionId === question.id);
  const next = rows[at + 1];
  const firstUnanswered = rows.find((r) => r.optionId === null);
  const step =
    next && next.blockId === question.blockId
      ? { tipo: 'questao' as const, id: next.questionId, group_id: next.blockId }
      : next
        ? { tipo: 'bloco' as const, id: next.blockId, group_id: next.blockId }
        : firstUnanswered
          ? { tipo: 'questao' as const, id: firstUnanswered.questionId, group_id: firstUnanswered.blockId }
          : { tipo: 'questao' as const, id: question.id, group_id: question.blockId };
  return { avaliacao_id: evaluation.id, modelo_id: evaluation.modelId, ...step, finalizou: finished, feedback: option.feedback, risco: riskLevelOf(option.risco) };
}

/** GET /api/autodiagnostico/feedBack/{id}: the feedback text of an option (model content, public). */
export async function feedback(db: DbOrTx, optionId: number, language: ContentLanguage = 'pt') {
  const option = await repo.findOption(db, optionId, language);
  if (!option) throw notFound('Opção não encontrada');
  return { opcao_id: option.id, questao_id: option.questionId, risco: riskLevelOf(option.risco), feedback: option.feedback };
}

export async function riskPhaseFinished(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined) {
  const evaluation = await codes.open(db, id, code);
  return { avaliacao_id: evaluation.id, finalizou: evaluation.finalizadaEm !== null };
}

const COUNT_KEYS = ['zero', 'low', 'medium', 'high'] as const;

/** Per block, the answers of each risk and the questions still unanswered. */
export function riskCountsPerBlock(rows: repo.QuestionAnswerRow[]): EvaluationStatus['blocos'] {
  const blocks: EvaluationStatus['blocos'] = [];
  for (const row of rows) {
    let block = blocks.at(-1);
    if (block?.id !== row.blockId) {
      block = { id: row.blockId, titulo: row.blockTitulo, ordem: row.blockOrdem, zero: 0, low: 0, medium: 0, high: 0, unanswered: 0 };
      blocks.push(block);
    }
    if (row.risco === null) block.unanswered += 1;
    else block[COUNT_KEYS[row.risco] ?? 'zero'] += 1;
  }
  return blocks;
}

/** The status screen: per block, the answers of each risk and the questions still unanswered. */
export async function evaluationStatus(db: DbOrTx, codes: ResumeCodes, id: number, code: string | undefined, language: ContentLanguage = 'pt'): Promise<EvaluationStatus> {
  const evaluation = await codes.open(db, id, code);
  return { avaliacao_id: evaluation.id, finalizou: evaluation.finalizadaEm !== null, blocos: riskCountsPerBlock(await repo.questionsWithAnswers(db, evaluation.modelId, id, language)) };
}
