import { WITHHELD_VALUE, type TrailDetails } from '@sisacte/contracts/audit/trail';

/*
 * What an entry keeps of a request's filter (an export's query): every key, and the values that
 * cannot point at anyone. The values of the keys that name, document or locate a person or an
 * employer are withheld, and so is any value that looks like a CPF, CNPJ, e-mail or phone number
 * whatever its key; the rest (ids, dates, yes/no, short codes) is kept, cut at 60 characters.
 */

/** Keys whose value identifies someone (lower case, without '_' or '-'). */
const IDENTIFYING_KEYS = new Set([
  'name',
  'nome',
  'cpf',
  'rg',
  'crnm',
  'passaporte',
  'passport',
  'email',
  'phone',
  'telefone',
  'address',
  'endereco',
  'enderecoempresa',
  'nomefantasia',
  'razaosocial',
  'document',
  'documento',
  'cnpj',
  'nrinscricao',
  'contactname',
  'q',
  'search',
  'busca',
  'text',
  'texto',
  'referencia',
]);

/** Keys never kept: paging says nothing about what was read. */
const DROPPED_KEYS = new Set(['page', 'size']);

const LOOKS_IDENTIFYING = [
  /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, // CPF
  /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, // CNPJ
  /@/, // e-mail
  /^\+?[\d\s().-]{8,}$/, // phone
];

const MAX_VALUE = 60;
const normalKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

type Scalar = string | number | boolean;

function keptScalar(value: unknown): Scalar | null {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (LOOKS_IDENTIFYING.some((re) => re.test(text))) return WITHHELD_VALUE;
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/**
 * The details of an export's entry from its parsed query: keys sorted, empty values left out,
 * identifying values replaced by '(omitido)'. `extra` (the format) is added as is.
 */
export function filterDetails(query: Record<string, unknown> | undefined | null, extra: TrailDetails = {}): TrailDetails {
  const out: TrailDetails = {};
  for (const key of Object.keys(query ?? {}).sort()) {
    if (DROPPED_KEYS.has(key)) continue;
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (IDENTIFYING_KEYS.has(normalKey(key))) {
      out[key] = WITHHELD_VALUE;
      continue;
    }
    if (Array.isArray(value)) {
      const kept = value.map(keptScalar).filter((v): v is string | number => v !== null && typeof v !== 'boolean');
      if (kept.length > 0) out[key] = kept.slice(0, 50);
      continue;
    }
    if (value instanceof Date) {
      out[key] = value.toISOString();
      continue;
    }
    if (typeof value === 'object') {
      out[key] = WITHHELD_VALUE;
      continue;
    }
    const kept = keptScalar(value);
    if (kept !== null) out[key] = kept;
  }
  return { ...out, ...extra };
}

/** The stored text of some details: JSON with sorted keys; null when there are none. */
export function detailsText(details: TrailDetails | null | undefined): string | null {
  if (!details || Object.keys(details).length === 0) return null;
  const sorted: TrailDetails = {};
  for (const key of Object.keys(details).sort()) sorted[key] = details[key]!;
  return JSON.stringify(sorted);
}
