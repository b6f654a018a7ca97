import { validatorCompiler } from 'fastify-type-provider-zod';

/** Checked query strings kept per route at most (all dropped when full: a new one costs one check). */
export const KEPT_QUERIES_PER_ROUTE = 500;
/** How long a checked query string is kept: a filter bounded by 'today' (isoDateBetween) is checked afresh at least this often. */
export const KEPT_QUERY_MS = 60_000;
/**
 * A longer query (as JSON) is checked each time and not kept: a list's query is a few dozen characters, and keys a schema
 * ignores still pass its check, so without a bound a caller could fill a public route's memory with long queries.
 */
export const KEPT_QUERY_MAX_CHARS = 1024;

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

/** `value`, and what it holds, frozen: one checked query is handed to every request that sends the same one. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * `validate` for a route's query string, with the checked value of each query string it accepted kept
 * for KEPT_QUERY_MS: a list's pages and filters come back again and again, and zod's check of a list's
 * query (some thirty optional filters, each with its own conversion) was ~24 µs of the API's CPU per
 * people-list request (a CPU profile under `bench people`'s load), the largest single piece. The check is
 * a function of the query alone (and of the day, for the 'today' bounds: hence the time limit); refusals
 * are not kept, and each answers with its own message as before; nor is a long query (KEPT_QUERY_MAX_CHARS). The value is
 * frozen: a handler reads it.
 */
export function keptQueries(validate: Validate, now: () => number = Date.now): Validate {
  let kept = new Map<string, unknown>();
  let until = 0;
  return (data) => {
    const key = JSON.stringify(data);
    if (key.length > KEPT_QUERY_MAX_CHARS) return validate(data);
    const time = now();
    if (time >= until) {
      kept = new Map();
      until = time + KEPT_QUERY_MS;
    }
    if (kept.has(key)) return { value: kept.get(key) };
    const result = validate(data);
    if (result.error === undefined) {
      if (kept.size >= KEPT_QUERIES_PER_ROUTE) kept = new Map();
      kept.set(key, frozen(result.value));
    }
    return result;
  };
}

/** zod's validator for every part of a request (fastify-type-provider-zod), with the query strings kept (keptQueries). */
export const appValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'querystring' ? (keptQueries(validate as Validate) as typeof validate) : validate;
};

const filters = new WeakMap<object, object>();

/**
 * A checked list query without its paging (`page`, `size`, `sort`): the list's filter. For a kept query
 * (keptQueries: frozen, the same object for the same query string) the same frozen object each time, so
 * what a list derives from its filter (its key: stableKey) is derived once.
 */
export function filterOf<Q extends object>(query: Q): Omit<Q, 'page' | 'size' | 'sort'> {
  const found = filters.get(query);
  if (found) return found as Omit<Q, 'page' | 'size' | 'sort'>;
  const { page: _page, size: _size, sort: _sort, ...filter } = query as Q & { page?: unknown; size?: unknown; sort?: unknown };
  if (Object.isFrozen(query)) filters.set(query, Object.freeze(filter));
  return filter;
}

const keys = new WeakMap<object, string>();

/** `JSON.stringify(value)`, written once for a frozen value (a kept query's filter: filterOf). */
export function stableKey(value: object): string {
  let key = keys.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    if (Object.isFrozen(value)) keys.set(value, key);
  }
  return key;
}
