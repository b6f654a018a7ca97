import { readFileSync } from 'node:fs';
import { modelSeedFileSchema } from '@sisacte/contracts/autodiagnostico/models';
import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/helpers';
import { AUTODIAGNOSTICO_SEED_FILE, seedAutodiagnostico } from './autodiagnostico';
import { prepareDatabase } from '.';

jest.setTimeout(120_000);

describe('the committed self-diagnosis models', () => {
  const file = modelSeedFileSchema.parse(JSON.parse(readFileSync(AUTODIAGNOSTICO_SEED_FILE, 'utf8')));

  it('has at least two models of 4 to 6 blocks and 25 to 40 questions, each risky option with a suggested measure', () => {
    expect(file.modelos.length).toBeGreaterThanOrEqual(2);
    for (const model of file.modelos) {
      expect(model.blocos.length).toBeGreaterThanOrEqual(4);
      expect(model.blocos.length).toBeLessThanOrEqual(6);
      const questions = model.blocos.flatMap((b) => b.questoes);
      expect(questions.length).toBeGreaterThanOrEqual(25);
      expect(questions.length).toBeLessThanOrEqual(40);
      for (const q of questions) {
        expect(q.opcoes.some((o) => o.risco === 'Zero')).toBe(true);
        expect(q.opcoes.some((o) => o.risco !== 'Zero')).toBe(true);
        for (const o of q.opcoes) if (o.risco !== 'Zero') expect(o.medidas_sugeridas.length).toBeGreaterThan(0);
      }
    }
  });
});

describe.each(testDatabases())('self-diagnosis seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await prepareDatabase(database.handle);
  });
  afterAll(() => database.drop());

  it('stores every model once, as version 1 and offered, and leaves them alone on the next start', async () => {
    const models = () => queryRows<{ codigo: string; versao: number; ativo: boolean; questoes: number }>(
      database.handle.db,
      sql`SELECT m.codigo, m.versao, m.ativo,
                 (SELECT count(*)::int FROM autodiag_questions q JOIN autodiag_blocks b ON b.id = q.block_id WHERE b.model_id = m.id) AS questoes
          FROM autodiag_models m ORDER BY m.codigo`,
    );
    const first = await models();
    expect(first.map((m) => [m.codigo, m.versao, m.ativo])).toEqual([
      ['comercio-servicos', 1, true],
      ['rural', 1, true],
    ]);
    for (const m of first) expect(m.questoes).toBeGreaterThanOrEqual(25);
    expect(await seedAutodiagnostico(database.handle.db)).toEqual([]);
    expect(await models()).toEqual(first);
  });
});
