import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/helpers';
import { prepareDatabase } from './index';
import { seedLocalization } from './localization';

describe.each(testDatabases())('localization seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  const counts = async () =>
    (
      await queryRows<{ countries: number; states: number; cities: number; cnae: number }>(
        database.handle.db,
        sql`SELECT (SELECT count(*)::int FROM countries) AS countries, (SELECT count(*)::int FROM states) AS states,
                   (SELECT count(*)::int FROM cities) AS cities, (SELECT count(*)::int FROM cnae) AS cnae`,
      )
    )[0]!;

  it('fills countries (Brazil id 1), the 27 states, every IBGE municipality and the CNAE subclasses at start-up', async () => {
    await prepareDatabase(database.handle);
    expect(await counts()).toEqual({ countries: 250, states: 27, cities: 5571, cnae: 1332 });

    const [brazil] = await queryRows(database.handle.db, sql`SELECT id, nome_pt, iso2 FROM countries WHERE id = 1`);
    expect(brazil).toEqual({ id: 1, nome_pt: 'Brasil', iso2: 'BR' });
    const [sp] = await queryRows(
      database.handle.db,
      sql`SELECT c.nome, s.uf, s.nome AS estado FROM cities c JOIN states s ON s.id = c.state_id WHERE c.ibge = 3550308`,
    );
    expect(sp).toEqual({ nome: 'São Paulo', uf: 'SP', estado: 'São Paulo' });
    const [cnae] = await queryRows(database.handle.db, sql`SELECT * FROM cnae WHERE cod_digits = '0210108'`);
    expect(cnae).toEqual({ cod_subclasse: '0210-1/08', desc_subclasse: 'PRODUÇÃO DE CARVÃO VEGETAL - FLORESTAS PLANTADAS', cod_digits: '0210108' });
  });

  it('leaves tables that already have rows alone on the next start', async () => {
    await database.handle.db.execute(sql`DELETE FROM cnae WHERE cod_digits <> '0111301'`);
    await database.handle.db.execute(sql`UPDATE cities SET nome = 'Nome Local' WHERE ibge = 3550308`);
    expect(await seedLocalization(database.handle.db)).toEqual({ countries: 0, states: 0, cities: 0, cnae: 0 });
    expect((await counts()).cnae).toBe(1);
    const [city] = await queryRows<{ nome: string }>(database.handle.db, sql`SELECT nome FROM cities WHERE ibge = 3550308`);
    expect(city!.nome).toBe('Nome Local');
  });

  it('refills an emptied table only', async () => {
    await database.handle.db.execute(sql`DELETE FROM cnae`);
    expect(await seedLocalization(database.handle.db)).toEqual({ countries: 0, states: 0, cities: 0, cnae: 1332 });
  });
});
