import { createHash } from 'node:crypto';
import { grants, ROLES } from '@sisacte/contracts/auth/roles';
import { IDEMPOTENCY_CONFLICT_MESSAGE, IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '@sisacte/contracts/common/idempotency';
import { ORGANIZATIONS_NEED_DENUNCIAS_MESSAGE, type ComplaintCreateParsed, type ComplaintCreateResponse, type ComplaintStatus } from '@sisacte/contracts/denuncias/complaints';
import { type ComplaintFollowUpRequest, type ComplaintFollowUpResponse, FOLLOW_UP_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import type { ContentLanguage } from '@sisacte/contracts/denuncias/questions-translations';
import { type Database, type DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import type { PasswordHasher } from '../../../lib/passwords';
import type { AuthUser } from '../../../plugins/auth';
import type { NotificationHub } from '../../notificacoes';
import { newComplaintText } from '../notifications/events';
import { purgeExpiredCaptchas } from '../captcha/repository';
import { captchaReused, type CaptchaService, type VerifiedCaptcha } from '../captcha/service';
import { scoreOf, type LiveQuestionnaire, type QuestionnaireCache } from '../questions/cache';
import { normalizeReceiptCode, newReceiptCode, type ReceiptHasher, type ReceiptSealer } from '../../shared/receipt/receipt';
import * as repo from './repository';
import { type AnswerCheck, checkAnswers } from './validation';

export interface ComplaintDeps {
  db: Database;
  /** argon2id: only for the receipts given before migration 0008. */
  passwords: PasswordHasher;
  receipts: ReceiptHasher;
  captcha: CaptchaService;
  sealer: ReceiptSealer;
  questionnaire: QuestionnaireCache;
  /** The staff's bell: the complaint's notification is written with it and pushed once committed. */
  notifications: Pick<NotificationHub, 'notifyChannel' | 'stored'>;
}

export interface CreateComplaintRequest {
  body: ComplaintCreateParsed;
  captchaPayload: string | undefined;
  idempotencyKey: string | undefined;
  /** The logged-in creator, if any: staff filing for someone is recorded, the public stays anonymous. */
  user: AuthUser | null;
  /** Throws when no new complaint may be stored now (the rate limit); a replay of an earlier one is still answered. */
  admitNew?: () => void;
  /** The page's language: the problems quote the questions as the visitor reads them (Portuguese when absent). */
  language?: ContentLanguage;
}

export interface CreateComplaintResult {
  /** false when an earlier submission with the same Idempotency-Key is answered again. */
  created: boolean;
  response: ComplaintCreateResponse;
}

/** How long a retry with the same Idempotency-Key is shown the receipt code again. */
const SEALED_RECEIPT_TTL_MS = 24 * 60 * 60 * 1000;

/** Protocol numbers: DEN-<year in Brazil>-<counter of that year, 6+ digits>. */
export function formatProtocol(year: number, counter: number): string {
  return `DEN-${year}-${String(counter).padStart(6, '0')}`;
}

const brazilYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });

let yearCache = { at: 0, year: 0 };

/**
 * The year in Brazil's time. Intl formatting costs more than the rest of a complaint's checks, so it
 * is kept for a second, except around New Year (31 December and 1 January in UTC), when every
 * complaint formats its own.
 */
function brazilYear(now = Date.now()): number {
  const day = new Date(now);
  const nearNewYear = (day.getUTCMonth() === 11 && day.getUTCDate() === 31) || (day.getUTCMonth() === 0 && day.getUTCDate() === 1);
  if (nearNewYear || now - yearCache.at >= 1000 || now < yearCache.at) yearCache = { at: now, year: Number(brazilYearFormat.format(now)) };
  return yearCache.year;
}

/** A digest of what was submitted, to tell a retry (same body) from a reused key (different body). */
export function requestHash(body: ComplaintCreateParsed, user: AuthUser | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ body, user: user?.id ?? null }))
    .digest('hex');
}

