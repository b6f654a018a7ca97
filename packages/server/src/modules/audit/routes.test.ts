import { randomBytes } from 'node:crypto';
import { TRAIL_API, WITHHELD_VALUE, type ChainCheck, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { ROLES } from '@sisacte/contracts/auth/roles';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { expectGuarded, rowCounts, sender } from '../../test/crud-checks';
import { TEST_PG_URL_ENV } from '../../test/global-setup';
import { createTestPerson, pdfUpload, testDatabases, useTestApp, useTestAppWithFiles, useTestUsers, type TestApp, type TestUser } from '../../test/helpers';
import { databaseUrl, withPgClient } from '../../test/pg-admin';
import { checkKnownHeads, headsInText, logCurrentHead, parseKnownHead, TRAIL_HEAD_LOG_MESSAGE, type KnownHead } from './anchor';

jest.setTimeout(120_000);

/** Runs `sql` as the database's superuser (the test's own connection is one), bypassing the app. */
const asSuperuser = (t: TestApp, sqlText: string) => t.handle.withConnection((conn) => conn.exec(sqlText));
const lastId = async (t: TestApp) => Number((await t.handle.withConnection((c) => c.query<{ n: string }>('SELECT last_id AS n FROM access_trail_head')))[0]!.n);

describe.each(testDatabases())('access trail on %s', (engine) => {
  const ctx = useTestAppWithFiles(engine);
  const users = useTestUsers(ctx, {
    shelter: { roles: [ROLES.ACOLHIMENTO], name: 'Sônia Abrigo' },
    admin: { roles: [ROLES.ADMIN], name: 'Ada Admin' },
    officer: { roles: [ROLES.ENCARREGADO_DADOS], name: 'Olga Encarregada' },
    other: [ROLES.DENUNCIAS],
  });
  const send = sender(ctx, () => users.admin);
  const trailOf = async (query: string, who: TestUser = users.admin) => {
    const res = await send('GET', `${TRAIL_API.list}?${query}`, undefined, who);
    expect(res.statusCode).toBe(200);
    return res.json() as { content: TrailEntry[]; totalElements: number };
  };
  const verify = async () => {
    const res = await send('POST', TRAIL_API.verify, undefined, users.officer);
    expect(res.statusCode).toBe(200);
    return res.json() as ChainCheck;
  };

  it("opening a person as a shelter user writes an entry the 'Acessos' tab shows to an administrator, without the person's data", async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Rosa Trilha', { cpf: '52998224725' });
    const opened = await send('GET', `/api/welcomeds/${person.id}`, undefined, users.shelter);
    expect(opened.statusCode).toBe(200);

    const tab = await trailOf(`titular_tipo=pessoa&titular_id=${person.id}`);
    // Newest first: the opening, then the create (written in the create's transaction).
    expect(tab.content.map((e) => [e.acao, e.registro.tipo, e.registro.id, e.usuario?.name])).toEqual([
      ['read', 'pessoa', person.id, 'Sônia Abrigo'],
      ['create', 'pessoa', person.id, 'Sônia Abrigo'],
    ]);
    expect(tab.content[0]).toMatchObject({ titular: { tipo: 'pessoa', id: person.id }, rota: 'GET /api/welcomeds/:id', detalhes: null });
    expect(tab.totalElements).toBe(2);
    // Never the content: neither the name nor the CPF is anywhere in the trail.
    const stored = await t.handle.withConnection((c) => c.query<{ row: string }>('SELECT t::text AS row FROM access_trail t'));
    expect(stored.map((r) => r.row).join('\n')).not.toMatch(/Rosa|Trilha|52998224725/);

    // The data-protection officer sees it too; filters by user and period.
    expect((await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&usuario=${users.shelter.id}`, users.officer)).totalElements).toBe(2);
    expect((await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&usuario=${users.admin.id}`)).totalElements).toBe(0);
    expect((await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&data_ini=2000-01-01&data_fim=2000-12-31`)).totalElements).toBe(0);
    expect((await trailOf(`tipo=pessoa&acao=read&titular_tipo=pessoa&titular_id=${person.id}`)).totalElements).toBe(1);
  });

  it('traces a list only when it is one person’s records, and a person’s tabs as readings of the person', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Clara Abas');
    const before = await lastId(t);
    expect((await send('GET', '/api/welcomeds?name=clara', undefined, users.shelter)).statusCode).toBe(200);
    expect((await send('GET', '/api/stays', undefined, users.shelter)).statusCode).toBe(200);
    expect(await lastId(t)).toBe(before);
    for (const url of [`/api/stays?welcomed_id=${person.id}`, `/api/welcomed-history/${person.id}`, `/api/welcomeds/${person.id}/trajetoria`]) {
      expect((await send('GET', url, undefined, users.shelter)).statusCode).toBe(200);
    }
    const tab = await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&acao=read`);
    expect(tab.content.map((e) => [e.registro.tipo, e.detalhes])).toEqual([
      ['pessoa', { aba: 'trajetoria' }],
      ['pessoa', { aba: 'historico' }],
      ['estadia', null],
    ]);
  });

  it('an export writes one entry with its filter, the values that identify someone withheld', async () => {
    const t = ctx();
    const res = await send('GET', '/api/welcomeds/report-xlsx?name=Maria%20Souza&cpf=529&gender=Feminino&age_min=18', undefined, users.shelter);
    expect(res.statusCode).toBe(200);
    const [entry] = (await trailOf('acao=export&tipo=pessoa')).content;
    expect(entry).toMatchObject({ usuario: { id: users.shelter.id }, registro: { tipo: 'pessoa', id: null }, rota: 'GET /api/welcomeds/report-xlsx' });
    // Every filter the export ran with, the list's defaults included (status).
    expect(entry!.detalhes).toEqual({ age_min: 18, cpf: WITHHELD_VALUE, formato: 'xlsx', gender: 'Feminino', name: WITHHELD_VALUE, status: 'active' });
    const stored = await t.handle.withConnection((c) => c.query<{ details: string }>("SELECT details FROM access_trail WHERE action = 'export'"));
    expect(stored.map((r) => r.details).join()).not.toMatch(/Maria|Souza/);

    // A stay's list PDF, through the CRUD kit's exports; one refused (a wrong sort) writes nothing.
    const before = await lastId(t);
    expect((await send('GET', '/api/stays/report?sort=bogus,asc', undefined, users.shelter)).statusCode).toBe(400);
    expect((await send('GET', '/api/stays/report-xlsx?sort=bogus,asc', undefined, users.shelter)).statusCode).toBe(400);
    expect(await lastId(t)).toBe(before);
    expect((await send('GET', '/api/stays/report?open=true', undefined, users.shelter)).statusCode).toBe(200);
    expect((await trailOf('acao=export&tipo=estadia')).content[0]!.detalhes).toEqual({ formato: 'pdf', open: true, status: 'active' });
  });

  it('writes a change in its own transaction: a refused write leaves no entry, a stay’s create and delete name its person', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Lia Estadia');
    const before = await lastId(t);
    const refused = await send('POST', '/api/stay/checkin', { welcomed: person.id, checkin: '2999-01-01' }, users.shelter);
    expect(refused.statusCode).toBe(400);
    expect(await lastId(t)).toBe(before);

    const stay = (await send('POST', '/api/stay/checkin', { welcomed: person.id, checkin: '2025-01-10' }, users.shelter)).json();
    expect((await send('DELETE', `/api/stays/${stay.id}`, undefined, users.shelter)).statusCode).toBe(204);
    const entries = (await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&tipo=estadia`)).content;
    expect(entries.map((e) => [e.acao, e.registro.id])).toEqual([
      ['delete', stay.id],
      ['create', stay.id],
    ]);
  });

  it("a person's file: its upload, list, download and delete are traced under the person, never with its name", async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Dora Arquivo');
    const body = pdfUpload('CRNM Dora.pdf', Buffer.from('%PDF-1.4\n% documento\n%%EOF\n'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/upload-file?entity=pessoa&codid=${person.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...users.shelter.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect((await send('GET', `/api/upload-files?entity=pessoa&codid=${person.id}`, undefined, users.shelter)).statusCode).toBe(200);
    expect((await send('GET', file.url, undefined, users.shelter)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/delete-file/${file.id}`, undefined, users.shelter)).statusCode).toBe(204);
    const entries = (await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&tipo=arquivo`)).content;
    expect(entries.map((e) => [e.acao, e.registro.id, e.detalhes])).toEqual([
      ['delete', file.id, { entidade: 'pessoa', registro: person.id }],
      ['download', file.id, { entidade: 'pessoa', registro: person.id }],
      ['read', null, { entidade: 'pessoa', registro: person.id }],
      ['create', file.id, { entidade: 'pessoa', registro: person.id }],
    ]);
    const stored = await t.handle.withConnection((c) => c.query<{ row: string }>('SELECT t::text AS row FROM access_trail t'));
    expect(stored.map((r) => r.row).join('\n')).not.toContain('Dora');
  });

  it("a complaint's profile, history and PDF are traced under the complaint, for its 'Acessos' tab", async () => {
    const t = ctx();
    const id = await t.handle.withConnection(async (c) => {
      const [city] = await c.query<{ id: number }>('SELECT id FROM cities ORDER BY id LIMIT 1');
      const [row] = await c.query<{ id: number }>(
        `INSERT INTO complaints (numerodemanda, nomefantasia, enderecoempresa, municipio_id, uf, receipt_hash) VALUES ('TRILHA-1', 'Fazenda Trilha', 'Estrada', $1, 'PA', 'x') RETURNING id`,
        [city!.id],
      );
      return Number(row!.id);
    });
    for (const url of [`/api/denuncias/${id}`, `/api/denuncias/historico/${id}`, `/api/denuncias/report/${id}`]) {
      expect([url, (await send('GET', url)).statusCode]).toEqual([url, 200]);
    }
    const tab = (await trailOf(`titular_tipo=denuncia&titular_id=${id}`)).content;
    expect(tab.map((e) => [e.acao, e.registro.tipo, e.registro.id, e.detalhes])).toEqual([
      ['export', 'denuncia', id, { formato: 'pdf' }],
      ['read', 'denuncia', id, { aba: 'historico' }],
      ['read', 'denuncia', id, null],
    ]);
  });

  it('the chain check passes, then names the entry changed and the entry deleted directly in the database', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Nina Cadeia');
    for (let i = 0; i < 3; i++) await send('GET', `/api/welcomeds/${person.id}`, undefined, users.shelter);
    const intact = await verify();
    expect(intact).toMatchObject({ integra: true, quebra: null });
    expect(intact.verificadas).toBe(intact.ultima!.id);

    // A superuser switches the guard off, changes an entry, and switches it back on; then undoes it.
    const guarded = (statement: string) =>
      asSuperuser(t, `ALTER TABLE access_trail DISABLE TRIGGER access_trail_append_only; ${statement}; ALTER TABLE access_trail ENABLE TRIGGER access_trail_append_only`);
    const changed = (await lastId(t)) - 2;
    await guarded(`UPDATE access_trail SET user_id = ${users.admin.id} WHERE id = ${changed}`);
    const edited = await verify();
    expect(edited).toMatchObject({ integra: false, quebra: { id: changed, problema: 'alterada', faltando: null } });
    expect(edited.quebra!.mensagem).toContain(`entrada ${changed}`);
    await guarded(`UPDATE access_trail SET user_id = ${users.shelter.id} WHERE id = ${changed}`);
    expect((await verify()).integra).toBe(true);

    // Deleted.
    const victim = (await lastId(t)) - 1;
    await guarded(`DELETE FROM access_trail WHERE id = ${victim}`);
    const deleted = await verify();
    expect(deleted.integra).toBe(false);
    expect(deleted.quebra).toMatchObject({ id: victim + 1, problema: 'removida', faltando: { de: victim, ate: victim } });
    expect(deleted.quebra!.mensagem).toContain(`a entrada ${victim} foi removida`);
    expect(deleted.quebra!.em).toEqual(expect.any(String));
    // The verification itself is in the trail.
    expect((await trailOf('acao=verify')).content[0]).toMatchObject({ usuario: { id: users.officer.id }, detalhes: { integra: false } });

    // The last entries cut off: named from the head.
    const end = await lastId(t);
    await guarded(`DELETE FROM access_trail WHERE id = ${end}`);
    const { quebra } = await verify();
    expect(quebra).toMatchObject({ problema: 'removida' });
  });

  it('a chain rewritten by a superuser checks out on its own, but not against a head the server logged', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Olívia Âncora');
    expect((await send('GET', `/api/welcomeds/${person.id}`, undefined, users.shelter)).statusCode).toBe(200);
    const [opened, ...more] = (await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&acao=read`)).content;
    expect(more).toEqual([]);
    const read = opened!.id;

    // Each chain check logs the head it checked: the anchor kept outside the database.
    const info = jest.spyOn(t.app.log, 'info');
    const checked = await verify();
    const logged = info.mock.calls.filter(([, message]) => message === TRAIL_HEAD_LOG_MESSAGE).map(([fields]) => (fields as { trailHead: KnownHead }).trailHead);
    info.mockRestore();
    expect(logged).toEqual([{ id: checked.ultima!.id, hash: checked.ultima!.hash }]);
    const anchor = logged[0]!;
    expect(await checkKnownHeads(t.app.db, [anchor])).toEqual([]);
    // The hourly log writes the head as it is then.
    const hourly = { info: jest.fn() };
    await logCurrentHead(t.app.db, hourly as unknown as FastifyBaseLogger);
    expect(hourly.info).toHaveBeenCalledWith({ trailHead: { id: await lastId(t), hash: expect.stringMatching(/^[0-9a-f]{64}$/) }, source: 'hourly' }, TRAIL_HEAD_LOG_MESSAGE);
    // The trail goes on after the anchor.
    for (let i = 0; i < 8; i++) await send('GET', `/api/welcomeds/${person.id}/trajetoria`, undefined, users.shelter);

    // A superuser removes the reading, renumbers every entry, rehashes the chain with the database's own function and moves the head.
    await asSuperuser(
      t,
      `ALTER TABLE access_trail DISABLE TRIGGER access_trail_append_only;
       ALTER TABLE access_trail_head DISABLE TRIGGER access_trail_head_guard;
       DELETE FROM access_trail WHERE id = ${read};
       UPDATE access_trail SET id = -id;
       UPDATE access_trail a SET id = n.rn FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS rn FROM access_trail) n WHERE a.id = n.id;
       DO $$ DECLARE r access_trail; prev char(64) := repeat('0', 64); BEGIN
         FOR r IN SELECT * FROM access_trail ORDER BY id LOOP
           r.previous_hash := prev;
           prev := access_trail_hash(r);
           UPDATE access_trail SET previous_hash = r.previous_hash, hash = prev WHERE id = r.id;
         END LOOP;
         UPDATE access_trail_head SET last_id = (SELECT coalesce(max(id), 0) FROM access_trail), last_hash = prev WHERE id = 1;
       END $$;
       ALTER TABLE access_trail_head ENABLE TRIGGER access_trail_head_guard;
       ALTER TABLE access_trail ENABLE TRIGGER access_trail_append_only;`,
    );
    // The opening of the record is gone (the tab readings stay).
    expect((await trailOf(`titular_tipo=pessoa&titular_id=${person.id}&acao=read`)).content.filter((e) => e.detalhes === null)).toEqual([]);
    // The chain alone cannot tell ...
    expect(await verify()).toMatchObject({ integra: true, quebra: null });
    // ... the head logged before can.
    const [broken, ...others] = await checkKnownHeads(t.app.db, [anchor]);
    expect(others).toEqual([]);
    expect(broken).toMatchObject({ id: anchor.id, hash: anchor.hash, agora: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(broken!.mensagem).toMatch(new RegExp(`^A entrada ${anchor.id} não tem mais o hash registrado \\(${anchor.hash.slice(0, 16)}…\\): ela agora tem o hash `));
    // A head past the end: the trail was cut.
    const total = await lastId(t);
    const [cut] = await checkKnownHeads(t.app.db, [{ id: total + 50, hash: anchor.hash }]);
    expect(cut).toMatchObject({ agora: null, mensagem: `A entrada ${total + 50} não tem mais o hash registrado (${anchor.hash.slice(0, 16)}…): a trilha agora tem só ${total} entradas.` });
  });

  it('reads known heads as `id:hash` or as the log lines of the head', () => {
    const hash = 'ab'.repeat(32);
    expect(parseKnownHead(`12:${hash.toUpperCase()}`)).toEqual({ id: 12, hash });
    for (const bad of ['12', `0:${hash}`, `-1:${hash}`, `12:${hash.slice(1)}`, `12:${hash}x`, `x:${hash}`]) expect(parseKnownHead(bad)).toBeNull();
    const logLine = JSON.stringify({ level: 30, time: 1, trailHead: { id: 40, hash }, source: 'hourly', msg: TRAIL_HEAD_LOG_MESSAGE });
    expect(headsInText(`# anotadas\n\n7:${hash}\n${logLine}\nqualquer coisa\n`)).toEqual({ heads: [{ id: 7, hash }, { id: 40, hash }], invalid: [5] });
  });

  it("the API's database user cannot change, delete or empty trail rows: the database refuses", async () => {
    const t = ctx();
    for (const statement of ['UPDATE access_trail SET route = NULL', 'DELETE FROM access_trail', 'TRUNCATE access_trail', 'UPDATE access_trail_head SET last_id = 0', 'DELETE FROM access_trail_head']) {
      await expect(t.handle.withConnection((c) => c.exec(statement))).rejects.toThrow(/trilha de acessos/);
    }
  });

  it('keeps one chain under concurrent writers and readers', async () => {
    const t = ctx();
    const person = await createTestPerson(t, users.shelter, 'Vera Concorrente');
    const start = await lastId(t);
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? send('POST', '/api/stay/checkin', { welcomed: person.id, checkin: `2024-0${1 + (i % 9)}-0${1 + (i % 8)}`, checkout: `2024-0${1 + (i % 9)}-0${1 + (i % 8)}` }, users.shelter)
          : send('GET', `/api/welcomeds/${person.id}`, undefined, users.shelter),
      ),
    );
    const ids = await t.handle.withConnection((c) => c.query<{ id: string }>(`SELECT id FROM access_trail WHERE id > ${start} ORDER BY id`));
    // One entry per request, ids one after the other (no gap, no twin), each linked to the one before.
    expect(ids.map((r) => Number(r.id))).toEqual(Array.from({ length: 24 }, (_, i) => start + 1 + i));
    const links = await t.handle.withConnection((c) =>
      c.query<{ broken: string }>(`SELECT count(*) AS broken FROM access_trail a JOIN access_trail b ON b.id = a.id + 1 WHERE a.id >= ${start} AND b.previous_hash <> a.hash`),
    );
    expect(Number(links[0]!.broken)).toBe(0);
  });

  it('answers 401 to anonymous callers and 403 without the role on every trail route; the officer and the administrator get in', async () => {
    const t = ctx();
    const requests = [
      ['GET', TRAIL_API.list],
      ['GET', TRAIL_API.reportXlsx],
      ['POST', TRAIL_API.verify],
      ['GET', TRAIL_API.users],
    ] as const;
    await expectGuarded(t, users.other, requests, rowCounts({ trail: 'access_trail' }));
    await expectGuarded(t, users.shelter, requests, rowCounts({ trail: 'access_trail' }));
    for (const who of [users.officer, users.admin]) {
      expect((await send('GET', TRAIL_API.users, undefined, who)).json()).toEqual(expect.arrayContaining([{ id: users.shelter.id, name: 'Sônia Abrigo', ativo: true }]));
      const xlsx = await send('GET', `${TRAIL_API.reportXlsx}?acao=read`, undefined, who);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain('trilha-de-acessos.xlsx');
    }
    const bad = await send('GET', `${TRAIL_API.list}?acao=ler&data_ini=2025-02-01&data_fim=2025-01-01&titular_id=3`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(expect.arrayContaining(['acao: Ação inválida']));
  });
});

