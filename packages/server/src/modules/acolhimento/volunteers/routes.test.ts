import { VOLUNTEER_NOT_FOUND_MESSAGE, VOLUNTEERS_API } from '@sisacte/contracts/acolhimento/volunteers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, crudRequests, expectGuarded, expectNotFound, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({ volunteers: 'volunteers' });

describe.each(testDatabases())('volunteers API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Valter Voluntários' }, other: [ROLES.DENUNCIAS] });

  it('creates, reads, edits (round trip), lists and deletes volunteers', async () => {
    const created = await send('POST', '/api/volunteer', { name: 'Júlia Voluntária', phone: '(95) 98888-0000', email: 'julia@example.org', skills: 'Aulas de português', availability: 'Sábados' });
    expect(created.statusCode).toBe(201);
    const v = created.json();
    expect(v).toMatchObject({ name: 'Júlia Voluntária', skills: 'Aulas de português', availability: 'Sábados', author: { id: users.worker.id, name: 'Valter Voluntários' } });
    expect((await send('GET', `/api/volunteers/${v.id}`)).json()).toEqual(v);
    const edited = await send('PUT', '/api/volunteer', { ...v, availability: 'Domingos' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...v, availability: 'Domingos' });
    const other = (await send('POST', '/api/volunteer', { name: 'Marcos Apoio' })).json();
    expect((await send('GET', '/api/volunteers')).json().content.map((x: { id: number }) => x.id)).toEqual([other.id, v.id]);
    expect((await send('GET', '/api/volunteers?name=julia')).json().content.map((x: { id: number }) => x.id)).toEqual([v.id]);
    expect((await send('DELETE', `/api/volunteer/${other.id}`)).statusCode).toBe(204);
    await expectNotFound(send, `/api/volunteers/${other.id}`, VOLUNTEER_NOT_FOUND_MESSAGE);
    expect((await send('PUT', '/api/volunteer', { ...v, id: 999999 })).statusCode).toBe(404);
  });

  it('refuses bad input, writing nothing', async () => {
    const refused = badInputCheck(ctx(), users.worker, '/api/volunteer', snapshot);
    await refused({}, ['name: Nome é obrigatório']);
    await refused({ name: 'V'.repeat(151) }, ['name: Nome deve ter no máximo 150 caracteres']);
    await refused({ name: 'Vera', email: 'x' }, ['email: E-mail inválido']);
    await refused({ name: 'Vera', skills: 's'.repeat(1001) }, ['skills: Habilidades deve ter no máximo 1000 caracteres']);
    await refused({ name: 'Vera', availability: 42 }, ['availability: Disponibilidade deve ser um texto']);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const v = (await send('POST', '/api/volunteer', { name: 'Vó Protegida' })).json();
    await expectGuarded(ctx(), users.other, crudRequests(VOLUNTEERS_API, { id: v.id, create: { name: 'Novo' }, update: { ...v, name: 'Outro' } }), snapshot);
  });
});