/** What the reporter is shown after sending: the protocol and the receipt code (only ever in this answer). */
function receipt(
  c: { id: number; numerodemanda: string; status: string; createdAt: Date },
  code: string,
): ComplaintCreateResponse {
  return {
    id: c.id,
    demanda: { numerodemanda: c.numerodemanda },
    codigo_recibo: code,
    status: c.status as ComplaintStatus,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The answer to a retry with a key already used: the same complaint (and code, for 24 h), or 422 for another body. */
function replay(deps: ComplaintDeps, hit: repo.IdempotencyHit, hash: string): CreateComplaintResult {
  if (hit.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_CONFLICT_MESSAGE);
  const fresh = Date.now() - hit.keyCreatedAt.getTime() < SEALED_RECEIPT_TTL_MS;
  const code = fresh && hit.receiptSealed ? deps.sealer.open(hit.receiptSealed) : null;
  if (!code) {
    throw new HttpError(
      409,
      `Esta denúncia já foi registrada com o protocolo ${hit.numerodemanda}. O código de recibo foi mostrado no primeiro envio.`,
    );
  }
  return { created: false, response: receipt({ ...hit, id: hit.complaintId }, code) };
}

/** Whether a new complaint may be stored now (the rate limit), without answering yet. */
function admits(request: CreateComplaintRequest): boolean {
  try {
    request.admitNew?.();
    return true;
  } catch {
    return false;
  }
}

interface Checked {
  captcha: VerifiedCaptcha;
  live: LiveQuestionnaire;
  answers: AnswerCheck;
  organizationIds: number[];
  /** The questionnaire version the answers were checked against, when the statement must verify it; null when it was read just before. */
  guardVersion: bigint | null;
}

/**
 * The one statement that stores the complaint; null when its guard found the city or the
 * questionnaire not as they were checked (nothing written). A unique violation means a twin:
 * the same Idempotency-Key (answered with its complaint) or the same captcha solution.
 */
async function store(deps: ComplaintDeps, request: CreateComplaintRequest, key: string | undefined, hash: string, c: Checked): Promise<CreateComplaintResult | null> {
  const { body, user } = request;
  const { indicatorIds, score } = scoreOf(c.live, c.answers.optionIds);
  const code = newReceiptCode();
  const lat = body.estabelecimento_latitude;
  const lon = body.estabelecimento_longitude;
  try {
    const saved = await repo.storeComplaint(deps.db, {
      year: brazilYear(),
      questionnaireVersion: c.guardVersion,
      captcha: c.captcha,
      nomefantasia: body.demanda.nomefantasia,
      enderecoempresa: body.demanda.enderecoempresa,
      municipioId: body.demanda.municipio.id,
      uf: body.demanda.ufendempresa.uf,
      cadastrador: user?.username ?? null,
      nomeCadastrador: user?.name ?? null,
      cadastradorId: user?.id ?? null,
      score,
      estabelecimento: lat !== null && lat !== undefined && lon !== null && lon !== undefined ? { x: lon, y: lat } : null,
      estabelecimentoEncerramento: body.estabelecimento_encerramento ?? null,
      idioma: body.idioma ?? 'pt',
      receiptHash: deps.receipts.hash(code),
      answers: c.answers.answers,
      indicatorIds,
      organizationIds: c.organizationIds,
      idempotency: key ? { key, requestHash: hash, receiptSealed: deps.sealer.seal(code) } : null,
      notification: { ...newComplaintText(body.demanda.nomefantasia), actorId: user?.id ?? null, notifyChannel: deps.notifications.notifyChannel },
    });
    if (!saved) return null;
    // The complaint is stored and acknowledged whatever happens to the push (the entry is in the bell's list).
    if (saved.notificationId !== null) await deps.notifications.stored([saved.notificationId]);
    return { created: true, response: receipt(saved, code) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent twin with the same key won the race (or the key was used before): answer with its complaint.
    if (key) {
      const earlier = await repo.findIdempotencyKey(deps.db, key);
      if (earlier) return replay(deps, earlier, hash);
    }
    throw captchaReused();
  }
}

/**
 * POST /api/denuncias-create. Order: an Idempotency-Key already answered returns that complaint;
 * then the captcha; then the answers against the live questionnaire (nothing written on any 400);
 * then one statement: spend the captcha, take a protocol number, store the complaint, its answers,
 * indicators, organizations and the idempotency key. The score is the sum of the weights of the
 * active indicators linked to the chosen options, each counted once.
 *
 * The usual submission (a right captcha, right answers, no organizations, within the limit) is one
 * round trip: checked against the questionnaire in memory, stored by a statement that also checks
 * that the city lies in its state and that the questionnaire is still that version; a used key or
 * a spent captcha show up there as unique violations. Anything else, or that statement finding
 * things changed, takes the full path: every check that needs the database in one round trip
 * (`intakeFacts`), in the order above, then the statement.
 */
export async function createComplaint(deps: ComplaintDeps, request: CreateComplaintRequest): Promise<CreateComplaintResult> {
  const { body, user } = request;
  const key = request.idempotencyKey?.trim() || undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(IDEMPOTENCY_KEY_INVALID_MESSAGE);
  }
  const hash = requestHash(body, user);

  // The proof of work, signature and expiry need no database; a replay is answered even when they fail.
  let captcha: VerifiedCaptcha | null = null;
  let captchaError: unknown = null;
  try {
    captcha = await deps.captcha.check(request.captchaPayload);
  } catch (error) {
    captchaError = error;
  }
  // Organizations come from a logged-in creator (staff); the anonymous public cannot address a complaint.
  // The creator's own organizations are always added; choosing others is for the complaint
  // staff (the Denuncias role), as they are who are told of it.
  const chosen = user ? [...new Set((body.organizacoes ?? []).map((o) => o.id))] : [];
  if (user && chosen.length > 0 && !grants(user.roles, ROLES.DENUNCIAS)) throw badRequest(ORGANIZATIONS_NEED_DENUNCIAS_MESSAGE);
  const organizationIds = user ? [...new Set([...chosen, ...(await repo.userOrganizationIds(deps.db, user.id))])] : [];

  const cached = deps.questionnaire.peek();
  if (captcha && cached && organizationIds.length === 0 && admits(request)) {
    const answers = checkAnswers(cached.categories, body.questoes, cached.byId);
    if (answers.problems.length === 0) {
      const stored = await store(deps, request, key, hash, { captcha, live: cached, answers, organizationIds, guardVersion: cached.version });
      if (stored) return stored;
    }
  }

  const facts = await repo.intakeFacts(deps.db, {
    cityId: body.demanda.municipio.id,
    uf: body.demanda.ufendempresa.uf,
    signature: captcha?.signature ?? null,
    key: key ?? null,
  });
  if (facts.earlier) return replay(deps, facts.earlier, hash);
  request.admitNew?.();
  if (captchaError || !captcha) throw captchaError;
  if (facts.captchaSpent) throw captchaReused();

  const cityProblem = `O município ${body.demanda.municipio.id} não existe na UF ${body.demanda.ufendempresa.uf}`;
  const problems: string[] = [];
  if (!facts.cityInUf) problems.push(cityProblem);

  const live = await deps.questionnaire.at(deps.db, facts.questionnaireVersion);
  const answers = checkAnswers(live.categories, body.questoes, live.byId, live.byIdIn(request.language ?? 'pt'));
  problems.push(...answers.problems);

  const knownOrganizations = await repo.activeOrganizationIds(deps.db, organizationIds);
  for (const id of organizationIds) if (!knownOrganizations.has(id)) problems.push(`Organização ${id} não encontrada`);

  if (problems.length > 0) throw badRequest(problems[0]!, ...problems.slice(1));

  const stored = await store(deps, request, key, hash, { captcha, live, answers, organizationIds, guardVersion: null });
  // Only the city can fail the statement's guard here (removed since it was checked).
  if (!stored) throw badRequest(cityProblem);
  return stored;
}

/** Forgets what is no longer needed: spent captcha solutions past their expiry, receipt codes sealed more than 24 h ago. */
export async function purgeExpired(db: Database): Promise<void> {
  await purgeExpiredCaptchas(db);
  await repo.forgetOldSealedReceipts(db);
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
 * and receipt code. A wrong protocol and a wrong code answer alike, after the same HMAC work
 * (receipts given before migration 0008 are argon2id hashes: checked as such, then replaced by the
 * keyed form once the right code is shown).
 */
export async function followUp(deps: Pick<ComplaintDeps, 'db' | 'passwords' | 'receipts'>, request: ComplaintFollowUpRequest): Promise<ComplaintFollowUpResponse> {
  const code = normalizeReceiptCode(request.codigo);
  const complaint = await repo.findForFollowUp(deps.db, request.numerodemanda.replace(/\s/g, ''));
  let valid = false;
  if (!complaint) {
    deps.receipts.verifyDummy(code);
  } else if (deps.receipts.isKeyed(complaint.receiptHash)) {
    valid = deps.receipts.verify(complaint.receiptHash, code);
  } else {
    valid = await deps.passwords.verify(complaint.receiptHash, code);
    if (valid) await repo.replaceReceiptHash(deps.db, complaint.numerodemanda, complaint.receiptHash, deps.receipts.hash(code));
  }
  if (!complaint || !valid) throw notFound(FOLLOW_UP_NOT_FOUND_MESSAGE);
  return { numerodemanda: complaint.numerodemanda, status: complaint.status as ComplaintStatus, createdAt: complaint.createdAt.toISOString() };
}