describe.each(testDatabases().filter((e) => e === 'postgresql'))('access trail on %s, as a role that is not a superuser', (engine) => {
  const ctx = useTestApp(engine);
  const role = `sisacte_api_${randomBytes(4).toString('hex')}`;
  let database = '';
  const adminUrl = () => process.env[TEST_PG_URL_ENV]!;

  beforeAll(async () => {
    database = (await ctx().handle.withConnection((c) => c.query<{ db: string }>('SELECT current_database() AS db')))[0]!.db;
    await withPgClient(adminUrl(), (c) => c.query(`CREATE ROLE ${role} LOGIN`));
    // Everything an API's role could be given, on every table: the trail's triggers still refuse.
    await ctx().handle.withConnection((c) => c.exec(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}; GRANT USAGE ON SCHEMA public TO ${role}`));
  });
  // After the test database is dropped (useTestApp's afterAll comes first), with the role's grants in it.
  afterAll(async () => {
    await withPgClient(adminUrl(), (c) => c.query(`DROP ROLE IF EXISTS ${role}`));
  });

  it('may add entries but never update, delete or truncate them', async () => {
    const url = new URL(databaseUrl(adminUrl(), database));
    url.username = role;
    url.password = '';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(`INSERT INTO access_trail (user_id, action, record_type) VALUES (NULL, 'read', 'pessoa')`);
      for (const statement of ['UPDATE access_trail SET route = NULL', 'DELETE FROM access_trail', 'TRUNCATE access_trail', 'UPDATE access_trail_head SET last_id = 0']) {
        await expect(client.query(statement)).rejects.toThrow(/trilha de acessos|permission denied/);
      }
      // Switching the guard off takes the table's owner.
      await expect(client.query('ALTER TABLE access_trail DISABLE TRIGGER access_trail_append_only')).rejects.toThrow(/owner|must be/);
    } finally {
      await client.end();
    }
  });
});
