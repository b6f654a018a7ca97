import { z } from 'zod';
import { MAX_DB_INT } from './ids';
import { isoDateBetween } from './fields';

/**
 * Building blocks of list filters in a query string. Each one takes '' and absent as "no filter"
 * (undefined) and answers '<label> …' in Portuguese when the value is wrong.
 */

/** 'true'/'false' query values ('' = no filter). */
export const yesNo = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: `${label}: use 'true' ou 'false'` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v === true || v === 'true'));

/** `?functions=1&functions=2`, `?functions=1,2` and `?functions[]=1` all give [1, 2]. */
export const idList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== '');
      return parts.map((x) => Number(x));
    },
    z
      .array(z.number({ error: `${label}: ids inválidos` }).int(`${label}: ids inválidos`).positive(`${label}: ids inválidos`).max(MAX_DB_INT, `${label}: ids inválidos`), {
        error: `${label}: ids inválidos`,
      })
      .max(50, `${label}: no máximo 50`)
      .optional(),
  );

export const queryId = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${label}: id inválido` })
      .int(`${label}: id inválido`)
      .positive(`${label}: id inválido`)
      .max(MAX_DB_INT, `${label}: id inválido`)
      .optional(),
  );

export const queryAge = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: `${label} deve ser um número` }).int(`${label} deve ser um número inteiro`).min(0, `${label} deve ser 0 ou mais`).max(150, `${label} deve ser no máximo 150`).optional(),
  );

export const queryText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const queryDate = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), isoDateBetween(label).optional());

export const queryEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());
