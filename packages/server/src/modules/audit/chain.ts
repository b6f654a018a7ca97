import { createHash } from 'node:crypto';

/*
 * The trail's hash chain, computed here independently of the database's own function (migration
 * 0033, access_trail_hash), so that the check does not trust the code it checks: a versioned text in
 * which every field is length-prefixed (octet length, ':' and the value; '-' for null), SHA-256 in hex.
 */

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What the app writes of an entry (the database gives its id, time and hashes). */
export interface TrailFields {
  userId: number | null;
  action: string;
  recordType: string;
  recordId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  route: string | null;
  details: string | null;
}

/** One entry as the chain sees it; `at` exactly as 'YYYY-MM-DDTHH:MM:SS.mmmZ' (UTC, milliseconds). */
export interface ChainedEntry extends TrailFields {
  id: number;
  at: string;
  previousHash: string;
}

const field = (value: string | number | null): string => {
  if (value === null) return '-';
  const text = String(value);
  return `${Buffer.byteLength(text, 'utf8')}:${text}`;
};

/** The hash `entry` must carry. */
export function entryHash(entry: ChainedEntry): string {
  const text = [
    'sisacte-trilha-v1',
    entry.previousHash,
    String(entry.id),
    entry.at,
    field(entry.userId),
    field(entry.action),
    field(entry.recordType),
    field(entry.recordId),
    field(entry.subjectType),
    field(entry.subjectId),
    field(entry.route),
    field(entry.details),
  ].join('\n');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
