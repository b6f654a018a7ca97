import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { queryRows } from '../db/client';
import { seedAcolhimentoDemo } from '../db/seed/acolhimento-demo';
import { seedDenunciasDemo } from '../db/seed/denuncias-demo';
import { seedOperacoesDemo } from '../db/seed/operacoes-demo';
import { testDatabases, useTestApp, type TestApp, type TestUser } from './helpers';

/*
 * A fuzzer of every operation of the OpenAPI document: generated hostile inputs (wrong types, huge and
 * malformed strings with lone surrogates, NUL and bidi controls, out-of-range numbers and dates, deep
 * JSON, wrong content types) sent as an anonymous caller, a user without roles and an administrator.
 * The database holds the demo's records and one self-diagnosis whose resume code the fuzzer knows, so
 * that ids 1, 2, 3 and the code lead past the look-ups into the handlers; an accepted request is sent
 * again with its texts made hostile. It fails on any 5xx, on an anonymous caller let into a protected
 * route (anything but 401), on a caller without the role answered 2xx, and on any row written by a
 * refused request (row writes are counted by a trigger on every table but the rate-limit ones). The
 * inputs come from fast-check with fixed seeds and bounded counts: the same requests on every run,
 * within the suite's time budget.
 */

const SEED = 20_260_530;
/**
 * Generated inputs per operation: the administrator's reads (documents, whose renders are dear,
 * fewer) and writes, public operations' anonymous callers, refused callers.
 */
const RUNS = { adminRead: 6, adminDocument: 3, adminWrite: 14, public: 12, refused: 2 };
/**
 * Each test is a fixed number of requests (hundreds), not a wait: its time is the machine's. On a 2-core machine that
 * builds the product beside the suite, the administrator's writes took over a minute on PGlite.
 */
const FUZZ_TIMEOUT_MS = 240_000;
/** Reads that answer a PDF or XLSX. */
const DOCUMENT_PATH = /report|pdf|xlsx/i;

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
  required?: boolean;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  params: Param[];
  body: Schema | undefined;
  /** Needs a token (401 to anonymous callers). */
  secured: boolean;
  /** Needs a role too (403 documented): a user without roles never gets a 2xx. */
  roleNeeded: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[]; responses?: Record<string, unknown> }>>;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const secured = (op.security?.length ?? 0) > 0;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        secured,
        roleNeeded: secured && '403' in (op.responses ?? {}),
      };
    }),
  );
}

// ---------------------------------------------------------------- hostile values

const NASTY_TEXT = [
  '',
  ' ',
  'Teste',
  'a\ud800b',
  '\udc00fim',
  'corte no emoji \ud83d',
  '😀👍🏽 família',
  'nome\u202Etxt.exe',
  '\u2066isolado\u2069',
  'a\u0000b',
  '\u0001\u001f\u007f\u0085',
  '\u200b\ufeff\u00ad',
  "O'Brien\"; DROP TABLE users; --",
  '%_\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'ÁÉÍÓÚ çãõ',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  '0x1F',
  'null',
  'true',
  '[]',
  '2024-02-30',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13T00:00:00Z',
  'DEN-2026-000001',
  'AAAA-BBBB-CCCC',
  'id,desc',
  'x'.repeat(3_000),
  'é'.repeat(70_000),
];
const NASTY_NUMBERS = [0, -1, 1, 2, 1.5, -0, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324];
const DATES = ['2026-01-15', '2024-02-29', '2023-02-29', '0001-01-01', '1899-12-31', '1900-01-01', '2100-12-31', '2101-01-01', '9999-12-31', '2026-13-01', '2026-01-32', '26-01-15', '2026-01-15T25:00:00Z', '2026-01-15T10:00:00.000Z'];
/** Texts that pass validation but try the database and the documents: lone surrogates, NUL, controls, quotes, LIKE patterns. */
const DB_TRYING_TEXT = ['a\ud800b', '\udc00fim', 'corte \ud83d', 'a\u0000b', 'nome\u202Etxt.exe', '\u0001\u001f\u007f', "O'Brien\"; --", '%_\\', '😀👍🏽', '\u200b\ufeff'];
/** Query and path values already percent-encoded: bytes no UTF-8 text gives (a lone surrogate's, an overlong '/'), NUL, broken escapes. */
const RAW_ENCODED = ['%00', '%ED%A0%80', '%C0%AF', '%zz', '%', '%2e%2e%2f', '%E2%80%AE', '%FF%FE', '+', '%20%20'];

