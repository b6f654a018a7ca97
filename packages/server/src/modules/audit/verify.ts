import type { ChainBreak, ChainCheck } from '@sisacte/contracts/audit/trail';
import type { DbOrTx } from '../../db/client';
import { formatDateTime } from '../../lib/documents';
import { entryHash, GENESIS_HASH } from './chain';
import { chainHead, chainSlice, entryTime, type StoredEntry } from './repository';

/*
 * The chain check: every entry from the first to the chain's head as it was when the check started,
 * in id order, read in batches (no transaction held). An entry must follow the previous one's id
 * (a gap is a removed entry), link to its hash and carry the hash of its own content; the last one
 * must be the head. The first break found is reported, with its entry and time.
 */

const BATCH = 5000;

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : 'sem data');

function missingBreak(entry: StoredEntry | null, from: number, to: number): ChainBreak {
  const which = from === to ? `a entrada ${from} foi removida` : `as entradas ${from} a ${to} foram removidas`;
  const where = entry ? `Elo quebrado na entrada ${entry.id} (${when(entry.at)}): ${which}.` : `O fim da trilha foi cortado: ${which}.`;
  return { id: entry?.id ?? null, em: entry?.at ?? null, problema: 'removida', faltando: { de: from, ate: to }, mensagem: where };
}

/** Checks the whole chain; `onProgress` hears how many entries were checked after each batch. */
export async function checkChain(db: DbOrTx, onProgress?: (checked: number, total: number) => void): Promise<ChainCheck> {
  const head = await chainHead(db);
  let previousHash = GENESIS_HASH;
  let expectedId = 1;
  let checked = 0;
  let broken: ChainBreak | null = null;

  outer: for (;;) {
    const batch = await chainSlice(db, expectedId - 1, head.lastId, BATCH);
    for (const entry of batch) {
      if (entry.id !== expectedId) {
        broken = missingBreak(entry, expectedId, entry.id - 1);
        break outer;
      }
      if (entry.previousHash !== previousHash) {
        broken = {
          id: entry.id,
          em: entry.at,
          problema: 'elo',
          faltando: null,
          mensagem: `Elo quebrado na entrada ${entry.id} (${when(entry.at)}): ela não aponta para a entrada anterior como foi gravada (a anterior foi alterada ou substituída).`,
        };
        break outer;
      }
      if (entryHash(entry) !== entry.hash) {
        broken = {
          id: entry.id,
          em: entry.at,
          problema: 'alterada',
          faltando: null,
          mensagem: `Elo quebrado na entrada ${entry.id} (${when(entry.at)}): o conteúdo dela foi alterado depois de gravado.`,
        };
        break outer;
      }
      previousHash = entry.hash;
      expectedId += 1;
      checked += 1;
    }
    onProgress?.(checked, head.lastId);
    if (batch.length < BATCH) break;
  }

  if (!broken && expectedId - 1 < head.lastId) broken = missingBreak(null, expectedId, head.lastId);
  if (!broken && previousHash !== head.lastHash) {
    broken = {
      id: head.lastId,
      em: await entryTime(db, head.lastId),
      problema: 'elo',
      faltando: null,
      mensagem: `A última entrada (${head.lastId}) não é a que a trilha registrou como última: ela foi substituída.`,
    };
  }
  return {
    integra: broken === null,
    verificadas: checked,
    ultima: head.lastId === 0 ? null : { id: head.lastId, em: await entryTime(db, head.lastId), hash: head.lastHash },
    quebra: broken,
    verificada_em: new Date().toISOString(),
  };
}
