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
