import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { ARCHIVE_MESSAGES } from '@sisacte/contracts/notificacoes/archive-requests';
import { expectRefusedWritingNothing, testDatabases, type TestApp, type TestUser } from '../../../test/helpers';
import { get, useBackOffice } from '../admin/test-support';
import { useDenunciasTestApp } from '../test-support';

const request = (t: TestApp, user: TestUser | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notificacoes', payload: payload as Record<string, unknown>, headers: user?.headers ?? {} });
const decide = (t: TestApp, user: TestUser | null, id: number, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/notificacoes/${id}/decisao`, payload: { status }, headers: user?.headers ?? {} });
const body = (src_id: number, tipo = 'Arquivamento') => ({ tipo, src_id, status: 'Deferido', conteudo: { titulo: 'Sem elementos', justificativaAuditor: 'Estabelecimento fechado há anos' } });

describe.each(testDatabases())('archive workflow on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b } = useBackOffice(ctx, people);
  const written = async (t: TestApp) => ({
    requests: await t.count('archive_requests'),
    history: await t.count('complaint_history'),
    notifications: await t.count('notifications'),
    archived: await t.count('complaints', 'arquivada'),
  });

  it('answers 401 and 403 on every route, and 404 to staff outside the complaint', async () => {
    const t = ctx();
    expect((await request(t, null, body(b.ofA.id))).statusCode).toBe(401);
    expect((await request(t, people.clerk, body(b.ofA.id))).statusCode).toBe(403);
    expect((await decide(t, null, 1, 'Deferido')).statusCode).toBe(401);
    expect((await decide(t, people.clerk, 1, 'Deferido')).statusCode).toBe(403);
    for (const url of [`/api/ultima_notificacao_por_denuncia/${b.ofA.id}/Arquivamento`, `/api/notificacoes/denuncia/${b.ofA.id}`]) {
      expect((await get(t, url)).statusCode).toBe(401);
      expect((await get(t, url, people.clerk)).statusCode).toBe(403);
      expect((await get(t, url, b.outsider)).statusCode).toBe(404);
    }
    const before = await written(t);
    expect((await request(t, b.outsider, body(b.ofA.id))).statusCode).toBe(404);
    expect(await written(t)).toEqual(before);
  });

  it('refuses bad requests with nothing written', async () => {
    const t = ctx();
    const send = (payload: unknown) => ({ method: 'POST' as const, url: '/api/notificacoes', payload: payload as Record<string, unknown>, headers: b.orgStaff.headers });
    await expectRefusedWritingNothing(t, send({ ...body(b.ofA.id), tipo: 'Excluir' }), ["tipo: Tipo deve ser 'Arquivamento' ou 'Desarquivamento'"], written);
    await expectRefusedWritingNothing(t, send({ ...body(b.ofA.id), conteudo: { titulo: ' ', justificativaAuditor: 'x' } }), ['conteudo.titulo: Título é obrigatório'], written);
    await expectRefusedWritingNothing(t, send({ tipo: 'Arquivamento', src_id: b.ofA.id }), ['conteudo: Informe o título e a justificativa'], written);
    await expectRefusedWritingNothing(t, send(body(b.ofA.id, 'Desarquivamento')), [ARCHIVE_MESSAGES.NOT_ARCHIVED], written);
  });

  it('a non-holder requests, a second request is refused while pending, the holder is notified and grants it: the complaint moves to the archived list', async () => {
    const t = ctx();
    const last = () => get(t, `/api/ultima_notificacao_por_denuncia/${b.ofA.id}/Arquivamento`, b.orgStaff);
    expect((await last()).json()).toBeNull();
    // VisualizarTodasDemandas without the Denuncias role could not open the complaint: not notified
    const seesAllOnly = await t.userWith([ROLES.VISUALIZAR_TODAS_DEMANDAS]);
    const toldBefore = await t.count('notification_recipients');

    const res = await request(t, b.orgStaff, body(b.ofA.id));
    expect(res.statusCode).toBe(201);
    const req = res.json();
    // The client's status is ignored: a request waits for a decision.
    expect(req).toMatchObject({ tipo: 'Arquivamento', status: 'Em avaliação', src_id: b.ofA.id, created_by: b.orgStaff.username, author: { id: b.orgStaff.id }, decided_by: null });
    expect((await last()).json()).toMatchObject({ id: req.id, status: 'Em avaliação' });

    const before = await written(t);
    const second = await request(t, b.orgStaff, body(b.ofA.id));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(ARCHIVE_MESSAGES.PENDING_EXISTS);
    expect(await written(t)).toEqual(before);

    // The holder's bell has it; the requester's does not.
    const bell = (await get(t, '/api/historico', b.holder)).json();
    expect(bell.content[0]).toMatchObject({ tipo: 'pedido', redirect: b.ofA.id, visto: false, texto: `Pedido de Arquivamento da denúncia ${b.ofA.numerodemanda}, por Otávio Auditor` });
    expect((await get(t, '/api/historico', b.orgStaff)).json().content.some((n: { tipo: string }) => n.tipo === 'pedido')).toBe(false);
    const told = await queryRows<{ user_id: number }>(t.handle.db, sql`SELECT user_id FROM notification_recipients ORDER BY notification_id DESC, user_id LIMIT ${(await t.count('notification_recipients')) - toldBefore}`);
    expect(told.map((r) => r.user_id)).not.toContain(seesAllOnly.id);
    expect(told.map((r) => r.user_id)).toContain(b.holder.id);

    // A non-holder cannot decide.
    const refused = await decide(t, b.orgStaff, req.id, 'Deferido');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toContain(ARCHIVE_MESSAGES.ONLY_HOLDERS_DECIDE);
    expect((await decide(t, b.holder, req.id, 'Talvez')).statusCode).toBe(400);

    const granted = await decide(t, b.holder, req.id, 'Deferido');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ status: 'Deferido', decided_by: { id: b.holder.id, name: 'Helena Chefe' } });
    expect((await decide(t, b.holder, req.id, 'Indeferido')).json().message).toBe(ARCHIVE_MESSAGES.ALREADY_DECIDED);

    const ids = async (url: string) => (await get(t, url, b.holder)).json().content.map((c: { id: number }) => c.id);
    expect(await ids('/api/denuncias')).not.toContain(b.ofA.id);
    expect(await ids('/api/denuncias?arquivada=true')).toEqual([b.ofA.id]);
    const history = (await get(t, `/api/denuncias/historico/${b.ofA.id}`, b.orgStaff)).json();
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'decisao', author: { id: b.holder.id }, changes: [{ field: 'arquivada', from: 'Não', to: 'Sim' }] },
      { action: 'pedido', author: { id: b.orgStaff.id } },
    ]);
    // The requester is told.
    expect((await get(t, '/api/historico', b.orgStaff)).json().content[0]).toMatchObject({ tipo: 'decisao', texto: `Arquivamento da denúncia ${b.ofA.numerodemanda}: Deferido` });
  });

  it('a refused request changes nothing; the holder unarchives directly', async () => {
    const t = ctx();
    const asked = (await request(t, b.orgStaff, body(b.ofA.id, 'Desarquivamento'))).json();
    expect(asked.status).toBe('Em avaliação');
    const refused = await decide(t, b.holder, asked.id, 'Indeferido');
    expect(refused.json().status).toBe('Indeferido');
    expect((await get(t, `/api/denuncias/${b.ofA.id}`, b.holder)).json().arquivada).toBe(true);

    const direct = await request(t, b.holder, body(b.ofA.id, 'Desarquivamento'));
    expect(direct.statusCode).toBe(201);
    expect(direct.json()).toMatchObject({ status: 'Deferido', decided_by: { id: b.holder.id } });
    expect((await get(t, `/api/denuncias/${b.ofA.id}`, b.holder)).json().arquivada).toBe(false);
    const all = (await get(t, `/api/notificacoes/denuncia/${b.ofA.id}`, b.orgStaff)).json();
    expect(all.map((r: { status: string; tipo: string }) => `${r.tipo} ${r.status}`)).toEqual(['Desarquivamento Deferido', 'Desarquivamento Indeferido', 'Arquivamento Deferido']);
  });
  it("a request and its decision are in the complaint's access trail, with their kind and outcome and no content", async () => {
    const t = ctx();
    const trail = () =>
      queryRows<{ action: string; record_type: string; subject_id: number; user_id: number; details: string }>(
        t.handle.db,
        sql`SELECT action, record_type, subject_id, user_id, details FROM access_trail WHERE record_type = 'arquivamento' AND subject_id = ${b.ofA.id} ORDER BY id`,
      );
    const earlier = (await trail()).length;
    const asked = (await request(t, b.orgStaff, body(b.ofA.id))).json();
    expect(asked.status).toBe('Em avaliação');
    await decide(t, b.holder, asked.id, 'Indeferido');
    const entries = (await trail()).slice(earlier);
    expect(entries.map((e) => [e.action, e.user_id])).toEqual([
      ['create', b.orgStaff.id],
      ['update', b.holder.id],
    ]);
    expect(entries[1]!.details).toContain('Indeferido');
    expect(entries.map((e) => e.details).join(' ')).not.toMatch(/Sem elementos|fechado/);
  });
});
