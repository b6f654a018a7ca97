import { z } from 'zod';
import { DATE_BOUNDS, today } from './field-rules';

// The messages, today and the date bounds (no zod) are in field-rules.ts; re-exported here, so both import paths work.
export * from './field-rules';

/** Building blocks of form fields: required text, and optional text and enums where '' and absent mean null. */

/**
 * Required text, trimmed: `<label> é obrigatório` when absent, not a text or blank (`é obrigatória`
 * with `feminine`), `<label> deve ter ao menos <min> caracteres` below a `min` over 1, and
 * `<label> deve ter no máximo <max> caracteres` above `max`.
 */
export const requiredText = (label: string, max: number, { min = 1, feminine = false }: { min?: number; feminine?: boolean } = {}) => {
  const required = `${label} é ${feminine ? 'obrigatória' : 'obrigatório'}`;
  return z
    .string({ error: required })
    .trim()
    .min(min, min === 1 ? required : `${label} deve ter ao menos ${min} caracteres`)
    .max(max, `${label} deve ter no máximo ${max} caracteres`);
};

/** Optional free text: trimmed, '' and absent become null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional e-mail address: `optionalText('E-mail', max)`, and 'E-mail inválido' when it is not an address. */
export const optionalEmail = (max: number) =>
  optionalText('E-mail', max).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'E-mail inválido' });

/** One of `values`; anything else answers '<label> deve ser A, B, C'. */
export const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { error: `${label} deve ser ${values.join(', ')}` });

/** '' or absent → null; otherwise one of `values`. */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values, { error: message })], { error: message })
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null));

/** A bound of `isoDateBetween`: a fixed YYYY-MM-DD, or 'today' (evaluated at each check). */
type DateBound = string;

const boundValue = (bound: DateBound) => (bound === 'today' ? today() : bound);
const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A calendar date as YYYY-MM-DD within [min, max] (both inclusive; default `DATE_BOUNDS`), with
 * Portuguese messages that name the field and the limit. `label` is a feminine noun phrase
 * ('Data de nascimento', 'Previsão de encerramento').
 */
export const isoDateBetween = (label: string, { min = DATE_BOUNDS.min, max = DATE_BOUNDS.max }: { min?: DateBound; max?: DateBound } = {}) =>
  z.iso
    .date({ error: (issue) => (issue.input === '' || issue.input == null ? `${label} é obrigatória` : `${label} inválida (use AAAA-MM-DD)`), abort: true })
    .refine((d) => d >= boundValue(min), { error: () => `${label} não pode ser anterior a ${min === 'today' ? 'hoje' : shown(min)}` })
    .refine((d) => d <= boundValue(max), { error: () => (max === 'today' ? `${label} não pode estar no futuro` : `${label} não pode ser posterior a ${shown(max)}`) });