const nested = (depth: number): unknown => (depth === 0 ? 'fundo' : [nested(depth - 1)]);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);
const hostileNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, DATES[0]) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(nested(60), Array.from({ length: 3_000 }, (_, i) => i), Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/**
 * A value of `schema`'s shape whose leaves are hostile at `rate` (each replaced by any hostile value);
 * at rate 0 every leaf fits its type and limits, with texts that try the database (surrogates, NUL,
 * quotes, the longest allowed).
 */
function valueFor(schema: Schema, rate: number, depth = 0): fc.Arbitrary<unknown> {
  if (rate === 0) return plausible(schema, rate, depth);
  return fc.oneof({ weight: Math.round(1 / rate) - 1, arbitrary: plausible(schema, rate, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** Inputs of three kinds: all leaves of the right type, some leaves hostile, or a hostile value instead. */
const shapedOrHostile = (schema: Schema) =>
  fc.oneof({ weight: 5, arbitrary: valueFor(schema, 0) }, { weight: 4, arbitrary: valueFor(schema, 1 / 6) }, { weight: 1, arbitrary: hostileValue });

function plausible(schema: Schema, rate: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, rate, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = (schema.required ?? []).filter((key) => key in properties);
      const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, rate, depth + 1)]));
      // Only the required fields half of the time: optional ones with rules of their own (a CPF's digits) fail more often.
      const requiredOnly = Object.fromEntries(Object.entries(shape).filter(([key]) => required.includes(key)));
      return fc.oneof(fc.record(requiredOnly), fc.record(shape, { requiredKeys: required }));
    }
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, rate, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'string': {
      if (schema.format === 'date' || schema.format === 'date-time') return fc.constantFrom(...DATES);
      const max = schema.maxLength ?? 200;
      const fits = (texts: string[]) => texts.filter((t) => t.length <= max && t.length > 0);
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom('Teste', 'Ana Souza', '1') },
        { weight: 3, arbitrary: fc.constantFrom(...fits(DB_TRYING_TEXT), 'x') },
        { weight: 1, arbitrary: fc.constantFrom(...fits(NASTY_TEXT), '😀'.repeat(Math.floor(max / 2)), 'x'.repeat(max)) },
      );
    }
    case 'integer':
      return fc.oneof(fc.constantFrom(1, 2, 3), fc.integer({ min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)), max: Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1) }));
    case 'number':
      return fc.oneof(fc.constantFrom(0, 1, -5.38, 49.13), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

// ---------------------------------------------------------------- requests

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's, as any client sends it). */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => (UNRESERVED.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '');

/** An encoded query or path value: of the parameter's shape, hostile, or raw bytes. */
function encodedValue(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof({ weight: 6, arbitrary: shapedOrHostile(schema).map((v) => encode(asText(v))) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED) });
}

interface Input {
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

/** Values the database holds, so that inputs get past the look-ups: a self-diagnosis's resume code. */
interface Known {
  resumeCode: string;
}

/**
 * Inputs of an operation, half of them well formed (path ids 1–3, query values and body of the right
 * shape, texts that try the database), so that they get past validation into the handlers; the
 * other half hostile anywhere.
 */
function inputFor(op: Operation, known: Known): fc.Arbitrary<Input> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const headerParams = op.params.filter((p) => p.in === 'header');
  const shaped = (schema: Schema) => valueFor(schema, 0).map((v) => encode(asText(v)));

