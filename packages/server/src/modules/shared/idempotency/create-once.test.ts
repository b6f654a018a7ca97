import {
  IDEMPOTENCY_CONFLICT_MESSAGE,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
} from '@sisacte/contracts/common/idempotency';
import { ROLES, ROLES_API } from '@sisacte/contracts/auth/roles';
import { USERS_API } from '@sisacte/contracts/auth/users';
import { FUNCTIONS_API } from '@sisacte/contracts/acolhimento/functions';
import { sql } from 'drizzle-orm';
import { testDatabases, useTestApp, useTestUsers, type TestUser } from '../../../test/helpers';

jest.setTimeout(120_000);

describe.each(testDatabases())('Idempotency-Key on staff create POSTs, on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { worker: [ROLES.ACOLHIMENTO], colleague: [ROLES.ACOLHIMENTO] });

  const createFunction = (name: string, key?: string, who: TestUser = users.worker) =>
    ctx().app.inject({
      method: 'POST',
      url: FUNCTIONS_API.create,
      payload: { name },
      headers: { ...who.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    });
  const functionsNamed = (name: string) => ctx().count('functions', `name = '${name}'`);

  it('a retry with the same key and body answers the first result and writes nothing more', async () => {
    const first = await createFunction('Soldador', 'acao-soldador-0001');
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();

    const retry = await createFunction('Soldador', 'acao-soldador-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await functionsNamed('Soldador')).toBe(1);
  });

  it('concurrent twins with one key create one record, and both get it', async () => {
    const [a, b] = await Promise.all([
      createFunction('Pedreiro', 'acao-pedreiro-0001'),
      createFunction('Pedreiro', 'acao-pedreiro-0001'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await functionsNamed('Pedreiro')).toBe(1);
  });

  it('the same key with another body is refused (422) and writes nothing', async () => {
    expect((await createFunction('Pintor', 'acao-pintor-0001')).statusCode).toBe(201);
    const reused = await createFunction('Carpinteiro', 'acao-pintor-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_CONFLICT_MESSAGE);
    expect(await functionsNamed('Carpinteiro')).toBe(0);
  });

  it('keys belong to their user: a colleague with the same key gets a record of their own request', async () => {
    const mine = await createFunction('Cozinheiro', 'chave-compartilhada-1');
    const theirs = await createFunction('Garçom', 'chave-compartilhada-1', users.colleague);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().name).toBe('Garçom');
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('a refused create keeps no key: the corrected request with the same key goes through', async () => {
    expect((await createFunction('Motorista')).statusCode).toBe(201);
    const taken = await createFunction('MOTORISTA', 'acao-motorista-02');
    expect(taken.statusCode).toBe(400);
    expect(await ctx().count('idempotent_requests', `key = 'acao-motorista-02'`)).toBe(0);
    expect((await createFunction('MOTORISTA', 'acao-motorista-02')).statusCode).toBe(400);
  });

  it('refuses a malformed key in Portuguese and writes nothing', async () => {
    const bad = await createFunction('Jardineiro', 'curta');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IDEMPOTENCY_KEY_INVALID_MESSAGE);
    expect(await functionsNamed('Jardineiro')).toBe(0);
  });

  it('keys expire after 24 hours (a new request with an old key creates again; expired rows are removed)', async () => {
    expect((await createFunction('Padeiro', 'acao-padeiro-0001')).statusCode).toBe(201);
    await ctx().handle.db.execute(
      sql`UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE key = 'acao-padeiro-0001'`,
    );
    const again = await createFunction('Confeiteiro', 'acao-padeiro-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().name).toBe('Confeiteiro');
    expect(await ctx().count('idempotent_requests', `created_at < now() - interval '24 hours'`)).toBe(0);
  });

  it('every staff create route takes a key (one replay each)', async () => {
    const admin = await ctx().userWith([ROLES.ADMIN]);
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx().app.inject({ method: 'POST', url, payload, headers: { ...admin.headers, [IDEMPOTENCY_HEADER]: `rota-${url.replace(/\W/g, '')}` } });
    const cases: [string, Record<string, unknown>][] = [
      [ROLES_API.save, { name: 'Perfil idempotente', description: null }],
      [USERS_API.save, { name: 'Pessoa Idempotente', username: 'idempotente', password: 'senha-forte-1', roles: [] }],
    ];
    for (const [url, payload] of cases) {
      const first = await post(url, payload);
      expect(first.statusCode).toBe(201);
      const retry = await post(url, payload);
      expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
  });
});
