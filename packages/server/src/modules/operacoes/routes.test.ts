import { ROLES } from '@sisacte/contracts/auth/roles';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { testDatabases, type TestApp, type TestUser } from '../../test/helpers';
import { useBackOffice } from '../denuncias/admin/test-support';
import { create, solvedCaptcha, useDenunciasTestApp } from '../denuncias/test-support';

describe.each(testDatabases())('teams and operations on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b, tq } = useBackOffice(ctx, people);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser | null, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method, url, headers: { ...(user ? user.headers : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const statusOf = async (id: number) => (await queryRows<{ status: string }>(ctx().handle.db, sql`SELECT status FROM complaints WHERE id = ${id}`))[0]!.status;
  const historyOf = async (id: number) => (await call('GET', `/api/denuncias/historico/${id}`, b.holder)).json();
  /** Everything an operation write touches. */
  const snapshot = async (t: TestApp) => ({
    operations: await t.count('operations'),
    cities: await t.count('operation_cities'),
    odc: await t.count('operation_complaints'),
    history: await t.count('complaint_history'),
    notifications: await t.count('notifications'),
    statuses: await queryRows(t.handle.db, sql`SELECT id, status FROM complaints ORDER BY id`),
    teams: await t.count('teams'),
    members: await t.count('team_members'),
  });
  const expect400 = async (method: 'POST' | 'DELETE', url: string, user: TestUser, payload: unknown, message: string) => {
    const before = await snapshot(ctx());
    const res = await call(method, url, user, payload);
    expect(res.statusCode).toBe(400);
    expect([res.json().message, ...res.json().messages].join('\n')).toContain(message);
    expect(await snapshot(ctx())).toEqual(before);
  };

  let team: { id: number; membros: { id: number; nome: string }[] };
  let inactive: { id: number };
  const more: { id: number; numerodemanda: string }[] = [];
  beforeAll(async () => {
    const t = ctx();
    for (let i = 0; i < 3; i++) {
      const res = await create(t, tq.validBody({ organizacoes: [{ id: b.orgA.id }] }), await solvedCaptcha(t), b.holder.headers);
      more.push({ id: res.json().id, numerodemanda: res.json().demanda.numerodemanda });
    }
  });

  it('refuses anonymous (401) and role-less (403) callers on every endpoint', async () => {
    const endpoints: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/equipes'],
      ['GET', '/api/equipes/1'],
      ['POST', '/api/equipes'],
      ['DELETE', '/api/equipes/1'],
      ['DELETE', '/api/membros/1'],
      ['GET', '/api/operacoes'],
      ['GET', '/api/operacoes/calendario?inicio=2026-11-01&fim=2026-12-01'],
      ['GET', '/api/operacoes/1'],
      ['POST', '/api/operacoes'],
      ['DELETE', '/api/operacoes/1'],
      ['DELETE', '/api/odc/1'],
      ['GET', '/api/painel/operacoes'],
    ];
    for (const [method, url] of endpoints) {
      const payload = method === 'POST' ? {} : undefined;
      expect([method, url, (await call(method, url, null, payload)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await call(method, url, people.clerk, payload)).statusCode]).toEqual([method, url, 403]);
    }
  });

  describe('teams', () => {
    it('creates a team with members and a colour, reads it, pages 20 by id ascending and filters by status', async () => {
      const res = await call('POST', '/api/equipes', people.staff, { nome: 'Equipe Norte', cor: '#1E90FF', membros: [{ nome: 'Ana Souza' }, { nome: 'Carlos Lima' }] });
      expect(res.statusCode).toBe(200);
      team = res.json();
      expect(team).toMatchObject({ nome: 'Equipe Norte', cor: '#1e90ff', status: 1, operacoes: 0, membros: [{ nome: 'Ana Souza' }, { nome: 'Carlos Lima' }] });
      inactive = (await call('POST', '/api/equipes', people.staff, { nome: 'Equipe Parada', cor: '#888888', status: 0 })).json();
      expect((await call('GET', `/api/equipes/${team.id}`, people.staff)).json()).toEqual(team);
      const page = (await call('GET', '/api/equipes', people.staff)).json();
      expect(page.size).toBe(20);
      expect(page.content.map((t: { id: number }) => t.id)).toEqual([team.id, inactive.id]);
      expect((await call('GET', '/api/equipes?status=0', people.staff)).json().content.map((t: { id: number }) => t.id)).toEqual([inactive.id]);
      expect((await call('GET', '/api/equipes?status=7', people.staff)).statusCode).toBe(400);
      expect((await call('GET', '/api/equipes/999999', people.staff)).statusCode).toBe(404);
    });

    it('updates the members: renames, adds, removes the ones left out; DELETE /api/membros removes one', async () => {
      const [ana, carlos] = team.membros;
      const res = await call('POST', '/api/equipes', people.staff, { ...team, membros: [{ ...ana!, nome: 'Ana S. Souza' }, { nome: 'Davi Rocha' }, { nome: 'Eva Maia' }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().membros.map((m: { nome: string }) => m.nome)).toEqual(['Ana S. Souza', 'Davi Rocha', 'Eva Maia']);
      expect(res.json().membros[0].id).toBe(ana!.id);
      expect(res.json().membros.some((m: { id: number }) => m.id === carlos!.id)).toBe(false);
      const eva = res.json().membros[2];
      const after = await call('DELETE', `/api/membros/${eva.id}`, people.staff);
      expect(after.statusCode).toBe(200);
      expect(after.json().membros.map((m: { nome: string }) => m.nome)).toEqual(['Ana S. Souza', 'Davi Rocha']);
      expect((await call('DELETE', `/api/membros/${eva.id}`, people.staff)).statusCode).toBe(404);
      team = after.json();
    });

    it.each([
      [{ nome: '', cor: '#112233' }, 'Nome é obrigatório'],
      [{ nome: 'X', cor: 'azul' }, 'Cor deve estar no formato #RRGGBB'],
      [{ nome: 'X', cor: '#112233', membros: [{ nome: '' }] }, 'Nome do membro é obrigatório'],
      [{ nome: 'X', cor: '#112233', status: 3 }, 'Situação deve ser 1 (ativa) ou 0 (inativa)'],
      [{ nome: 'X', cor: '#112233', membros: 'Ana' }, 'Membros devem ser uma lista'],
    ])('refuses team %j with a 400 and writes nothing', async (payload, message) => {
      await expect400('POST', '/api/equipes', people.staff, payload, message);
    });

    it("refuses another team's member in the list", async () => {
      const other = (await call('POST', '/api/equipes', people.staff, { nome: 'Outra', cor: '#000000', membros: [{ nome: 'Zé' }] })).json();
      await expect400('POST', '/api/equipes', people.staff, { ...team, membros: [{ id: other.membros[0].id, nome: 'Zé' }] }, 'não pertence a esta equipe');
      expect((await call('DELETE', `/api/equipes/${other.id}`, people.staff)).statusCode).toBe(204);
      expect((await call('GET', `/api/equipes/${other.id}`, people.staff)).statusCode).toBe(404);
    });
  });

  describe('operations', () => {
    let opId: number;
    const body = (extra: Record<string, unknown> = {}) => ({
      equipe: { id: team.id },
      dataIni: '2026-11-10',
      dataFim: '2026-11-12',
      municipios: [people.maraba, { id: people.belem }],
      operacoesDemandaComplemento: [{ demandaComplemento: { id: b.ofA.id }, texto: 'Fazenda na PA-150' }, { demandaComplemento: more[0]!.id }],
      ...extra,
    });

    it('creates an operation (Programada): the complaints move to Encaminhada para Fiscalização, with history and a notification to their followers', async () => {
      const before = await ctx().count('notifications');
      const res = await call('POST', '/api/operacoes', b.orgStaff, body());
      expect(res.statusCode).toBe(200);
      const op = res.json();
      opId = op.id;
      expect(op).toMatchObject({
        status: 'Programada',
        dataIni: '2026-11-10',
        dataFim: '2026-11-12',
        equipe: { id: team.id, nome: 'Equipe Norte', cor: '#1e90ff', membros: [{ nome: 'Ana S. Souza' }, { nome: 'Davi Rocha' }] },
        ocultas: 0,
      });
      expect(op.municipios.map((c: { nome: string }) => c.nome).sort()).toEqual(['Belém', 'Marabá']);
      expect(op.operacoesDemandaComplemento).toMatchObject([
        { situacao: 'Denúncia Incluída', texto: 'Fazenda na PA-150', demandaComplemento: { id: b.ofA.id, status: 'Encaminhada para Fiscalização' } },
        { situacao: 'Denúncia Incluída', texto: null, demandaComplemento: { id: more[0]!.id } },
      ]);
      expect(await statusOf(b.ofA.id)).toBe('Encaminhada para Fiscalização');
      expect((await historyOf(b.ofA.id))[0]).toMatchObject({ action: 'status', author: { id: b.orgStaff.id }, descricao: `Situação alterada para Encaminhada para Fiscalização (incluída na operação ${opId})` });
      // the holder filed both: one notification each, for the holder
      expect(await ctx().count('notifications')).toBe(before + 2);
      const told = await queryRows<{ tipo: string; texto: string; complaint_id: number; user_id: number }>(
        ctx().handle.db,
        sql`SELECT n.tipo, n.texto, n.complaint_id, r.user_id FROM notifications n JOIN notification_recipients r ON r.notification_id = n.id ORDER BY n.id DESC LIMIT 1`,
      );
      expect(told).toEqual([
        { tipo: 'situacao', texto: `Denúncia ${more[0]!.numerodemanda}: Encaminhada para Fiscalização (operação ${opId})`, complaint_id: more[0]!.id, user_id: b.holder.id },
      ]);
      // the list and the calendar
      const list = (await call('GET', '/api/operacoes', people.staff)).json();
      expect(list.content).toMatchObject([{ id: opId, equipe: { nome: 'Equipe Norte', cor: '#1e90ff' }, denuncias: 2, status: 'Programada' }]);
      expect((await call('GET', '/api/operacoes?status=Cancelada', people.staff)).json().totalElements).toBe(0);
      expect((await call('GET', '/api/operacoes?data_ini=2026-11-12&data_fim=2026-11-30', people.staff)).json().totalElements).toBe(1);
      expect((await call('GET', '/api/operacoes?data_ini=2026-11-13', people.staff)).json().totalElements).toBe(0);
      const cal = (await call('GET', '/api/operacoes/calendario?inicio=2026-10-26&fim=2026-12-07', people.staff)).json();
      expect(cal).toEqual({ eventos: [{ id: opId, equipe: 'Equipe Norte', cor: '#1e90ff', dataIni: '2026-11-10', dataFim: '2026-11-12', status: 'Programada' }], truncado: false });
      expect((await call('GET', '/api/operacoes/calendario?inicio=2026-12-01&fim=2026-11-01', people.staff)).statusCode).toBe(400);
      expect((await call('GET', '/api/operacoes/calendario?inicio=2020-01-01&fim=2026-11-01', people.staff)).statusCode).toBe(400);
      // a team in use cannot be deleted
      await expect400('DELETE', `/api/equipes/${team.id}`, people.staff, undefined, 'não pode ser excluída');
      expect((await call('GET', `/api/equipes/${team.id}`, people.staff)).json().operacoes).toBe(1);
    });

    it('hides from a user the included complaints they may not see, and keeps them on save', async () => {
      const seen = (await call('GET', `/api/operacoes/${opId}`, b.outsider)).json();
      expect(seen.operacoesDemandaComplemento).toEqual([]);
      expect(seen.ocultas).toBe(2);
      const res = await call('POST', '/api/operacoes', b.outsider, { ...seen, operacoesDemandaComplemento: [] });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', `/api/operacoes/${opId}`, b.holder)).json().operacoesDemandaComplemento).toHaveLength(2);
    });

    it('refuses to delete, cancel or conclude an operation to a user who cannot see some of its complaints (they would return to Protocolada), writing nothing', async () => {
      const seen = (await call('GET', `/api/operacoes/${opId}`, b.outsider)).json();
      await expect400('DELETE', `/api/operacoes/${opId}`, b.outsider, undefined, 'A operação inclui 2 denúncias que você não pode ver; só quem pode ver todas as denúncias da operação pode excluí-la');
      await expect400('POST', '/api/operacoes', b.outsider, { ...seen, status: 'Cancelada' }, 'só quem pode ver todas as denúncias da operação pode cancelá-la');
      expect(await statusOf(b.ofA.id)).toBe('Encaminhada para Fiscalização');
    });

    it('refuses a list period whose end comes before its start', async () => {
      const res = await call('GET', '/api/operacoes?data_ini=2026-11-13&data_fim=2026-11-01', people.staff);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.join('\n')).toContain('A data final não pode ser anterior à data inicial');
    });

    it.each([
      ['dates reversed', { dataIni: '2026-11-12', dataFim: '2026-11-10' }, 'A data final não pode ser anterior à data inicial'],
      ['an unknown team', { equipe: 999999 }, 'Equipe não encontrada'],
      ['a team id of the wrong type', { equipe: 'Norte' }, 'Equipe inválida'],
      ['a negative team id', { equipe: -4 }, 'Equipe inválida'],
      ['a huge complaint id', { operacoesDemandaComplemento: [{ demandaComplemento: 1e12 }] }, 'Denúncia inválida'],
      ['an unknown municipality', { municipios: [{ id: 99999999 }] }, 'Município 99999999 não encontrado'],
      ['a date out of range', { dataIni: '1999-12-31' }, 'Data inicial não pode ser anterior a 01/01/2000'],
      ['an unknown situacao', { operacoesDemandaComplemento: [{ demandaComplemento: more[1]?.id ?? 1, situacao: 'Feita' }] }, 'Situação da denúncia deve ser uma destas'],
      ['an unknown status', { status: 'Pausada' }, 'Situação deve ser uma destas'],
      ['a status other than Programada on creation', { status: 'Concluída', operacoesDemandaComplemento: [] }, 'Uma operação começa como "Programada"'],
    ])('refuses %s with a 400 and writes nothing', async (_what, extra, message) => {
      await expect400('POST', '/api/operacoes', b.holder, body(extra), message);
    });

    it('refuses an inactive team, a complaint already in an open operation, one included twice, and one of another organization, writing nothing', async () => {
      await expect400('POST', '/api/operacoes', b.holder, body({ equipe: inactive.id }), 'A equipe está inativa');
      await expect400(
        'POST',
        '/api/operacoes',
        b.holder,
        body({ operacoesDemandaComplemento: [{ demandaComplemento: more[1]!.id }, { demandaComplemento: b.ofA.id }] }),
        `A denúncia ${b.ofA.numerodemanda} já está na operação ${opId}, ainda aberta`,
      );
      await expect400(
        'POST',
        '/api/operacoes',
        b.holder,
        body({ operacoesDemandaComplemento: [{ demandaComplemento: more[1]!.id }, { demandaComplemento: more[1]!.id }] }),
        'está repetida na lista',
      );
      // orgStaff sees organization A's complaints, not the outsider's own
      await expect400('POST', '/api/operacoes', b.orgStaff, body({ operacoesDemandaComplemento: [{ demandaComplemento: b.own.id }] }), `Denúncia ${b.own.id} não encontrada`);
      // the same complaint again in the same operation keeps its one entry
      const op = (await call('GET', `/api/operacoes/${opId}`, b.holder)).json();
      await expect400('POST', '/api/operacoes', b.holder, { ...op, operacoesDemandaComplemento: [...op.operacoesDemandaComplemento, { demandaComplemento: b.ofA.id }] }, 'está repetida na lista');
    });

    it('marks one complaint inspected (Fiscalizada), which can then be neither removed nor undone; removes the other before inspection (back to Protocolada)', async () => {
      const op = (await call('GET', `/api/operacoes/${opId}`, b.holder)).json();
      const [first, second] = op.operacoesDemandaComplemento as [{ id: number }, { id: number }];
      const res = await call('POST', '/api/operacoes', b.holder, { ...op, status: 'Em andamento', operacoesDemandaComplemento: [{ ...first, situacao: 'Fiscalizada' }, second] });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('Em andamento');
      expect(await statusOf(b.ofA.id)).toBe('Fiscalizada');
      expect((await historyOf(b.ofA.id))[0]).toMatchObject({ action: 'status', changes: [{ from: 'Encaminhada para Fiscalização', to: 'Fiscalizada' }] });
      await expect400('POST', '/api/operacoes', b.holder, { ...(res.json() as object), operacoesDemandaComplemento: [{ ...first, situacao: 'Denúncia Incluída' }, second] }, 'já foi fiscalizada');
      await expect400('DELETE', `/api/odc/${first.id}`, b.holder, undefined, 'já foi fiscalizada');
      await expect400('DELETE', `/api/operacoes/${opId}`, b.holder, undefined, 'A operação tem 1 denúncia fiscalizada e não pode ser excluída');
      // another user's view: the odc of a complaint they may not see answers 404
      expect((await call('DELETE', `/api/odc/${second.id}`, b.outsider)).statusCode).toBe(404);
      const removed = await call('DELETE', `/api/odc/${second.id}`, b.holder);
      expect(removed.statusCode).toBe(204);
      expect(await statusOf(more[0]!.id)).toBe('Protocolada');
      expect((await historyOf(more[0]!.id))[0].descricao).toBe(`Situação alterada para Protocolada (retirada da operação ${opId})`);
      expect((await call('DELETE', `/api/odc/${second.id}`, b.holder)).statusCode).toBe(404);
      expect((await call('DELETE', '/api/odc/0', b.holder)).statusCode).toBe(400);
    });

    it('moves an operation only along its statuses; concluding it returns the complaints not inspected to Protocolada and frees them', async () => {
      const created = (await call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [{ demandaComplemento: more[1]!.id }, { demandaComplemento: more[2]!.id }] }))).json();
      await expect400('POST', '/api/operacoes', b.holder, { ...created, status: 'Concluída' }, 'A operação está "Programada" e não pode passar a "Concluída"');
      const running = (await call('POST', '/api/operacoes', b.holder, { ...created, status: 'Em andamento' })).json();
      const [one, two] = running.operacoesDemandaComplemento as [{ id: number }, { id: number }];
      const done = await call('POST', '/api/operacoes', b.holder, { ...running, status: 'Concluída', operacoesDemandaComplemento: [{ ...one, situacao: 'Fiscalizada' }, { ...two, situacao: 'Não Fiscalizada' }] });
      expect(done.statusCode).toBe(200);
      expect(await statusOf(more[1]!.id)).toBe('Fiscalizada');
      expect(await statusOf(more[2]!.id)).toBe('Protocolada');
      expect((await historyOf(more[2]!.id))[0].descricao).toBe(`Situação alterada para Protocolada (operação ${created.id} concluída)`);
      await expect400('POST', '/api/operacoes', b.holder, { ...(done.json() as object), status: 'Concluída' }, 'A operação está "Concluída" e não pode mais ser alterada');
      // more[2] is free for another operation now
      const again = await call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [{ demandaComplemento: more[2]!.id }] }));
      expect(again.statusCode).toBe(200);
      expect(await statusOf(more[2]!.id)).toBe('Encaminhada para Fiscalização');
      // deleting it returns the complaint to Protocolada
      expect((await call('DELETE', `/api/operacoes/${again.json().id}`, b.holder)).statusCode).toBe(204);
      expect(await statusOf(more[2]!.id)).toBe('Protocolada');
      expect((await call('GET', `/api/operacoes/${again.json().id}`, b.holder)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/operacoes/${again.json().id}`, b.holder)).statusCode).toBe(404);
    });

    it('two operations saved at once with the same complaints in opposite orders: one is created, the other refused with a message, never a deadlock', async () => {
      const pair: number[] = [];
      for (let i = 0; i < 2; i++) pair.push((await create(ctx(), tq.validBody({ organizacoes: [{ id: b.orgA.id }] }), await solvedCaptcha(ctx()), b.holder.headers)).json().id);
      for (let round = 0; round < 4; round++) {
        const [one, two] = await Promise.all([
          call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [{ demandaComplemento: pair[0] }, { demandaComplemento: pair[1] }] })),
          call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [{ demandaComplemento: pair[1] }, { demandaComplemento: pair[0] }] })),
        ]);
        expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
        const winner = one.statusCode === 200 ? one : two;
        const loser = one.statusCode === 200 ? two : one;
        expect(loser.json().message).toMatch(/já está na operação|acabou de ser incluída noutra operação/);
        expect(await statusOf(pair[0]!)).toBe('Encaminhada para Fiscalização');
        expect((await call('DELETE', `/api/operacoes/${winner.json().id}`, b.holder)).statusCode).toBe(204);
        expect(await statusOf(pair[1]!)).toBe('Protocolada');
      }
    });

    it('creates once per Idempotency-Key', async () => {
      const t = ctx();
      const before = await t.count('operations');
      const headers = { 'idempotency-key': 'op-key-1234567890abcdef' };
      const first = await call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [] }), headers);
      const second = await call('POST', '/api/operacoes', b.holder, body({ operacoesDemandaComplemento: [] }), headers);
      expect(first.statusCode).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await t.count('operations')).toBe(before + 1);
    });
  });

  describe('GET /api/painel/operacoes', () => {
    it('counts operations per status this month, complaints awaiting inspection and inspected this year', async () => {
      const t = ctx();
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7);
      const day = `${month}-01`;
      const running = (await call('POST', '/api/operacoes', b.holder, { equipe: team.id, dataIni: day, dataFim: day, municipios: [], operacoesDemandaComplemento: [{ demandaComplemento: more[2]!.id }] })).json();
      const summary = (await call('GET', '/api/painel/operacoes', b.holder)).json();
      expect(summary).toMatchObject({ registradas: true, mensagem: null, mes: month, aguardandoFiscalizacao: 1 });
      expect(summary.porStatus.find((s: { rotulo: string }) => s.rotulo === 'Programada').quantidade).toBeGreaterThanOrEqual(1);
      expect(summary.fiscalizadasNoAno).toBe(2);
      // the outsider sees none of these complaints
      const theirs = (await call('GET', '/api/painel/operacoes', b.outsider)).json();
      expect(theirs).toMatchObject({ aguardandoFiscalizacao: 0, fiscalizadasNoAno: 0 });
      await call('DELETE', `/api/operacoes/${running.id}`, b.holder);
      void t;
    });
  });

  it('a complaints user without VisualizarTodasDemandas is still a Denuncias user', async () => {
    const u = await ctx().userWith([ROLES.DENUNCIAS]);
    expect((await call('GET', '/api/operacoes', u)).statusCode).toBe(200);
  });
});
