import { z } from 'zod';

/** Building blocks of form fields: optional text and enums where '' and absent mean null. */

/** Optional free text: trimmed, '' and absent become null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Today as YYYY-MM-DD (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** '' or absent → null; otherwise one of `values`. */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values, { error: message })], { error: message })
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null));
