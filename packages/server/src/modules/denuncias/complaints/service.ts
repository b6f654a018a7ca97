import { createHash } from 'node:crypto';
import { type ComplaintCreateParsed, type ComplaintCreateResponse, type ComplaintStatus, IDEMPOTENCY_CONFLICT_MESSAGE } from '@sisacte/contracts/denuncias/complaints';
import { type ComplaintFollowUpRequest, type ComplaintFollowUpResponse, FOLLOW_UP_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import { withTransaction, type Database, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import type { PasswordHasher } from '../../../lib/passwords';
import type { AuthUser } from '../../../plugins/auth';
import { captchaReused, spendCaptcha, type CaptchaService } from '../captcha/service';
import { loadQuestionnaire } from '../questions/repository';
import { normalizeReceiptCode, newReceiptCode, type ReceiptSealer } from './receipt';
import * as repo from './repository';
import { checkAnswers } from './validation';

export interface ComplaintDeps {
  db: Database;
  passwords: PasswordHasher;
  captcha: CaptchaService;
  sealer: ReceiptSealer;
}

export interface CreateComplaintRequest {
  body: ComplaintCreateParsed;
  captchaPayload: string | undefined;
  idempotencyKey: string | undefined;
  /** The logged-in creator, if any: staff filing for someone is recorded, the public stays anonymous. */
  user: AuthUser | null;
  /** Throws when no new complaint may be stored now (the rate limit); a replay of an earlier one is still answered. */
  admitNew?: () => void;
}

export interface CreateComplaintResult {
  /** false when an earlier submission with the same Idempotency-Key is answered again. */
  created: boolean;
  response: ComplaintCreateResponse;
}

/** Protocol numbers: DEN-<year in Brazil>-<counter of that year, 6+ digits>. */
export function formatProtocol(year: number, counter: number): string {
  return `DEN-${year}-${String(counter).padStart(6, '0')}`;
}

function brazilYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now));
}

/** A digest of what was submitted, to tell a retry (same body) from a reused key (different body). */
export function requestHash(body: ComplaintCreateParsed, user: AuthUser | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ body, user: user?.id ?? null }))
    .digest('hex');
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

async function replay(deps: ComplaintDeps, key: string, hash: string): Promise<CreateComplaintResult | null> {
  const hit = await repo.findIdempotencyKey(deps.db, key);
  if (!hit) return null;
  if (hit.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_CONFLICT_MESSAGE);
  const code = hit.receiptSealed ? deps.sealer.open(hit.receiptSealed) : null;
  if (!code) {
    throw new HttpError(
      409,
      `Esta denúncia já foi registrada com o protocolo ${hit.numerodemanda}. O código de recibo foi mostrado no primeiro envio.`,
    );
  }
  return {
    created: false,
    response: {
      id: hit.complaintId,
      demanda: { numerodemanda: hit.numerodemanda },
      codigo_recibo: code,
      status: hit.status as ComplaintStatus,
      createdAt: hit.createdAt.toISOString(),
    },
  };
}

/**
 * POST /api/denuncias-create. Order: an Idempotency-Key already answered returns that complaint;
 * then the captcha; then the answers against the live questionnaire (nothing written on any 400);
 * then one transaction: spend the captcha, take a protocol number, store the complaint, its
 * answers, indicators, organizations and the idempotency key. The score is the sum of the weights
 * of the active indicators linked to the chosen options, each counted once.
 */
