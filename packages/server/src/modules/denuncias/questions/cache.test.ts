import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { createTestApp, createTestDatabase, testDatabases, type TestApp, type TestDatabase } from '../../../test/helpers';
import { create, errorText, FAST, list, solvedCaptcha, useDenunciasPeople, useTestQuestionnaire } from '../test-support';
import type { QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import type { ChannelHandlers } from '../../../lib/channel-listener';
import { createQuestionnaireCache, QUESTIONNAIRE_TRUST_MS } from './cache';
import { readQuestionnaireVersion } from './repository';

// Each API instance keeps the live questionnaire in memory. Two apps on one database stand for two
// instances (each has its own cache): a write through either, or straight to the database, must
// be seen by both at their next request.
describe.each(testDatabases())('the live questionnaire kept in memory on %s', (engine) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTestApp(database.handle, { denuncias: FAST });
    b = await createTestApp(database.handle, { denuncias: FAST });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });
  const people = useDenunciasPeople(() => a);
  const { questionnaire: tq, validBody } = useTestQuestionnaire(() => a, people);
  /**
   * The public list of `t` once `check` holds of it: another instance hears a change by its NOTIFY, a
   * moment after the commit on PostgreSQL (before the statement returns on PGlite).
   */
  async function listWhen(t: TestApp, check: (categories: QuestionCategory[]) => boolean): Promise<QuestionCategory[]> {
    const until = Date.now() + 5000;
    for (;;) {
      const categories = await list(t);
      if (check(categories) || Date.now() > until) return categories;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  /** A yes/no question saved in the second panel through `t`; its id. */
  async function saveQuestion(t: TestApp, enunciado: string, requerido: boolean): Promise<number> {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/questoes',
      headers: people.staff.headers,
      payload: { enunciado, tipo: 1, requerido, categoria: { id: tq.cat2 } },
    });
    expect(saved.statusCode).toBe(200);
    return saved.json().id as number;
  }
  const scoreOf = async (t: TestApp, id: number) => (await queryRows<{ score: number }>(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${id}`))[0]!.score;

  it('bumps the version on every write to the questionnaire or its indicators, and on nothing else', async () => {
    const db = database.handle.db;
    const v0 = await readQuestionnaireVersion(db);
    await queryRows(db, sql`UPDATE question_options SET valor = valor WHERE id = ${tq.q1.opcoes[0]!.id}`);
    const v1 = await readQuestionnaireVersion(db);
    expect(v1).toBeGreaterThan(v0);
    await queryRows(db, sql`UPDATE indicators SET peso = peso WHERE id = ${tq.indA.id}`);
    expect(await readQuestionnaireVersion(db)).toBeGreaterThan(v1);
    const v2 = await readQuestionnaireVersion(db);
    expect((await create(a, validBody(), await solvedCaptcha(a))).statusCode).toBe(201);
    expect(await readQuestionnaireVersion(db)).toBe(v2);
  });

  it('shows a question saved through one instance to the other: in its list once the NOTIFY arrives, in its complaint check at the next request', async () => {
    expect((await list(b)).flatMap((c) => c.questoes).map((q) => q.id)).toContain(tq.q4.id); // B has it in memory
    const added = await saveQuestion(a, 'Há crianças trabalhando?', true);
    expect((await listWhen(b, (l) => l.some((c) => c.questoes.some((q) => q.id === added)))).flatMap((c) => c.questoes).map((q) => q.id)).toContain(added);
    const refused = await create(b, validBody(), await solvedCaptcha(b));
    expect(refused.statusCode).toBe(400);
    expect(errorText(refused)).toContain('A questão "Há crianças trabalhando?" é obrigatória');
    const ok = await create(b, validBody({ questoes: [...validBody().questoes, { idQuestao: added, resposta: 'Não' }] }), await solvedCaptcha(b));
    expect(ok.statusCode).toBe(201);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/questoes/${added}`, headers: people.staff.headers })).statusCode).toBe(204);
    expect((await create(b, validBody(), await solvedCaptcha(b))).statusCode).toBe(201);
  });

  it('follows a change made straight in the database (a script, a migration) at the next request', async () => {
    await queryRows(database.handle.db, sql`UPDATE questions SET requerido = false WHERE id = ${tq.q4.id}`);
    try {
      const withoutStory = validBody({ questoes: validBody().questoes.filter((x) => x.idQuestao !== tq.q4.id) });
      expect((await create(a, withoutStory, await solvedCaptcha(a))).statusCode).toBe(201);
      const q4 = (l: QuestionCategory[]) => l.flatMap((c) => c.questoes).find((q) => q.id === tq.q4.id)!;
      expect(q4(await listWhen(b, (l) => !q4(l).requerido)).requerido).toBe(false);
    } finally {
      await queryRows(database.handle.db, sql`UPDATE questions SET requerido = true WHERE id = ${tq.q4.id}`);
    }
    const q4 = (l: QuestionCategory[]) => l.flatMap((c) => c.questoes).find((q) => q.id === tq.q4.id)!;
    expect(q4(await listWhen(b, (l) => q4(l).requerido)).requerido).toBe(true);
  });

  it('scores with the indicators as they are now: a new weight or a deactivation through one instance counts at the next complaint to the other', async () => {
    const full = tq.indA.peso + tq.indB.peso + tq.indC.peso;
    const first = await create(b, validBody(), await solvedCaptcha(b));
    expect(await scoreOf(b, first.json().id)).toBe(full);
    const save = (body: Record<string, unknown>) => a.app.inject({ method: 'POST', url: '/api/indicadores', headers: people.staff.headers, payload: body });
    const base = { id: tq.indC.id, nome: 'Indicador C', categoria_indicador: 'Trabalho forçado' };
    expect((await save({ ...base, peso: 10, status: 1 })).statusCode).toBe(200);
    const heavier = await create(b, validBody(), await solvedCaptcha(b));
    expect(await scoreOf(b, heavier.json().id)).toBe(tq.indA.peso + tq.indB.peso + 10);
    expect((await save({ ...base, peso: 10, status: 0 })).statusCode).toBe(200);
    const without = await create(b, validBody(), await solvedCaptcha(b));
    expect(await scoreOf(b, without.json().id)).toBe(tq.indA.peso + tq.indB.peso);
    expect(await b.count('complaint_indicators', `complaint_id = ${without.json().id}`)).toBe(2);
    expect((await save({ ...base, peso: tq.indC.peso, status: 1 })).statusCode).toBe(200);
    expect(await scoreOf(b, (await create(b, validBody(), await solvedCaptcha(b))).json().id)).toBe(full);
  });
  /** Counts the reads of the questionnaire's version sent through the shared database handle. */
  function countVersionReads(): { readonly count: number; stop(): void } {
    const client = (database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    const isRead = (arg: unknown) => /FROM questionnaire_version$/.test(typeof arg === 'string' ? arg : ((arg as { text?: string } | null)?.text ?? ''));
    return {
      get count() {
        return spy.mock.calls.filter(([arg]) => isRead(arg)).length;
      },
      stop: () => spy.mockRestore(),
    };
  }

  it('answers the public list from memory while it hears the version change: the version is not read again', async () => {
    await list(b);
    const reads = countVersionReads();
    try {
      for (let i = 0; i < 5; i++) expect((await b.app.inject({ method: 'GET', url: '/api/questoes/list' })).statusCode).toBe(200);
      expect(reads.count).toBe(0);
    } finally {
      reads.stop();
    }
  });

  it("shows this instance's own write at its next request", async () => {
    await list(a);
    const added = await saveQuestion(a, 'Há alojamento no local?', false);
    try {
      // no waiting (the write itself makes A read the version again, should its NOTIFY be slower than the next request)
      expect((await list(a)).flatMap((c) => c.questoes).map((q) => q.id)).toContain(added);
    } finally {
      expect((await a.app.inject({ method: 'DELETE', url: `/api/questoes/${added}`, headers: people.staff.headers })).statusCode).toBe(204);
    }
    expect((await list(a)).flatMap((c) => c.questoes).map((q) => q.id)).not.toContain(added);
  });
  it('trusts what it keeps only while the channel is heard and has said nothing, for at most QUESTIONNAIRE_TRUST_MS', async () => {
    const db = database.handle.db;
    let handlers: ChannelHandlers | undefined;
    const listener = { up: true, on: (_channel: string, h: ChannelHandlers) => void (handlers = h), start: async () => {}, close: async () => {} };
    let clock = 0;
    const cache = createQuestionnaireCache(listener, { now: () => clock });
    const bump = () => queryRows(db, sql`UPDATE questionnaire_version SET version = version + 1`);
    const v1 = (await cache.current(db)).version;
    await bump(); // a change whose NOTIFY has not arrived yet
    expect((await cache.current(db)).version).toBe(v1);
    cache.changed(); // this instance's own write
    const v2 = (await cache.current(db)).version;
    expect(v2).toBeGreaterThan(v1);
    await bump();
    handlers!.notification(String(v2 + 1n));
    expect((await cache.current(db)).version).toBe(v2 + 1n);
    await bump();
    clock += QUESTIONNAIRE_TRUST_MS; // a NOTIFY missed: trusted no longer than this
    expect((await cache.current(db)).version).toBe(v2 + 2n);
    await bump();
    handlers!.down?.();
    listener.up = false; // not heard: every request reads the version
    expect((await cache.current(db)).version).toBe(v2 + 3n);
    await bump();
    expect((await cache.current(db)).version).toBe(v2 + 4n);

    // QUESTIONNAIRE_CACHE_SECONDS=0 (behind a pooler in transaction mode): heard or not, the version is read every time
    listener.up = true;
    const never = createQuestionnaireCache(listener, { trustMs: 0, now: () => clock });
    const v6 = (await never.current(db)).version;
    await bump();
    expect((await never.current(db)).version).toBe(v6 + 1n);
  });
});
