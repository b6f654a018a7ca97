import { z } from 'zod';
import { MAX_PAGE_SIZE } from './page-rules';

// The page's shape, its size limits and makePage (no zod) are in page-rules.ts; re-exported here, so both import paths work.
export * from './page-rules';

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

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  messages: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
