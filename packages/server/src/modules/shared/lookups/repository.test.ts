import { PLACES_API } from '@sisacte/contracts/localization/places';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { createTestPerson, testDatabases, useTestApp, type TestUser } from '../../../test/helpers';
import * as lookups from './repository';

jest.setTimeout(120_000);

describe.each(testDatabases())('shared lookups on %s', (engine) => {
  const ctx = useTestApp(engine);
  let worker: TestUser;

  beforeAll(async () => {
    worker = await ctx().userWith([ROLES.ACOLHIMENTO], { name: 'Lúcia Lookup' });
  });

  it('finds places by id, and a city only within its own state', async () => {
    const db = ctx().handle.db;
    expect(await lookups.countryName(db, 1)).toBe('Brasil');
    expect(await lookups.countryName(db, 999_999)).toBeNull();
    const sp = (await ctx().app.inject({ method: 'GET', url: `${PLACES_API.state}?uf=SP` })).json() as { id: number };
    const state = await lookups.findState(db, sp.id);
    expect(state).toEqual({ id: sp.id, countryId: 1, uf: 'SP', nome: 'São Paulo' });
    const saoPaulo = (await ctx().app.inject({ method: 'GET', url: `${PLACES_API.city}?ibge=3550308` })).json() as { id: number };
    expect(await lookups.findCity(db, saoPaulo.id)).toEqual({ id: saoPaulo.id, stateId: sp.id, nome: 'São Paulo' });
    expect(await lookups.findCityInUf(db, saoPaulo.id, 'SP')).toEqual({ id: saoPaulo.id, nome: 'São Paulo' });
    expect(await lookups.findCityInUf(db, saoPaulo.id, 'RJ')).toBeNull();
    expect(await lookups.findState(db, 999_999)).toBeNull();
    expect(await lookups.findCity(db, 999_999)).toBeNull();
  });

  it('answers user names, function names by name, which function ids exist, and a person’s state', async () => {
    const { app, handle } = ctx();
    expect(await lookups.userName(handle.db, worker.id)).toBe('Lúcia Lookup');
    expect(await lookups.userName(handle.db, 999_999)).toBeNull();

    const create = async (name: string) =>
      (await app.inject({ method: 'POST', url: '/api/function/create', headers: worker.headers, payload: { name } })).json() as { id: number };
    const zelador = await create('Zelador Lookup');
    const auxiliar = await create('Auxiliar Lookup');
    expect(await lookups.functionNames(handle.db, [zelador.id, auxiliar.id, 999_999])).toEqual(['Auxiliar Lookup', 'Zelador Lookup']);
    expect(await lookups.functionNames(handle.db, [])).toEqual([]);
    expect(await lookups.existingFunctionIds(handle.db, [zelador.id, 999_999])).toEqual(new Set([zelador.id]));

    const person = await createTestPerson(ctx(), worker, 'Paula Lookup');
    expect(await lookups.findPerson(handle.db, person.id)).toEqual({ id: person.id, name: 'Paula Lookup', status: 'active', familyId: null });
    await app.inject({ method: 'GET', url: `/api/welcomed-delete/${person.id}`, headers: worker.headers });
    expect((await lookups.findPerson(handle.db, person.id))?.status).toBe('drashed');
    expect(await lookups.findPerson(handle.db, 999_999)).toBeNull();
  });
});
