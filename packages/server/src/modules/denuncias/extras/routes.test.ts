import { expectRefusedWritingNothing, testDatabases, type TestApp } from '../../../test/helpers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { get, giveOrganizations, useBackOffice } from '../admin/test-support';
import { useDenunciasTestApp } from '../test-support';

describe.each(testDatabases())('extras on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b } = useBackOffice(ctx, people);
  const post = (t: TestApp, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/extras', payload: payload as Record<string, unknown>, headers });
  const written = async (t: TestApp) => ({ extras: await t.count('complaint_extras'), history: await t.count('complaint_history'), notifications: await t.count('notifications') });

  it('answers 401, 403, and 404 outside the complaint', async () => {
    const t = ctx();
    const payload = { titulo: 'Visita', texto: 'Texto', demandaComplemento: b.ofA.id };
    expect((await post(t, {}, payload)).statusCode).toBe(401);
    expect((await post(t, people.clerk.headers, payload)).statusCode).toBe(403);
    for (const url of [`/api/extras/${b.ofA.id}`, `/api/extras/report/${b.ofA.id}`]) {
      expect((await get(t, url)).statusCode).toBe(401);
      expect((await get(t, url, people.clerk)).statusCode).toBe(403);
      expect((await get(t, url, b.outsider)).statusCode).toBe(404);
    }
    const before = await written(t);
    expect((await post(t, b.outsider.headers, payload)).statusCode).toBe(404);
    expect(await written(t)).toEqual(before);
  });

  it('adds extras (complaint as id or {id}), lists them newest first with author and time, in the history, the PDF and the followers’ bell', async () => {
    const t = ctx();
    const first = await post(t, b.orgStaff.headers, { titulo: 'Visita prévia', texto: 'Portão trancado', demandaComplemento: b.ofA.id, created_by: 'outro', author: 99 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ titulo: 'Visita prévia', texto: 'Portão trancado', demandaComplemento: b.ofA.id, author: { id: b.orgStaff.id, name: 'Otávio Auditor' }, created_by: b.orgStaff.username });
    // What a GET answers, sent back with one field changed: the complaint as {id}.
    const listed = (await get(t, `/api/extras/${b.ofA.id}`, b.holder)).json();
    const second = await post(t, b.holder.headers, { ...listed[0], titulo: 'Denúncia confirmada', demandaComplemento: { id: b.ofA.id } });
    expect(second.statusCode).toBe(201);
    const extras = (await get(t, `/api/extras/${b.ofA.id}`, b.orgStaff)).json();
    expect(extras.map((e: { titulo: string }) => e.titulo)).toEqual(['Denúncia confirmada', 'Visita prévia']);
    expect(Date.parse(extras[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = (await get(t, `/api/denuncias/historico/${b.ofA.id}`, b.orgStaff)).json();
    expect(entry).toMatchObject({ action: 'extra', author: { id: b.holder.id }, descricao: 'Complemento "Denúncia confirmada" adicionado' });
    // The holder filed the complaint (a follower): told of the first extra, not of his own.
    const holderBell = (await get(t, '/api/historico', b.holder)).json().content.filter((n: { tipo: string }) => n.tipo === 'extra');
    expect(holderBell.map((n: { texto: string }) => n.texto)).toEqual([`Complemento "Visita prévia" na denúncia ${b.ofA.numerodemanda}`]);
    // Otávio added an extra (a follower now): told of the holder's.
    const staffBell = (await get(t, '/api/historico', b.orgStaff)).json().content.filter((n: { tipo: string }) => n.tipo === 'extra');
    expect(staffBell.map((n: { texto: string }) => n.texto)).toEqual([`Complemento "Denúncia confirmada" na denúncia ${b.ofA.numerodemanda}`]);
    const pdf = await get(t, `/api/extras/report/${b.ofA.id}`, b.orgStaff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses missing or oversized fields and unknown complaints, writing nothing', async () => {
    const t = ctx();
    const send = (payload: unknown) => ({ method: 'POST' as const, url: '/api/extras', payload: payload as Record<string, unknown>, headers: b.holder.headers });
    await expectRefusedWritingNothing(t, send({ texto: 'x', demandaComplemento: b.ofA.id }), ['titulo: Título é obrigatório'], written);
    await expectRefusedWritingNothing(t, send({ titulo: 'x', texto: 'y'.repeat(10_001), demandaComplemento: b.ofA.id }), ['texto: Texto deve ter no máximo 10000 caracteres'], written);
    await expectRefusedWritingNothing(t, send({ titulo: 'x', texto: 'y', demandaComplemento: 'abc' }), ['demandaComplemento: Denúncia inválida'], written);
    const before = await written(t);
    expect((await t.app.inject(send({ titulo: 'x', texto: 'y', demandaComplemento: 999_999 }))).statusCode).toBe(404);
    expect(await written(t)).toEqual(before);
  });

  it('tells a follower nothing more once they may no longer see the complaint, and hides what they were told of it', async () => {
    const t = ctx();
    const former = await t.userWith([ROLES.DENUNCIAS], { name: 'Fábio Transferido' });
    await giveOrganizations(t, former, [b.orgA.id]);
    expect((await post(t, former.headers, { titulo: 'Vistoria marcada', texto: 'Dia 3', demandaComplemento: b.ofA.id })).statusCode).toBe(201);
    expect((await post(t, b.holder.headers, { titulo: 'Resposta da chefia', texto: 'Ok', demandaComplemento: b.ofA.id })).statusCode).toBe(201);
    const bell = async () => (await get(t, '/api/historico', former)).json();
    const told = (await bell()).content.filter((n: { redirect: number }) => n.redirect === b.ofA.id);
    expect(told.map((n: { texto: string }) => n.texto)).toEqual([`Complemento "Resposta da chefia" na denúncia ${b.ofA.numerodemanda}`]);

    // Moved to another organization: no new notification, the old one is gone from the list and cannot be opened.
    await queryRows(t.handle.db, sql`DELETE FROM user_organizations WHERE user_id = ${former.id}`);
    expect((await post(t, b.holder.headers, { titulo: 'Segunda resposta', texto: 'Ok', demandaComplemento: b.ofA.id })).statusCode).toBe(201);
    const after = await bell();
    expect(after.content.filter((n: { redirect: number }) => n.redirect === b.ofA.id)).toEqual([]);
    expect(after.naoVistas).toBe(0);
    expect((await get(t, `/api/historico/open/${told[0].id}`, former)).statusCode).toBe(404);
    expect(await t.count('notification_recipients', `user_id = ${former.id}`)).toBe(1);
  });
});
