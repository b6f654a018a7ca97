import { fillPath } from '@sisacte/contracts/common/api-path';
import { SCREENS } from '@sisacte/contracts/shell/screens';

/**
 * Where an evaluation's resume code lives in the browser.
 *
 * - The resume link carries it in the fragment (`…/preparacao/editar/12#codigo=K7QM-4XPD-9TNR`): a
 *   browser never sends the fragment to the server, so the code stays out of every log and Referer.
 *   Opening the link stores the code and takes it out of the address bar.
 * - Stored in localStorage, one entry per evaluation (`sisacte:autodiagnostico:<id>`), so that the
 *   owner who closes the tab finds the diagnosis again on this device without the link; on another
 *   device the link (or the number and the code typed on the start screen) brings it back.
 *   'Esquecer neste aparelho' removes it (a shared computer).
 * The server keeps only a keyed hash of the code: losing both the link and this entry loses the
 * evaluation for good, which the preparation screen says plainly.
 */
const KEY_PREFIX = 'sisacte:autodiagnostico:';
const FRAGMENT = /(?:^#|&)codigo=([^&]+)/;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode of some browsers): the code lives in memory only
  }
}
const memory = new Map<number, string>();

export function storeResumeCode(id: number, code: string): void {
  const clean = code.trim().toUpperCase();
  memory.set(id, clean);
  try {
    storage()?.setItem(KEY_PREFIX + id, clean);
  } catch {
    // quota or blocked storage: the code is kept for this page only
  }
}

export function readResumeCode(id: number): string | null {
  return memory.get(id) ?? storage()?.getItem(KEY_PREFIX + id) ?? null;
}

export function forgetResumeCode(id: number): void {
  memory.delete(id);
  storage()?.removeItem(KEY_PREFIX + id);
}

/** The evaluations whose code this device keeps, newest first. */
export function evaluationsOnThisDevice(): number[] {
  const store = storage();
  const ids = new Set(memory.keys());
  for (let i = 0; store && i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(KEY_PREFIX)) ids.add(Number(key.slice(KEY_PREFIX.length)));
  }
  return [...ids].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => b - a);
}

/** The code in the address's fragment (a resume link just opened), or null. */
export function codeInFragment(hash: string): string | null {
  const match = FRAGMENT.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Takes a code out of the address bar (the history entry keeps its state; no router is told). */
export function dropFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/** The private link that reopens an evaluation on any device. */
export function resumeLink(origin: string, id: number, code: string): string {
  return `${origin}${fillPath(SCREENS.selfDiagnosis.prepareEdit, { avaliacao_id: id })}#codigo=${encodeURIComponent(code)}`;
}

/**
 * A pasted resume link, or an evaluation number: `{id, code}` from a link, `{id}` from a number.
 * Anything else is null.
 */
export function parseResumeInput(text: string): { id: number; code: string | null } | null {
  const trimmed = text.trim();
  const link = /\/preparacao\/editar\/(\d+)(?:[?#].*)?$/.exec(trimmed) ?? /\/(?:identificacao-riscos|status|plano-de-acao(?:\/medidas)?)\/(\d+)(?:[/?#].*)?$/.exec(trimmed);
  if (link) {
    const hashAt = trimmed.indexOf('#');
    return { id: Number(link[1]), code: hashAt >= 0 ? codeInFragment(trimmed.slice(hashAt)) : null };
  }
  return /^\d{1,10}$/.test(trimmed) ? { id: Number(trimmed), code: null } : null;
}
