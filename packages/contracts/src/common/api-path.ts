/**
 * One path convention for the API and the screens: a path is a pattern with `:name` parameters
 * ('/api/welcomeds/:id'). The server registers the pattern as is (Fastify's syntax); clients and
 * links fill it with `fillPath`, which checks at compile time that every parameter is given.
 */

/** The parameter names of a pattern: '/a/:id/b/:x.png' → 'id' | 'x'. */
export type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? CleanName<Name> | PathParams<`/${Tail}`>
    : CleanName<Rest>
  : never;
type CleanName<N extends string> = N extends `${infer Name}.${string}` ? Name : N;

type ParamArgs<P extends string> = [PathParams<P>] extends [never] ? [] : [params: Record<PathParams<P>, string | number>];

/** '/api/welcomeds/:id' + { id: 7 } → '/api/welcomeds/7' (values are URI-encoded). */
export function fillPath<P extends string>(pattern: P, ...args: ParamArgs<P>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: falta o parâmetro '${name}' em ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The paths of a list screen's records, named from the collection ('courses'): the page, one record
 * by id, and the list's exports. An entity's own TSDoc says which filters its list takes and what
 * else `one` answers (PUT, DELETE).
 */
export function listPaths<P extends string>(plural: P) {
  return {
    /** GET: the page, with the entity's filters and sort. */
    list: `/api/${plural}`,
    /** GET: one record by id. */
    one: `/api/${plural}/:id`,
    /** GET: PDF of the filtered list (the list's filters and sort, no paging). */
    report: `/api/${plural}/report`,
    /** GET: XLSX of the filtered list (the list's filters and sort, no paging). */
    reportXlsx: `/api/${plural}/report-xlsx`,
  } as const;
}

/**
 * The standard paths of an entity staff keep: `listPaths` of the collection ('courses') plus the
 * writes on the record's singular ('course'): POST creates and PUT updates `save` (the body has
 * the id), DELETE `remove`.
 */
export function entityPaths<P extends string, S extends string>(plural: P, singular: S) {
  return {
    ...listPaths(plural),
    /** POST creates, PUT updates (the body has the id). */
    save: `/api/${singular}`,
    /** DELETE: one record by id. */
    remove: `/api/${singular}/:id`,
  } as const;
}
