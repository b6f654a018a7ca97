import { FUNCTION_NOT_FOUND_MESSAGE, functionInUseMessage, functionTakenMessage } from '@sisacte/contracts/acolhimento/functions';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, expectGuarded, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({ functions: 'functions' });

describe.each(testDatabases())('functions API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: [ROLES.ACOLHIMENTO], other: [ROLES.RELATORIOS] });

  const createFn = (name: unknown) => send('POST', '/api/function/create', { name });
  const get = (url: string) => send('GET', url);
  const del = (id: number | string) => send('DELETE', `/api/function/delete/${id}`);

  it('creates functions with unique names (ignoring case and accents), lists and searches them', async () => {
    const eletricista = await createFn('  Eletricista ');
    expect(eletricista.statusCode).toBe(201);
    expect(eletricista.json()).toEqual({ id: expect.any(Number), name: 'Eletricista' });
    expect((await createFn('Açougueiro')).statusCode).toBe(201);
    expect((await createFn('Babá')).statusCode).toBe(201);

    const dup = await createFn('ACOUGUEIRO');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(functionTakenMessage('Açougueiro'));

    const list = await get('/api/function/list');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((f: { name: string }) => f.name)).toEqual(['Açougueiro', 'Babá', 'Eletricista']);

    expect((await get('/api/function/search?text=acou')).json().map((f: { name: string }) => f.name)).toEqual(['Açougueiro']);
    expect((await get('/api/function/search?text=BA')).json().map((f: { name: string }) => f.name)).toEqual(['Babá']);
    expect((await get('/api/function/search?text=%25')).json()).toEqual([]);
    expect((await get('/api/function/search')).json()).toHaveLength(3);
    expect((await get(`/api/function/search?text=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('refuses bad names (400) and writes nothing', async () => {
    const t = ctx();
    const refused = badInputCheck(t, users.worker, '/api/function/create', snapshot);
    for (const [name, message] of [
      [undefined, 'name: Nome da profissão é obrigatório'],
      [42, 'name: Nome da profissão é obrigatório'],
      ['x', 'name: Nome da profissão deve ter ao menos 2 caracteres'],
      ['y'.repeat(101), 'name: Nome da profissão deve ter no máximo 100 caracteres'],
    ] as const) {
      await refused({ name }, [message]);
    }
  });

  it('deletes an unused function, and refuses one in use with a clear message', async () => {
    const t = ctx();
    const unused = (await createFn('Jardineiro')).json();
    const used = (await createFn('Costureira')).json();
    await createTestPerson(t, users.worker, 'Rosa Costura', { functions: [used.id] });

    const refused = await del(used.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(functionInUseMessage('Costureira', 1));
    expect(refused.json().message).toBe('A profissão "Costureira" não pode ser excluída: está em uso em 1 cadastro(s)');
    expect(await t.count('functions', `id = ${used.id}`)).toBe(1);

    // A function held by vacancies only (no person) is refused the same way, naming them.
    const pintor = (await createFn('Pintor')).json();
    const employer = (await send('POST', '/api/employer', { name: 'Pinturas Função', document: '11.222.333/0001-81' })).json();
    for (let i = 0; i < 2; i++) expect((await send('POST', '/api/vacancy', { employer: employer.id, function: pintor.id, places: 1 })).statusCode).toBe(201);
    const byVacancies = await del(pintor.id);
    expect(byVacancies.statusCode).toBe(400);
    expect(byVacancies.json().message).toBe('A profissão "Pintor" não pode ser excluída: está em uso em 2 vaga(s)');
    await createTestPerson(t, users.worker, 'Paulo Pintor', { functions: [pintor.id] });
    expect((await del(pintor.id)).json().message).toBe(functionInUseMessage('Pintor', 1, 2));
    expect(functionInUseMessage('Pintor', 1, 2)).toBe('A profissão "Pintor" não pode ser excluída: está em uso em 1 cadastro(s) e 2 vaga(s)');
    expect(await t.count('functions', `id = ${pintor.id}`)).toBe(1);

    const ok = await del(unused.id);
    expect(ok.statusCode).toBe(204);
    expect(await t.count('functions', `id = ${unused.id}`)).toBe(0);
    const again = await del(unused.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FUNCTION_NOT_FOUND_MESSAGE);
    const bad = await del('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toContain('function_id: function_id deve ser um número');
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const t = ctx();
    const fn = (await createFn('Motorista')).json();
    await expectGuarded(t, users.other, [
      ['GET', '/api/function/list'],
      ['GET', '/api/function/search?text=mo'],
      ['POST', '/api/function/create', { name: 'Pintor' }],
      ['DELETE', `/api/function/delete/${fn.id}`],
    ], snapshot);
  });
});
