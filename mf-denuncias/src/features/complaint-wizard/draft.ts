import { type AnswerMap } from '@sisacte/contracts/denuncias/question-visibility';

/** localStorage key of the wizard's draft; the version changes whenever the draft's shape does. */
export const DRAFT_KEY = 'sisacte.denuncia.rascunho.v1';

export interface WizardValues {
  nomefantasia: string;
  enderecoempresa: string;
  uf: string | null;
  municipio: { id: number; nome: string } | null;
  estabelecimento_latitude: number | null;
  estabelecimento_longitude: number | null;
  estabelecimento_encerramento: string | null;
  organizacoes: number[];
  /** Answers keyed `q<id>` (react-hook-form paths must not be numeric). */
  respostas: Record<string, string | number | number[] | null>;
}

export interface WizardDraft {
  values: WizardValues;
  step: number;
  /** One UUID per draft: every (re)submission of this draft carries it. */
  idempotencyKey: string;
  savedAt: string;
}

export const emptyValues = (): WizardValues => ({
  nomefantasia: '',
  enderecoempresa: '',
  uf: null,
  municipio: null,
  estabelecimento_latitude: null,
  estabelecimento_longitude: null,
  estabelecimento_encerramento: null,
  organizacoes: [],
  respostas: {},
});

export const answerKey = (id: number) => `q${id}`;

export function toAnswerMap(respostas: WizardValues['respostas']): AnswerMap {
  const out: AnswerMap = {};
  for (const [key, value] of Object.entries(respostas ?? {})) {
    const id = Number(key.slice(1));
    if (key.startsWith('q') && Number.isInteger(id)) out[id] = value;
  }
  return out;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto & { randomUUID?: () => string };
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // Old browsers (and plain http outside localhost): RFC 4122 v4 from getRandomValues.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function loadDraft(): WizardDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as WizardDraft;
    if (!draft || typeof draft !== 'object' || !draft.values || typeof draft.idempotencyKey !== 'string') return null;
    return { ...draft, values: { ...emptyValues(), ...draft.values }, step: Number.isInteger(draft.step) ? draft.step : 0 };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Omit<WizardDraft, 'savedAt'>): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Private mode or a full storage: the wizard still works, only without the draft.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** True when the draft holds something worth keeping (not just the empty form). */
export function hasContent(values: WizardValues): boolean {
  return (
    !!values.nomefantasia.trim() ||
    !!values.enderecoempresa.trim() ||
    !!values.uf ||
    values.estabelecimento_latitude !== null ||
    Object.values(values.respostas ?? {}).some((v) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
  );
}
