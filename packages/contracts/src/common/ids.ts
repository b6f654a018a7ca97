import { z } from 'zod';

/** Largest value of a PostgreSQL integer column. */
export const MAX_DB_INT = 2_147_483_647;

/** A positive integer id; `invalid` is the whole message ('Cidade inválida'). */
export const positiveId = (invalid: string) => z.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_DB_INT, invalid);

/** A reference to another row as the API sends and takes it: `{id}`. */
export const idRefSchema = z.object({ id: positiveId('id inválido') });
export type IdRef = z.infer<typeof idRefSchema>;

/** Short references embedded in answers: a country, a Brazilian state, a city, a user. */
export const countryRefSchema = z.object({ id: z.number().int(), nome_pt: z.string() });
export const stateRefSchema = z.object({ id: z.number().int(), uf: z.string(), nome: z.string() });
export const cityRefSchema = z.object({ id: z.number().int(), nome: z.string() });
export const authorRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** A positive integer id whose error is '<label> inválido' ('Questão inválido' reads as the API always said). */
export const labelledId = (label: string) => positiveId(`${label} inválido`);

/**
 * Who created a record and when, as the records staff keep answer them: the author (null once the
 * user is gone) and `created_at`, the ISO date-time of the first save. Spread into the entity's
 * schema where the two fields stand.
 */
export const authorStamp = { author: authorRefSchema.nullable(), created_at: z.string() };

/** A record staff keep, as a GET answers it: `id`, the entity's own `fields`, then `authorStamp` (author, created_at). */
export const recordSchema = <F extends z.ZodRawShape>(fields: F) =>
  z.object({ id: z.number().int(), ...fields, ...authorStamp } as z.core.util.Flatten<{ id: z.ZodNumber } & F & typeof authorStamp>);

/** The update of an entity: the fields of its create plus `id`, whose error is the whole `invalidId` ('id do curso inválido'). */
export const updateSchemaOf = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(create: z.ZodObject<Shape, Config>, invalidId: string) =>
  create.extend({ id: positiveId(invalidId) });
