import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { welcomeds } from '../../../../db/schema';
import { createTestPerson, testDatabases, useTestApp, type TestUser } from '../../../../test/helpers';
import { registerWelcomedFilter, registeredWelcomedFilters } from '.';

jest.setTimeout(120_000);

describe.each(testDatabases())('people-list filter contributors on %s', (engine) => {
  const ctx = useTestApp(engine);
  let worker: TestUser;

  beforeAll(async () => {
    worker = await ctx().userWith([ROLES.ACOLHIMENTO]);
    for (const name of ['Ana Contribuída', 'Bia Contribuída', 'Cida Contribuída']) await createTestPerson(ctx(), worker, name);
  });

  const names = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/welcomeds?${query}`, headers: worker.headers });
    expect(res.statusCode).toBe(200);
    return { names: res.json().content.map((w: { name: string }) => w.name), total: res.json().totalElements };
  };

  it('registers the features’ filters after the person’s own columns', () => {
    expect(registeredWelcomedFilters()).toEqual(expect.arrayContaining(['status', 'name', 'stays', 'referrals', 'monitoring', 'functions']));
    expect(registeredWelcomedFilters()[0]).toBe('status');
  });

  it('narrows the list, its count and the reports with a predicate registered from outside welcomed, and stops when unregistered', async () => {
    expect(await names('name=contribuida')).toEqual({ names: ['Ana Contribuída', 'Bia Contribuída', 'Cida Contribuída'], total: 3 });

    // A future module's predicate: applies only when its filter is set (here: any name filter).
    const unregister = registerWelcomedFilter('test-not-bia', (f) => (f.name ? sql`${welcomeds.name} <> 'Bia Contribuída'` : undefined));
    try {
      expect(await names('name=contribuida')).toEqual({ names: ['Ana Contribuída', 'Cida Contribuída'], total: 2 });
      const xlsx = await ctx().app.inject({ method: 'GET', url: '/api/welcomeds/report-xlsx?name=contribuida', headers: worker.headers });
      expect(xlsx.statusCode).toBe(200);
    } finally {
      unregister();
    }
    expect(registeredWelcomedFilters()).not.toContain('test-not-bia');
    expect(await names('name=contribuida')).toEqual({ names: ['Ana Contribuída', 'Bia Contribuída', 'Cida Contribuída'], total: 3 });
  });

  it('replacing a contributor under the same key, then undoing it, restores the previous one', async () => {
    const undo = registerWelcomedFilter('stays', (f) => (f.stays === true ? sql`${welcomeds.name} = 'Ana Contribuída'` : undefined));
    try {
      expect(await names('name=contribuida&stays=true')).toEqual({ names: ['Ana Contribuída'], total: 1 });
    } finally {
      undo();
    }
    // Back to the stays module's own predicate: nobody here has a stay.
    expect((await names('name=contribuida&stays=true')).total).toBe(0);
  });
});
