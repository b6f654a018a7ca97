import { FORWARDING_TYPE_NOT_FOUND_MESSAGE, forwardingTypeInUseMessage, forwardingTypeTakenMessage } from '@sisacte/contracts/acolhimento/forwarding-types';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, expectGuarded, expectNotFound, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({ types: 'forwarding_types', titles: ['forwarding_types', "title LIKE 'Tipo%'"] });

describe.each(testDatabases())('referral types API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: [ROLES.ACOLHIMENTO], other: [ROLES.DENUNCIAS] });

  it('creates, lists (paged and whole), reads, renames and deletes types; titles are unique ignoring case and accents', async () => {
    const t = ctx();
    const saude = await send('POST', '/api/forwarding-type', { title: '  Saúde ' });
    expect(saude.statusCode).toBe(201);
    expect(saude.json()).toEqual({ id: expect.any(Number), title: 'Saúde' });
    const cras = (await send('POST', '/api/forwarding-type', { title: 'CRAS' })).json();
    const edu = (await send('POST', '/api/forwarding-type', { title: 'Educação' })).json();

    const page = (await send('GET', '/api/forwarding-types')).json();
    expect(page).toMatchObject({ totalElements: 3, size: 20, number: 0 });
    expect(page.content.map((x: { id: number }) => x.id)).toEqual([edu.id, cras.id, saude.json().id]);
    expect((await send('GET', '/api/forwarding-types?title=educacao')).json().content).toEqual([edu]);
    expect((await send('GET', '/api/forwarding-types?sort=title,asc')).json().content.map((x: { title: string }) => x.title)).toEqual(['CRAS', 'Educação', 'Saúde']);
    expect((await send('GET', '/api/forwarding-types-list')).json().map((x: { title: string }) => x.title)).toEqual(['CRAS', 'Educação', 'Saúde']);
    expect((await send('GET', `/api/forwarding-type/${cras.id}`)).json()).toEqual(cras);

    const refused = badInputCheck(t, users.worker, '/api/forwarding-type', snapshot);
    await refused({ title: 'SAUDE' }, [forwardingTypeTakenMessage('Saúde')]);
    await refused({ id: cras.id, title: 'saúde' }, [forwardingTypeTakenMessage('Saúde')], { method: 'PUT' });
    // The round trip: what GET answers, with the title changed.
    const renamed = await send('PUT', '/api/forwarding-type', { ...cras, title: 'CRAS Centro' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: cras.id, title: 'CRAS Centro' });
    expect((await send('PUT', '/api/forwarding-type', { id: 999999, title: 'Nada' })).statusCode).toBe(404);

    expect((await send('DELETE', `/api/forwarding-type/${edu.id}`)).statusCode).toBe(204);
    await expectNotFound(send, `/api/forwarding-type/${edu.id}`, FORWARDING_TYPE_NOT_FOUND_MESSAGE);
    expect((await send('DELETE', `/api/forwarding-type/${edu.id}`)).statusCode).toBe(404);
  });

  it('refuses bad titles and deleting a type in use, writing nothing', async () => {
    const t = ctx();
    const refused = badInputCheck(t, users.worker, '/api/forwarding-type', snapshot);
    await refused({}, ['title: Título é obrigatório']);
    await refused({ title: 12 }, ['title: Título é obrigatório']);
    await refused({ title: ' x ' }, ['title: Título deve ter ao menos 2 caracteres']);
    await refused({ title: 'T'.repeat(101) }, ['title: Título deve ter no máximo 100 caracteres']);

    const type = (await send('POST', '/api/forwarding-type', { title: 'Tipo em Uso' })).json();
    const person = await createTestPerson(t, users.worker, 'Pessoa Encaminhada Tipo');
    expect((await send('POST', '/api/forwarding', { welcomed: person.id, forwardingTypes: [type.id] })).statusCode).toBe(201);
    const before = await snapshot(t);
    const res = await send('DELETE', `/api/forwarding-type/${type.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(forwardingTypeInUseMessage('Tipo em Uso', 1));
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const type = (await send('POST', '/api/forwarding-type', { title: 'Tipo Protegido' })).json();
    await expectGuarded(ctx(), users.other, [
      ['GET', '/api/forwarding-types'],
      ['GET', '/api/forwarding-types-list'],
      ['GET', `/api/forwarding-type/${type.id}`],
      ['POST', '/api/forwarding-type', { title: 'Tipo Novo' }],
      ['PUT', '/api/forwarding-type', { id: type.id, title: 'Tipo Outro' }],
      ['DELETE', `/api/forwarding-type/${type.id}`],
    ], snapshot);
  });
});
