import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { testDatabases, useTestApp } from '../../test/helpers';
import { purgeAutodiagnostico } from './routes';
import { autodiagClient } from './test-support';

jest.setTimeout(180_000);

describe.each(testDatabases())('self-diagnosis housekeeping on %s', (engine) => {
  // The first purge runs shortly after start (here 3 s), not only after the hourly interval.
  const ctx = useTestApp(engine, { autodiagnostico: { abandonedAfterDays: 30, firstPurgeAfterMs: 3000, purgeEveryMs: 60 * 60 * 1000 } });
  const client = autodiagClient(ctx, '10.0.5.1');
  const db = () => ctx().handle.db;
  const age = (id: number, days: number) => db().execute(sql`UPDATE autodiag_evaluations SET updated_at = now() - ${days}::int * interval '1 day' WHERE id = ${id}`);
  const exists = async (id: number) => (await ctx().count('autodiag_evaluations', `id = ${id}`)) === 1;

  it('runs the first purge shortly after start, without waiting for the interval', async () => {
    // This test runs first: the app's first purge (3 s after start) is still ahead.
    const abandoned = await client.create();
    await age(abandoned.id, 31);
    expect(await exists(abandoned.id)).toBe(true);
    for (let i = 0; i < 100 && (await exists(abandoned.id)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await exists(abandoned.id)).toBe(false);
  });

  it('deletes unfinished evaluations untouched past the limit with their answers, keeps recent and finished ones, and forgets keys older than 24 h', async () => {
    const abandoned = await client.create();
    const recent = await client.create();
    const finished = await client.create();
    await client.answerAll(finished, (options) => options[0]!);
    await client.answerAll(abandoned, (options) => options[0]!);
    await db().execute(sql`UPDATE autodiag_evaluations SET finalizada_em = NULL WHERE id = ${abandoned.id}`);
    await age(abandoned.id, 31);
    await age(recent.id, 29);
    await age(finished.id, 400);
    const keyed = await client.inject({ method: 'POST', url: '/api/autodiagnostico', payload: { modelo_id: await client.modelId(), nome_estabelecimento: 'Chave velha', cnae: '4721102', uf: 'SP' }, headers: { 'idempotency-key': 'old-key-00000001' } });
    await client.inject({ method: 'POST', url: '/api/autodiagnostico', payload: { modelo_id: await client.modelId(), nome_estabelecimento: 'Chave nova', cnae: '4721102', uf: 'SP' }, headers: { 'idempotency-key': 'new-key-00000001' } });
    await db().execute(sql`UPDATE autodiag_idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-key-00000001'`);

    expect(await purgeAutodiagnostico(db(), 30)).toEqual({ evaluations: 1, keys: 1 });
    expect([await exists(abandoned.id), await exists(recent.id), await exists(finished.id), await exists(keyed.json().avaliacao_id)]).toEqual([false, true, true, true]);
    expect(await ctx().count('autodiag_answers', `evaluation_id = ${abandoned.id}`)).toBe(0);
    expect(await queryRows<{ key: string }>(db(), sql`SELECT key FROM autodiag_idempotency_keys WHERE key LIKE '%-key-00000001'`)).toEqual([{ key: 'new-key-00000001' }]);
    expect(await purgeAutodiagnostico(db(), 30)).toEqual({ evaluations: 0, keys: 0 });
  });
});