  const path = (hostile: boolean) =>
    fc.record(Object.fromEntries(pathParams.map((p) => [p.name, p.schema.type === 'integer' && !hostile ? fc.constantFrom('1', '2', '3') : hostile ? encodedValue(p.schema) : shaped(p.schema)])));
  const query = (hostile: boolean) =>
    fc.tuple(
      fc.record(
        Object.fromEntries(
          queryParams.map((p) => {
            const values = fc.array(hostile ? encodedValue(p.schema) : shaped(p.schema), { minLength: 1, maxLength: hostile ? 2 : 1 });
            // Well formed: a few filters at a time (several together may contradict each other, a reversed range).
            return [p.name, p.required ? values : fc.oneof({ weight: hostile ? 1 : 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values })];
          }),
        ),
        { requiredKeys: [] },
      ),
      hostile ? fc.option(fc.tuple(fc.constantFrom('page', 'size', 'sort', '__proto__', 'x[]', 'a[b]'), encodedValue({})), { freq: 3, nil: undefined }) : fc.constant(undefined),
    );
  const headers = fc.record(
    Object.fromEntries(
      headerParams.map((p) => [
        p.name,
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(known.resumeCode) },
            { weight: 2, arbitrary: fc.constantFrom('AAAA-BBBB-CCCC', 'chave-0001', 'x'.repeat(5_000), ' ') },
            { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')) },
          ),
          { freq: 4, nil: undefined },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const body = (hostile: boolean) => (op.body ? (hostile ? shapedOrHostile(op.body) : valueFor(op.body, 0)) : fc.constant(undefined));
  const input = (hostile: boolean) => fc.record({ path: path(hostile), query: query(hostile), headers, body: body(hostile) });
  return fc.oneof(input(false), input(true)).map(({ path: values, query: [declared, extra], headers: hs, body: payload }) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
    const pairs = Object.entries(declared).flatMap(([key, vs]) => (vs ?? []).map((v) => `${key}=${v}`));
    if (extra) pairs.push(`${extra[0]}=${extra[1]}`);
    const definedHeaders = Object.fromEntries(Object.entries(hs).filter((e): e is [string, string] => e[1] !== undefined));
    return { url: pairs.length ? `${filled}?${pairs.join('&')}` : filled, headers: definedHeaders, ...(payload === undefined ? {} : { payload }) };
  });
}

/** Bodies no route takes: wrong content types, malformed or empty JSON, a nesting no parser should recurse into, more than the limit. */
const RAW_BODIES: { type?: string; payload: string }[] = [
  { type: 'text/plain', payload: 'olá' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { type: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '"\\ud800"' },
  { type: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
  { type: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'application/xml', payload: '<a/>' },
  { payload: '{}' },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
];

/** `value` with `change` applied to every text in it (keys kept). */
function mapTexts(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((v) => mapTexts(v, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTexts(v, change)]));
  return value;
}

/**
 * An accepted body sent again with every text made hostile: a lone surrogate at its end (a text cut
 * inside an emoji), a bidi override, a NUL. What passed once must not fail inside the server now.
 */
const TEXT_MUTATIONS: ((text: string) => string)[] = [(t) => `${t}\ud800`, (t) => `\udfff${t}`, (t) => `${t}\u202E`, (t) => `${t}\u0000`];
/** The same for an accepted query string: each value in turn with a NUL at its end (the others kept valid, so that it reaches the query). */
function mutatedQueries(url: string): string[] {
  const [path, query = ''] = url.split('?');
  const pairs = query.split('&');
  return pairs.map((_pair, i) => `${path}?${pairs.map((p, j) => (j === i ? `${p}%00` : p)).join('&')}`);
}
/** Accepted requests per operation that are sent again mutated. */
const MUTATED_PER_OPERATION = 1;

// ---------------------------------------------------------------- the run

type Caller = 'anonymous' | 'sem perfil' | 'administrador';

/** Row writes, counted by a trigger on every table but the limits' (which refused requests may rightly write). */
async function countWrites(t: TestApp): Promise<void> {
  for (const statement of [
    'CREATE TABLE fuzz_row_writes (n bigint NOT NULL)',
    'INSERT INTO fuzz_row_writes VALUES (0)',
    'CREATE FUNCTION fuzz_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_row_writes SET n = n + 1; RETURN NULL; END $$',
    `DO $$ DECLARE t record; BEGIN
       FOR t IN SELECT c.oid::regclass AS name, c.relname FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
                WHERE s.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('fuzz_row_writes', 'rate_limit_events', 'rate_limit_windows') LOOP
         EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION fuzz_count_row_write()', 'fuzz_' || md5(t.relname), t.name);
       END LOOP;
     END $$`,
  ]) {
    await t.handle.db.execute(sql.raw(statement));
  }
}
const rowWrites = async (t: TestApp) => Number((await queryRows<{ n: string }>(t.handle.db, sql`SELECT n FROM fuzz_row_writes`))[0]!.n);

interface Problem {
  caller: Caller;
  request: string;
  status: number;
  problem: string;
  answer: string;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const describeRequest = (method: string, url: string, payload: unknown) =>
  `${method} ${cut(url, 160)}${payload === undefined ? '' : ` ${cut(typeof payload === 'string' ? payload : JSON.stringify(payload), 200)}`}`;

describe.each(testDatabases())('the OpenAPI fuzzer on %s', (engine) => {
  // Limits out of the way (a 429 would hide what the input does), purges off (they write on their own).
  const ctx = useTestApp(engine, {
    loginRateLimit: { perIpPerMinute: 1_000_000, perUserFailures: 1_000_000, perUserWindowMs: 60_000, perAddressFailures: 1_000_000 },
    denuncias: { complaintsPerIp: 1_000_000, followUpsPerIp: 1_000_000 },
    geo: { searchesPerIp: 1_000_000 },
    localization: { publicPerMinute: 1_000_000 },
    autodiagnostico: { createsPerIp: 1_000_000, writesPerIp: 1_000_000, reportsPerIp: 1_000_000, wrongCodesPerIp: 1_000_000, firstPurgeAfterMs: 3_600_000 },
  });
  let operations: Operation[] = [];
  const known: Known = { resumeCode: '' };

  beforeAll(async () => {
    const t = ctx();
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    // Records to reach: the demo's people, stays, complaints and operations, and a self-diagnosis (id 1).
    await seedAcolhimentoDemo(t.handle.db);
    await seedDenunciasDemo(t.handle.db);
    await seedOperacoesDemo(t.handle.db);
    const models = (await t.app.inject({ method: 'GET', url: '/api/modelos' })).json() as { id: number }[];
    const evaluation = await t.app.inject({ method: 'POST', url: '/api/autodiagnostico', payload: { modelo_id: models[0]!.id, nome_estabelecimento: 'Padaria', cnae: '4721-1/02', uf: 'SP' } });
    known.resumeCode = evaluation.json().codigo;
    await countWrites(t);
  }, 120_000);

  /** The users of the callers, made again when an input has ended their session, taken their roles or deleted them (a 401 or 403). */
  const users: Partial<Record<Caller, TestUser>> = {};
  const userFor = async (caller: Caller, index: number): Promise<TestUser | null> => {
    if (caller === 'anonymous') return null;
    users[caller] ??= await ctx().userWith(caller === 'administrador' ? Object.values(ROLES) : [], { username: `fuzz${caller[0]}${engine[0]}${index}` });
    return users[caller];
  };

  /** Sends `inputs` to `op` as `caller`, then `raw` bodies, and returns what went wrong. */
  async function attack(op: Operation, index: number, caller: Caller, inputs: Input[], raw: typeof RAW_BODIES): Promise<Problem[]> {
    const t = ctx();
    const user = await userFor(caller, index);
    const auth = user ? user.headers : {};
    const requests: InjectOptions[] = [
      ...inputs.map((input) => ({ method: op.method, url: input.url, headers: { ...input.headers, ...auth }, ...(input.payload === undefined ? {} : { payload: input.payload as InjectOptions['payload'] }) })),
      ...raw.map((body) => ({ method: op.method, url: op.path.replace(/\{\w+\}/g, '1'), headers: { ...(body.type ? { 'content-type': body.type } : {}), ...auth }, payload: body.payload })),
    ];
    const problems: Problem[] = [];
    let writes = await rowWrites(t);
    let mutated = 0;
    const resent = new WeakSet<InjectOptions>();
    for (let i = 0; i < requests.length; i++) {
      const request = requests[i]!;
      const res: LightMyRequestResponse = await t.app.inject(request);
      const after = await rowWrites(t);
      const found = (problem: string) => problems.push({ caller, request: describeRequest(op.method, String(request.url), request.payload), status: res.statusCode, problem, answer: res.body.slice(0, 200) });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      if (res.statusCode >= 500) found('erro interno');
      // An address the router cannot read (a broken escape, too long) is refused before any route: not a way in.
      const unroutable = (res.statusCode === 400 || res.statusCode === 414) && /^\{"message":"Endereço/.test(res.body);
      if (caller === 'anonymous' && op.secured && res.statusCode !== 401 && !unroutable) found('rota protegida sem 401 para anônimo');
      if (caller === 'sem perfil' && op.roleNeeded && ok) found('2xx sem o perfil');
      if (!ok && after !== writes) found(`recusada, mas gravou ${after - writes} linha(s)`);
      writes = after;
      // A session ended by the input itself ('Sair'), or roles taken: the next operation gets a new user.
      if (res.statusCode === 401 || (res.statusCode === 403 && caller === 'administrador')) delete users[caller];
      const body = request.payload;
      if (ok && !resent.has(request) && mutated < MUTATED_PER_OPERATION) {
        const again = (changes: Partial<InjectOptions>) => {
          const copy = { ...request, ...changes };
          resent.add(copy);
          requests.push(copy);
        };
        if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
          mutated++;
          for (const change of TEXT_MUTATIONS) again({ payload: mapTexts(body, change) as InjectOptions['payload'] });
        }
        if (String(request.url).includes('=')) {
          mutated++;
          for (const url of mutatedQueries(String(request.url))) again({ url });
        }
      }
    }
    return problems;
  }

  const sample = (op: Operation, index: number, runs: number, salt: number) => fc.sample(inputFor(op, known), { seed: SEED + index * 7 + salt, numRuns: runs });
  const hasBody = (op: Operation) => op.method !== 'GET' && op.method !== 'DELETE';
  const report = (problems: Problem[]) => problems.map((p) => `${p.caller}: ${p.request} → ${p.status} ${p.problem} ${p.answer}`);

  it('anonymous callers and users without roles are refused by every protected operation, whatever they send, writing nothing', async () => {
    const problems: Problem[] = [];
    for (const [index, op] of operations.entries()) {
      if (!op.secured) continue;
      const raw = hasBody(op) ? RAW_BODIES.slice(0, 2) : [];
      problems.push(...(await attack(op, index, 'anonymous', sample(op, index, RUNS.refused, 1), raw)));
      problems.push(...(await attack(op, index, 'sem perfil', sample(op, index, RUNS.refused, 2), raw)));
    }
    expect(report(problems)).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it('public operations answer every hostile input without an internal error, and refused ones write nothing', async () => {
    const problems: Problem[] = [];
    for (const [index, op] of operations.entries()) {
      if (op.secured) continue;
      problems.push(...(await attack(op, index, 'anonymous', sample(op, index, RUNS.public, 3), hasBody(op) ? RAW_BODIES : [])));
    }
    expect(report(problems)).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  const asAdministrator = (which: (op: Operation) => boolean) => async () => {
    const problems: Problem[] = [];
    for (const [index, op] of operations.entries()) {
      if (!op.secured || !which(op)) continue;
      const runs = hasBody(op) ? RUNS.adminWrite : DOCUMENT_PATH.test(op.path) ? RUNS.adminDocument : RUNS.adminRead;
      problems.push(...(await attack(op, index, 'administrador', sample(op, index, runs, 4), hasBody(op) ? RAW_BODIES : [])));
    }
    expect(report(problems)).toEqual([]);
  };
  it('an administrator gets no internal error from any hostile input to any read, and refused reads write nothing', asAdministrator((op) => op.method === 'GET'), FUZZ_TIMEOUT_MS);
  it('an administrator gets no internal error from any hostile input to any write, and refused writes write nothing', asAdministrator((op) => op.method !== 'GET'), FUZZ_TIMEOUT_MS);
});
