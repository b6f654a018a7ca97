import { z } from 'zod';

/** The page shape every list endpoint returns. */
export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  /** Lists that estimate big totals (people, stays, referrals, monitoring visits): false when `totalElements` is the database's estimate. */
  totalExact?: boolean;
}

/**
 * A list whose total is an estimate (`totalExact: false`) serves its first this-many rows (as many
 * as its PDF holds); a page further down is refused (the server's reasons: modules/acolhimento/welcomed/list-query.ts).
 * The tables offer no page past it.
 */
export const ESTIMATED_LIST_MAX_ROWS = 2_000;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
    totalExact: z.boolean().optional(),
  });
}

export const MAX_PAGE_SIZE = 100;

/** `page` (0-based), `size`, `sort=field,dir` as query-string values. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page deve ser um número' }).int('page deve ser um número inteiro').min(0, 'page deve ser 0 ou mais').max(1_000_000, 'page deve ser no máximo 1.000.000').default(0),
  size: z.coerce
    .number({ error: 'size deve ser um número' })
    .int('size deve ser um número inteiro')
    .min(1, 'size deve ser 1 ou mais')
    .max(MAX_PAGE_SIZE, `size deve ser no máximo ${MAX_PAGE_SIZE}`)
    .default(20),
  sort: z
    .string()
    .max(60, 'sort muito longo')
    .regex(/^[A-Za-z_][A-Za-z0-9_.]*(,(asc|desc|ASC|DESC))?$/, "sort deve ter o formato 'campo,asc' ou 'campo,desc'")
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `pageQuerySchema` whose page holds `size` rows unless the query says otherwise (the people of one course or vacancy). */
export const pageQueryOfSize = (size: number) => pageQuerySchema.extend({ size: pageQuerySchema.shape.size.unwrap().default(size) });

/**
 * The query of a list's exports (PDF, XLSX): the list's filters, in their order, then its `sort`;
 * no paging (an export holds the whole filtered list). A refinement of the list is not carried over.
 */
export function reportQueryOf<S extends z.ZodRawShape & { page: z.ZodType; size: z.ZodType; sort: z.ZodType }>(list: { shape: S }) {
  const { page: _page, size: _size, sort, ...filters } = list.shape;
  return z.object({ ...filters, sort } as z.core.util.Flatten<Omit<S, 'page' | 'size' | 'sort'> & { sort: S['sort'] }>);
}

export function makePage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    number: page,
    size,
    totalElements,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  messages: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
