import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { chainHead, entryHashes, lastEntryId } from './repository';

/*
 * The trail's anchor outside the database. A superuser can rewrite the whole chain so that it checks
 * out (remove an entry, renumber and rehash the ones after it, move the head), but not the copies of
 * the head already written elsewhere: the server logs the head (last id and its hash) every hour and
 * after each chain check, and the check against a head kept from those logs finds that entry gone or
 * changed.
 */

/** A head kept outside the database: entry `id` had hash `hash`. */
export interface KnownHead {
  id: number;
  hash: string;
}

/** The log message of the head; its fields are `trailHead: { id, hash }`. */
export const TRAIL_HEAD_LOG_MESSAGE = 'access trail head';

const HEAD = /^(\d{1,15}):([0-9a-f]{64})$/i;
const LOGGED_HEAD = /"trailHead":\s*\{\s*"id":\s*(\d{1,15}),\s*"hash":\s*"([0-9a-f]{64})"/i;

/** `id:hash` as `--head` takes it; null when it is not one. */
export function parseKnownHead(text: string): KnownHead | null {
  const match = HEAD.exec(text.trim());
  const id = match ? Number(match[1]) : 0;
  return match && id > 0 ? { id, hash: match[2]!.toLowerCase() } : null;
}

/**
 * The heads of a file: one a line, as `id:hash` or as the server's log line of the head (JSON); blank
 * lines and lines starting with '#' are skipped. `invalid`: the line numbers of anything else.
 */
export function headsInText(text: string): { heads: KnownHead[]; invalid: number[] } {
  const heads: KnownHead[] = [];
  const invalid: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const logged = LOGGED_HEAD.exec(trimmed);
    const head = logged ? parseKnownHead(`${logged[1]}:${logged[2]}`) : parseKnownHead(trimmed);
    if (head) heads.push(head);
    else invalid.push(i + 1);
  });
  return { heads, invalid };
}

/** A known head the trail no longer holds. */
export interface AnchorBreak extends KnownHead {
  /** The hash the entry carries now; null when there is no such entry. */
  agora: string | null;
  mensagem: string;
}

const short = (hash: string) => `${hash.slice(0, 16)}…`;

/** The known heads the trail no longer holds with their hash, in id order (empty: every one is in place). */
export async function checkKnownHeads(db: DbOrTx, heads: readonly KnownHead[]): Promise<AnchorBreak[]> {
  if (heads.length === 0) return [];
  const stored = await entryHashes(db, [...new Set(heads.map((h) => h.id))]);
  const last = await lastEntryId(db);
  const breaks: AnchorBreak[] = [];
  for (const head of [...heads].sort((a, b) => a.id - b.id)) {
    const now = stored.get(head.id) ?? null;
    if (now === head.hash) continue;
    const why =
      now !== null
        ? `ela agora tem o hash ${short(now)}: a trilha foi reescrita até ela`
        : last < head.id
          ? `a trilha agora tem só ${last} entradas`
          : 'ela não existe mais';
    breaks.push({ ...head, agora: now, mensagem: `A entrada ${head.id} não tem mais o hash registrado (${short(head.hash)}): ${why}.` });
  }
  return breaks;
}

/** Logs the trail's head at info level (the anchor an operator keeps). */
export function logHead(log: FastifyBaseLogger, head: KnownHead, fields: Record<string, unknown> = {}): void {
  log.info({ trailHead: { id: head.id, hash: head.hash }, ...fields }, TRAIL_HEAD_LOG_MESSAGE);
}

/** Reads the head and logs it (the hourly anchor); an empty trail has none to log. */
export async function logCurrentHead(db: DbOrTx, log: FastifyBaseLogger): Promise<void> {
  const head = await chainHead(db);
  if (head.lastId > 0) logHead(log, { id: head.lastId, hash: head.lastHash }, { source: 'hourly' });
}
