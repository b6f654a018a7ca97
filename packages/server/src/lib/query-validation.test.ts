import { z } from 'zod';
import { welcomedListQuerySchema } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { filterOf, KEPT_QUERIES_PER_ROUTE, KEPT_QUERY_MAX_CHARS, KEPT_QUERY_MS, keptQueries, stableKey } from './query-validation';

type Validate = Parameters<typeof keptQueries>[0];

/** zod's validator of `schema`, counting its checks. */
function counted(schema: z.ZodType) {
  const validate = validatorCompiler({ schema, method: 'GET', url: '/x', httpPart: 'querystring' }) as Validate;
  const calls = { n: 0 };
  return { calls, validate: ((data) => ((calls.n += 1), validate(data))) as Validate };
}

describe('keptQueries', () => {
  it('checks a query string once and hands the same frozen value to the next request that sends it', () => {
    const { calls, validate } = counted(welcomedListQuerySchema);
    const kept = keptQueries(validate);
    const first = kept({ page: '2', functions: ['1', '2'] });
    const second = kept({ page: '2', functions: ['1', '2'] });
    expect(calls.n).toBe(1);
    expect(second.value).toBe(first.value);
    const value = first.value as z.output<typeof welcomedListQuerySchema>;
    expect(value).toMatchObject({ page: 2, size: 20, status: 'active', functions: [1, 2] });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.functions)).toBe(true);
    // Another query string is checked on its own.
    expect((kept({ page: '3' }).value as { page: number }).page).toBe(3);
    expect(calls.n).toBe(2);
  });

  it('keeps no refusal: each answers with its own message, checked each time', () => {
    const { calls, validate } = counted(welcomedListQuerySchema);
    const kept = keptQueries(validate);
    for (let i = 0; i < 2; i++) {
      const refused = kept({ gender: 'Outro' });
      expect(refused.value).toBeUndefined();
      expect(JSON.stringify(refused.error)).toContain('Sexo deve ser Masculino ou Feminino');
    }
    expect(calls.n).toBe(2);
  });

  it('checks again after KEPT_QUERY_MS (bounds like "today" move) and never keeps more than KEPT_QUERIES_PER_ROUTE', () => {
    let now = 1_000;
    const { calls, validate } = counted(z.object({ page: z.coerce.number() }));
    const kept = keptQueries(validate, () => now);
    kept({ page: '1' });
    now += KEPT_QUERY_MS - 1;
    kept({ page: '1' });
    expect(calls.n).toBe(1);
    now += 1;
    kept({ page: '1' });
    expect(calls.n).toBe(2);
    for (let i = 0; i < KEPT_QUERIES_PER_ROUTE; i++) kept({ page: String(i + 10) });
    // Full: everything was dropped, page=1 included.
    kept({ page: '1' });
    expect(calls.n).toBe(2 + KEPT_QUERIES_PER_ROUTE + 1);
  });

  it('keeps no long query: keys the schema ignores pass its check, and must not fill the memory', () => {
    const { calls, validate } = counted(welcomedListQuerySchema);
    const kept = keptQueries(validate);
    const long = { page: '1', ignorado: 'x'.repeat(KEPT_QUERY_MAX_CHARS) };
    const first = kept(long);
    expect((first.value as { page: number }).page).toBe(1);
    expect(Object.isFrozen(first.value)).toBe(false);
    kept(long);
    expect(calls.n).toBe(2);
  });
});

describe('filterOf and stableKey', () => {
  it('answer the same filter and key for a kept query, and a fresh one for a query that is not frozen', () => {
    const kept = keptQueries(counted(welcomedListQuerySchema).validate);
    const query = kept({ page: '1', sort: 'name,desc', gender: 'Feminino' }).value as z.output<typeof welcomedListQuerySchema>;
    const filter = filterOf(query);
    expect(filter).not.toHaveProperty('page');
    expect(filter).not.toHaveProperty('size');
    expect(filter).not.toHaveProperty('sort');
    expect(filter).toMatchObject({ gender: 'Feminino', status: 'active' });
    expect(filterOf(query)).toBe(filter);
    expect(stableKey(filter)).toBe(JSON.stringify(filter));
    expect(stableKey(filter)).toBe(stableKey(filterOf(query)));

    const loose = { page: 1, size: 20, gender: 'Masculino' };
    expect(filterOf(loose)).toEqual({ gender: 'Masculino' });
    expect(filterOf(loose)).not.toBe(filterOf(loose));
    expect(stableKey({ a: 1 })).toBe('{"a":1}');
  });
});
