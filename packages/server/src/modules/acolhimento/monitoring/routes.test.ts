import { FAMILY_COMPOSITION_NOT_FOUND_MESSAGE, foreignFamilyRowMessage, MONITOR_NOT_FOUND_MESSAGE, MONITOR_PERSON_CHANGE_MESSAGE } from '@sisacte/contracts/acolhimento/monitors';
import { trashedWelcomedMessage, UNKNOWN_WELCOMED_MESSAGE } from '@sisacte/contracts/acolhimento/refs';
import { reversedDatesMessage } from '@sisacte/contracts/acolhimento/welcomed-filter';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { badInputCheck, expectGuarded, expectNotFound, expectRoundTrip, rowCounts, useEntityTest } from '../../../test/crud-checks';
import { createTestPerson, expectRefusedWritingNothing, testDatabases } from '../../../test/helpers';

jest.setTimeout(120_000);

const snapshot = rowCounts({ monitors: 'monitors', family: 'family_compositions', history: 'welcomed_history' });

describe.each(testDatabases())('monitoring API on %s', (engine) => {
  const { ctx, users, send } = useEntityTest(engine, { worker: { roles: [ROLES.ACOLHIMENTO], name: 'Mônica Monitora' }, other: [ROLES.RELATORIOS] });
  const ids = (res: { json(): { content: { id: number }[] } }) => res.json().content.map((x) => x.id);

  it('records a visit with benefits, risks, home, support and family composition; reads, edits (round trip), lists and deletes it', async () => {
    const t = ctx();
    const ana = await createTestPerson(t, users.worker, 'Ana Monitorada');
    // What GET answers, with one field changed, is accepted as is (family rows kept by id).
    // The visit's answers, kept as sent (benefits come back as a sorted set of ids).
    const answers = { working: true, signed_work_card: false, like_work: true, riscs: [1, 3], home_type: 2, support_levels: ['Municipal'], needs: ['Saúde', 'CREAS'], notes: 'Trabalha em obra' };
    const created = await send('POST', '/api/monitor', {
      welcomed: ana.id,
      ...answers,
      benefits: [6, 1, { id: 5 }, 1],
      family_composition: [
        { name: 'João', relation: 'Filho', age: 8 },
        { name: 'Maria', relation: 'Mãe', age: 61, disabled: true },
      ],
    });
    const m = await expectRoundTrip(send, created, {
      id: expect.any(Number),
      welcomed: { id: ana.id, name: 'Ana Monitorada', cpf: null, status: 'active' },
      author: { id: users.worker.id, name: 'Mônica Monitora' },
      created_at: expect.any(String),
      ...answers,
      benefits: [1, 5, 6],
      family_composition: [
        { id: expect.any(Number), name: 'João', relation: 'Filho', age: 8, disabled: null },
        { id: expect.any(Number), name: 'Maria', relation: 'Mãe', age: 61, disabled: true },
      ],
    }, { one: '/api/monitor/:id', save: '/api/monitor' }, { like_work: false });

    // Rows left out are removed, rows without id are added, kept rows are updated.
    const [joao, maria] = m.family_composition;
    const regrouped = (await send('PUT', '/api/monitor', { ...m, family_composition: [{ ...maria, age: 62 }, { name: 'Pedro', relation: 'Irmão', age: 30 }] })).json();
    expect(regrouped.family_composition).toEqual([
      { ...maria, age: 62 },
      { id: expect.any(Number), name: 'Pedro', relation: 'Irmão', age: 30, disabled: null },
    ]);
    expect(await t.count('family_compositions', `id = ${joao.id}`)).toBe(0);
    // The removal is in the person's history, naming the member.
    const history = (await send('GET', `/api/welcomed-history/${ana.id}`)).json() as { changes: { label: string; from: string | null; to: string | null }[] }[];
    expect(history[0]!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ label: expect.stringMatching(/^Composição familiar \(visita de /), from: 'João (Filho)', to: null })]));

    // Without `family_composition` (or with null) the rows stay; the flag may come as text.
    const { family_composition: _rows, ...withoutRows } = regrouped;
    const kept = await send('PUT', '/api/monitor', { ...withoutRows, notes: 'Sem lista' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().family_composition).toEqual(regrouped.family_composition);
    expect((await send('PUT', '/api/monitor', { ...withoutRows, family_composition: null })).json().family_composition).toEqual(regrouped.family_composition);
    const [mariaRow, pedroRow] = regrouped.family_composition;
    const asText = await send('PUT', '/api/monitor', { ...regrouped, family_composition: [{ ...mariaRow, disabled: 'false' }, { ...pedroRow, disabled: 'true' }] });
    expect(asText.statusCode).toBe(200);
    expect(asText.json().family_composition.map((r: { disabled: boolean | null }) => r.disabled)).toEqual([false, true]);
    await send('PUT', '/api/monitor', regrouped);

    // One row deleted on its own.
    const pedro = regrouped.family_composition[1];
    expect((await send('DELETE', `/api/family-composition/${pedro.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/monitor/${m.id}`)).json().family_composition).toEqual([{ ...maria, age: 62 }]);
    const missingRow = await send('DELETE', `/api/family-composition/${pedro.id}`);
    expect(missingRow.statusCode).toBe(404);
    expect(missingRow.json().message).toBe(FAMILY_COMPOSITION_NOT_FOUND_MESSAGE);

    const second = (await send('POST', '/api/monitor', { welcomed: { id: ana.id } })).json();
    expect(second).toMatchObject({ working: null, benefits: [], riscs: [], home_type: null, family_composition: [] });
    expect(ids(await send('GET', `/api/monitors?welcomed_id=${ana.id}`))).toEqual([m.id, second.id]);
    expect(ids(await send('GET', `/api/monitors?welcomed_id=${ana.id}&sort=id,desc`))).toEqual([second.id, m.id]);
    expect(ids(await send('GET', `/api/monitors?name=ana monitorada&monitor_date_end=2020-01-01`))).toEqual([]);

    const labels = ((await send('GET', `/api/welcomed-history/${ana.id}`)).json() as { changes: { label: string }[] }[]).flatMap((h) => h.changes.map((c) => c.label));
    expect(labels).toEqual(expect.arrayContaining(['Monitoramento', 'Monitoramento alterado', expect.stringMatching(/^Composição familiar \(visita de /)]));

    expect((await send('DELETE', `/api/monitor/${m.id}`)).statusCode).toBe(204);
    expect(await t.count('family_compositions', `monitor_id = ${m.id}`)).toBe(0);
    await expectNotFound(send, `/api/monitor/${m.id}`, MONITOR_NOT_FOUND_MESSAGE);
    expect((await send('GET', `/api/welcomed-history/${ana.id}`)).json()[0].changes[0].label).toBe('Monitoramento excluído');
  });

  it('refuses bad input, unknown ids, rows of another visit and a change of person, writing nothing', async () => {
    const t = ctx();
    const bia = await createTestPerson(t, users.worker, 'Bia Monitor Recusa');
    const refused = badInputCheck(t, users.worker, '/api/monitor', snapshot);
    await refused({}, ['welcomed: Pessoa é obrigatória']);
    await refused({ welcomed: 999999 }, [UNKNOWN_WELCOMED_MESSAGE]);
    await refused({ welcomed: bia.id, working: 'sim' }, ['working: Trabalhando: use verdadeiro ou falso']);
    await refused({ welcomed: bia.id, benefits: [8] }, ['benefits.0: Benefícios: item inválido']);
    await refused({ welcomed: bia.id, riscs: [6] }, ['riscs.0: Riscos: item inválido']);
    await refused({ welcomed: bia.id, home_type: 4 }, ['home_type: Tipo de moradia inválido']);
    await refused({ welcomed: bia.id, needs: ['Lazer'] }, ['needs.0: Necessidades: item inválido']);
    await refused({ welcomed: bia.id, support_levels: 'Municipal' }, ['support_levels: Níveis de apoio devem ser uma lista']);
    await refused({ welcomed: bia.id, family_composition: [{ relation: 'Filho' }] }, ['family_composition.0.name: Nome do membro da família é obrigatório']);
    await refused({ welcomed: bia.id, family_composition: [{ name: 'X', age: 200 }] }, ['family_composition.0.age: Idade do membro da família inválida']);
    await refused({ welcomed: bia.id, family_composition: [{ name: 'X', disabled: 'sim' }] }, ["family_composition.0.disabled: Deficiência do membro da família: use verdadeiro ou falso ('true' ou 'false')"]);
    await refused({ welcomed: bia.id, family_composition: Array.from({ length: 31 }, () => ({ name: 'X' })) }, ['family_composition: Composição familiar: no máximo 30 pessoas']);
    await refused({ welcomed: bia.id, notes: 'n'.repeat(2001) }, ['notes: Observações deve ter no máximo 2000 caracteres']);

    const other = await createTestPerson(t, users.worker, 'Outra Monitorada');
    const theirs = (await send('POST', '/api/monitor', { welcomed: other.id, family_composition: [{ name: 'Alheio' }] })).json();
    const mine = (await send('POST', '/api/monitor', { welcomed: bia.id })).json();
    const foreignId = theirs.family_composition[0].id;
    await refused({ ...mine, family_composition: [{ id: foreignId, name: 'Alheio' }] }, [foreignFamilyRowMessage(foreignId)], { method: 'PUT' });
    await refused({ ...mine, welcomed: other.id }, [MONITOR_PERSON_CHANGE_MESSAGE], { method: 'PUT' });
    expect((await send('PUT', '/api/monitor', { ...mine, id: 999999 })).statusCode).toBe(404);
    expect((await send('GET', '/api/monitors?monitor_date_ini=ontem')).statusCode).toBe(400);
    const reversed = await send('GET', '/api/monitors?monitor_date_ini=2024-02-05&monitor_date_end=2024-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(reversedDatesMessage('Monitoramento'));
  });

  it('keeps the visits of a trashed person (hidden, back on restore) and feeds the people-list filters', async () => {
    const t = ctx();
    const cida = await createTestPerson(t, users.worker, 'Cida Filtro Monitorada');
    await createTestPerson(t, users.worker, 'Dora Filtro Monitorada');
    const m = (await send('POST', '/api/monitor', { welcomed: cida.id, family_composition: [{ name: 'Filha', relation: 'Filha', age: 9 }] })).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

    const names = async (q: string) => (await send('GET', `/api/welcomeds?name=filtro monitorada&${q}`)).json().content.map((w: { name: string }) => w.name);
    expect(await names('monitors=true')).toEqual(['Cida Filtro Monitorada']);
    expect(await names('monitors=false')).toEqual(['Dora Filtro Monitorada']);
    expect(await names(`monitor_date_ini=${today}&monitor_date_end=${today}`)).toEqual(['Cida Filtro Monitorada']);
    expect(await names('monitor_date_end=2020-01-01')).toEqual([]);

    // The list shows each person's number of visits (the people list, its PDF, the search modal).
    await send('POST', '/api/monitor', { welcomed: cida.id });
    const counts = async () =>
      Object.fromEntries((await send('GET', '/api/welcomeds?name=filtro monitorada')).json().content.map((w: { name: string; monitors: number }) => [w.name, w.monitors]));
    expect(await counts()).toEqual({ 'Cida Filtro Monitorada': 2, 'Dora Filtro Monitorada': 0 });
    expect((await send('GET', `/api/welcomeds/${cida.id}`)).json().monitors).toBe(2);
    const second = ids(await send('GET', `/api/monitors?welcomed_id=${cida.id}`)).find((id: number) => id !== m.id);
    expect((await send('DELETE', `/api/monitor/${second}`)).statusCode).toBe(204);
    expect(await counts()).toEqual({ 'Cida Filtro Monitorada': 1, 'Dora Filtro Monitorada': 0 });

    expect((await send('GET', `/api/welcomed-delete/${cida.id}`)).statusCode).toBe(200);
    expect(ids(await send('GET', `/api/monitors?welcomed_id=${cida.id}`))).toEqual([]);
    expect(ids(await send('GET', `/api/monitors?welcomed_id=${cida.id}&status=trashed`))).toEqual([m.id]);
    await expectRefusedWritingNothing(t, { method: 'POST', url: '/api/monitor', payload: { welcomed: cida.id }, headers: users.worker.headers }, [trashedWelcomedMessage('Cida Filtro Monitorada')], snapshot);
    // Nor changed or deleted (the visit or one family row) while the person is in the trash.
    const refused = { headers: users.worker.headers };
    for (const request of [
      { method: 'PUT' as const, url: '/api/monitor', payload: { ...m, working: true } },
      { method: 'DELETE' as const, url: `/api/monitor/${m.id}` },
      { method: 'DELETE' as const, url: `/api/family-composition/${m.family_composition[0].id}` },
    ]) {
      await expectRefusedWritingNothing(t, { ...request, ...refused }, [trashedWelcomedMessage('Cida Filtro Monitorada')], snapshot);
    }
    expect((await send('GET', `/api/welcomed-restore/${cida.id}`)).statusCode).toBe(200);
    expect(ids(await send('GET', `/api/monitors?welcomed_id=${cida.id}`))).toEqual([m.id]);
    expect((await send('GET', `/api/monitor/${m.id}`)).json().family_composition).toEqual([expect.objectContaining({ name: 'Filha' })]);
  });

  it('refuses anonymous (401) and role-less (403) callers, writing nothing', async () => {
    const t = ctx();
    const hugo = await createTestPerson(t, users.worker, 'Hugo Monitorado');
    const m = (await send('POST', '/api/monitor', { welcomed: hugo.id, family_composition: [{ name: 'Filho' }] })).json();
    await expectGuarded(t, users.other, [
      ['GET', '/api/monitors'],
      ['GET', `/api/monitor/${m.id}`],
      ['POST', '/api/monitor', { welcomed: hugo.id }],
      ['PUT', '/api/monitor', { ...m, working: true }],
      ['DELETE', `/api/monitor/${m.id}`],
      ['DELETE', `/api/family-composition/${m.family_composition[0].id}`],
    ], snapshot);
  });
});