export async function createComplaint(deps: ComplaintDeps, request: CreateComplaintRequest): Promise<CreateComplaintResult> {
  const { body, user } = request;
  const key = request.idempotencyKey?.trim() || undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key inválida: use de 8 a 200 letras, números, ponto, hífen, dois-pontos ou sublinhado');
  }
  const hash = requestHash(body, user);
  if (key) {
    const earlier = await replay(deps, key, hash);
    if (earlier) return earlier;
  }
  request.admitNew?.();

  let captcha;
  try {
    captcha = await deps.captcha.verify(deps.db, request.captchaPayload);
  } catch (error) {
    // A twin with the same key may have spent this solution since the check above.
    const earlier = key ? await replay(deps, key, hash) : null;
    if (earlier) return earlier;
    throw error;
  }

  const problems: string[] = [];
  const city = await repo.findCityInUf(deps.db, body.demanda.municipio.id, body.demanda.ufendempresa.uf);
  if (!city) problems.push(`O município ${body.demanda.municipio.id} não existe na UF ${body.demanda.ufendempresa.uf}`);

  const questionnaire = await loadQuestionnaire(deps.db);
  const checked = checkAnswers(questionnaire, body.questoes);
  problems.push(...checked.problems);

  // Organizations come from a logged-in creator (staff); the anonymous public cannot address a complaint.
  const organizationIds = user ? [...new Set((body.organizacoes ?? []).map((o) => o.id))] : [];
  const knownOrganizations = await repo.activeOrganizationIds(deps.db, organizationIds);
  for (const id of organizationIds) if (!knownOrganizations.has(id)) problems.push(`Organização ${id} não encontrada`);

  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));

  const found = await repo.indicatorsForOptions(deps.db, checked.optionIds);
  const score = found.reduce((sum, i) => sum + i.peso, 0);

  // Hashing is slow on purpose: done before the transaction, which never waits on anything but the database.
  const code = newReceiptCode();
  const receiptHash = await deps.passwords.hash(code);
  const sealed = deps.sealer.seal(code);
  const year = brazilYear();
  const lat = body.estabelecimento_latitude;
  const lon = body.estabelecimento_longitude;

  try {
    const saved = await withTransaction(deps.db, async (tx) => {
      await spendCaptcha(tx, captcha);
      const numerodemanda = formatProtocol(year, await repo.nextProtocolCounter(tx, year));
      const complaint = await repo.insertComplaint(tx, {
        numerodemanda,
        nomefantasia: body.demanda.nomefantasia,
        enderecoempresa: body.demanda.enderecoempresa,
        municipioId: city!.id,
        uf: body.demanda.ufendempresa.uf,
        cadastrador: user?.username ?? null,
        nomeCadastrador: user?.name ?? null,
        cadastradorId: user?.id ?? null,
        score,
        estabelecimento: lat !== null && lat !== undefined && lon !== null && lon !== undefined ? { x: lon, y: lat } : null,
        estabelecimentoEncerramento: body.estabelecimento_encerramento ?? null,
        receiptHash,
      });
      await repo.insertAnswers(tx, complaint.id, checked.answers);
      await repo.replaceComplaintIndicators(
        tx,
        complaint.id,
        found.map((i) => i.id),
      );
      await repo.insertComplaintOrganizations(tx, complaint.id, organizationIds);
      if (key) await repo.insertIdempotencyKey(tx, key, complaint.id, hash, sealed);
      return { ...complaint, numerodemanda };
    });
    return {
      created: true,
      response: {
        id: saved.id,
        demanda: { numerodemanda: saved.numerodemanda },
        codigo_recibo: code,
        status: saved.status as ComplaintStatus,
        createdAt: saved.createdAt.toISOString(),
      },
    };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent twin with the same key won the race: answer with its complaint.
    if (key) {
      const earlier = await replay(deps, key, hash);
      if (earlier) return earlier;
    }
    throw captchaReused();
  }
}

/**
 * Recomputes a complaint's indicators and score from its stored answers. Returns the new score, or
 * null when the complaint does not exist. Only tests call it today: the complaint back office will,
 * in the transaction that saves edited answers, so that the score always follows the answers.
 */
export async function recomputeComplaintScore(tx: DbOrTx, complaintId: number): Promise<number | null> {
  const optionIds = await repo.chosenOptionIdsOf(tx, complaintId);
  const found = await repo.indicatorsForOptions(tx, optionIds);
  const score = found.reduce((sum, i) => sum + i.peso, 0);
  if (!(await repo.setScore(tx, complaintId, score))) return null;
  await repo.replaceComplaintIndicators(
    tx,
    complaintId,
    found.map((i) => i.id),
  );
  return score;
}

/**
 * POST /api/denuncias/acompanhamento: status of a complaint for whoever holds its protocol number
 * and receipt code. A wrong protocol and a wrong code answer alike, after the same argon2 work.
 */
export async function followUp(deps: Pick<ComplaintDeps, 'db' | 'passwords'>, request: ComplaintFollowUpRequest): Promise<ComplaintFollowUpResponse> {
  const code = normalizeReceiptCode(request.codigo);
  const complaint = await repo.findForFollowUp(deps.db, request.numerodemanda.replace(/\s/g, ''));
  let valid = false;
  if (complaint) valid = await deps.passwords.verify(complaint.receiptHash, code);
  else await deps.passwords.verifyDummy(code);
  if (!complaint || !valid) throw notFound(FOLLOW_UP_NOT_FOUND_MESSAGE);
  return { numerodemanda: complaint.numerodemanda, status: complaint.status as ComplaintStatus, createdAt: complaint.createdAt.toISOString() };
}
