import { WELCOMED_MESSAGES } from '@sisacte/contracts/acolhimento/welcomed';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { expectGuarded, expectNotFound, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, testDatabases } from '../../../test/helpers';
import { alreadyInFamilyMessage, FAMILY_NOT_FOUND_MESSAGE, NOT_IN_FAMILY_MESSAGE, SAME_PERSON_MESSAGE, trashedPersonMessage } from './service';

jest.setTimeout(120_000);

const snapshot = rowCounts({ families: 'families', members: ['welcomeds', 'family_id IS NOT NULL'], history: 'welcomed_history' });

describe.each(testDatabases())('family API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Fabiana Família' }, other: [ROLES.PAINEL] });

  const create = (name: string) => createTestPerson(ctx(), users.worker, name);
  const post = (url: string, payload?: object) => send('POST', url, payload);
  const get = (url: string) => send('GET', url);
  const familyOf = async (id: number) => (await get(`/api/welcomeds/${id}`)).json().family as { id: number } | null;

  it('creates a group, lets others join (also through a member without a group), lists members, and dissolves the group when the last one leaves', async () => {
    const t = ctx();
    const mae = await create('Mãe Família');
    const filho = await create('Filho Família');
    const tia = await create('Tia Família');

    const created = await post(`/api/family/create/${mae.id}`);
    expect(created.statusCode).toBe(201);
    const familyId = created.json().family.id;
    expect(created.json()).toEqual({
      family: { id: familyId },
      members: [expect.objectContaining({ id: mae.id, name: 'Mãe Família', status: 'active' })],
      message: WELCOMED_MESSAGES.FAMILY_CREATED,
    });
    expect(await familyOf(mae.id)).toEqual({ id: familyId });

    const joined = await post('/api/family/enter-in-family', { welcomed_id: filho.id, member_id: mae.id });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().message).toBe('Adicionado ao Grupo Familiar!');
    expect(joined.json().members.map((m: { name: string }) => m.name)).toEqual(['Filho Família', 'Mãe Família']);

    const members = await get(`/api/family/members/${familyId}`);
    expect(members.statusCode).toBe(200);
    expect(members.json().members.map((m: { id: number }) => m.id).sort()).toEqual([mae.id, filho.id].sort());

    // Found by name with the group's members, to join it.
    const found = (await get('/api/welcomeds/search-with-group-family?name=mae familia')).json();
    expect(found).toEqual([
      expect.objectContaining({ id: mae.id, family: { id: familyId, members: [{ id: filho.id, name: 'Filho Família' }, { id: mae.id, name: 'Mãe Família' }] } }),
    ]);
    expect((await get('/api/welcomeds/search-with-group-family?name=ti')).json()).toEqual([]);
    expect((await get(`/api/welcomeds/search-with-group-family?name=${'x'.repeat(151)}`)).statusCode).toBe(400);

    // Joining someone who has no group makes a new group for both.
    const avo = await create('Avó Família');
    const pair = await post('/api/family/enter-in-family', { welcomed_id: avo.id, member_id: tia.id });
    expect(pair.statusCode).toBe(200);
    expect(pair.json().family.id).not.toBe(familyId);
    expect(pair.json().members.map((m: { name: string }) => m.name)).toEqual(['Avó Família', 'Tia Família']);

    // Leaving: the group stays while it has members, and is removed with the last one.
    const left = await post(`/api/family/out-of-family/${filho.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ family: null, members: [], message: WELCOMED_MESSAGES.FAMILY_LEFT });
    expect(await familyOf(filho.id)).toBeNull();
    expect((await get(`/api/family/members/${familyId}`)).json().members.map((m: { id: number }) => m.id)).toEqual([mae.id]);
    const familiesBefore = await t.count('families');
    expect((await post(`/api/family/out-of-family/${mae.id}`)).statusCode).toBe(200);
    expect(await t.count('families')).toBe(familiesBefore - 1);
    await expectNotFound(send, `/api/family/members/${familyId}`, FAMILY_NOT_FOUND_MESSAGE);

    // Every transition is in the person's history, readable.
    const history = (await get(`/api/welcomed-history/${filho.id}`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['family', 'family', 'create']);
    expect(history[0].changes).toEqual([{ field: 'family', label: 'Grupo familiar', from: `Grupo familiar nº ${familyId}`, to: null }]);
    expect(history[1].changes).toEqual([{ field: 'family', label: 'Grupo familiar', from: null, to: `Grupo familiar nº ${familyId}` }]);
    expect(history[0].author).toEqual({ id: users.worker.id, name: 'Fabiana Família' });
  });

  it('refuses transitions that make no sense, writing nothing', async () => {
    const t = ctx();
    const a = await create('Ana Regra');
    const b = await create('Bia Regra');
    const lixo = await create('Lia Lixeira');
    await post(`/api/family/create/${a.id}`);
    await post('/api/family/enter-in-family', { welcomed_id: b.id, member_id: a.id });
    await get(`/api/welcomed-delete/${lixo.id}`);
    const before = await snapshot(t);

    const cases: [string, object | undefined, number, string][] = [
      [`/api/family/create/${a.id}`, undefined, 400, alreadyInFamilyMessage('Ana Regra')],
      [`/api/family/create/${lixo.id}`, undefined, 400, trashedPersonMessage('Lia Lixeira')],
      [`/api/family/create/99999999`, undefined, 404, 'Cadastro não encontrado'],
      [`/api/family/out-of-family/${lixo.id}`, undefined, 400, NOT_IN_FAMILY_MESSAGE],
      ['/api/family/enter-in-family', { welcomed_id: a.id, member_id: a.id }, 400, SAME_PERSON_MESSAGE],
      ['/api/family/enter-in-family', { welcomed_id: b.id, member_id: a.id }, 400, 'Bia Regra já está neste grupo familiar'],
      ['/api/family/enter-in-family', { welcomed_id: lixo.id, member_id: a.id }, 400, trashedPersonMessage('Lia Lixeira')],
      ['/api/family/enter-in-family', { welcomed_id: 99999999, member_id: a.id }, 404, 'Cadastro não encontrado'],
      ['/api/family/enter-in-family', {}, 400, 'welcomed_id: Pessoa inválida'],
      ['/api/family/enter-in-family', { welcomed_id: 'x', member_id: [1] }, 400, 'member_id: Membro do grupo familiar inválido'],
      ['/api/family/enter-in-family', { welcomed_id: "1; DROP TABLE families", member_id: 1 }, 400, 'welcomed_id: Pessoa inválida'],
      ['/api/family/create/abc', undefined, 400, 'id: id deve ser um número'],
      ['/api/family/out-of-family/-1', undefined, 400, 'id: id deve ser positivo'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().messages).toContain(message);
    }
    const third = await create('Cida Regra');
    await post(`/api/family/create/${third.id}`);
    const moved = await post('/api/family/enter-in-family', { welcomed_id: third.id, member_id: a.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(alreadyInFamilyMessage('Cida Regra'));
    expect((await snapshot(t)).members).toBe(before.members + 1);
    expect((await snapshot(t)).families).toBe(before.families + 1);
  });

  it('refuses anonymous (401) and role-less (403) callers on every family endpoint', async () => {
    const t = ctx();
    const p = await create('Guarda Família');
    await expectGuarded(t, users.other, [
      ['GET', '/api/family/members/1'],
      ['POST', `/api/family/create/${p.id}`],
      ['POST', '/api/family/enter-in-family', { welcomed_id: p.id, member_id: 1 }],
      ['POST', `/api/family/out-of-family/${p.id}`],
      ['GET', '/api/welcomeds/search-with-group-family?name=guarda'],
    ], snapshot);
  });
});
