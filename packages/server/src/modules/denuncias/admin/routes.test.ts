import { AREA_MESSAGES, encodeArea, type LatLng } from '@sisacte/contracts/denuncias/complaint-list';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { expectRefusedWritingNothing, testDatabases } from '../../../test/helpers';
import { useDenunciasTestApp } from '../test-support';
import { moveComplaintStatus } from './service';
import { get, useBackOffice } from './test-support';

const square = (lat: number, lng: number, half: number): LatLng[] => [
  { lat: lat - half, lng: lng - half },
  { lat: lat - half, lng: lng + half },
  { lat: lat + half, lng: lng + half },
  { lat: lat + half, lng: lng - half },
];
const areaQuery = (vertices: LatLng[]) => `area=${encodeURIComponent(encodeArea(vertices))}`;

describe.each(testDatabases())('complaints back office on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b, tq } = useBackOffice(ctx, people);
  const ids = (res: { json: () => { content: { id: number }[] } }) => res.json().content.map((c) => c.id);

  describe('guards', () => {
    const urls = () => [
      '/api/denuncias',
      '/api/denuncias/pontos',
      '/api/denuncias/report',
      `/api/denuncias/${b.ofA.id}`,
      `/api/denuncias/report/${b.ofA.id}`,
      `/api/denuncias/historico/${b.ofA.id}`,
    ];
    it('answers 401 to anonymous callers and 403 to staff without the Denuncias role', async () => {
      const t = ctx();
      for (const url of urls()) {
        expect((await get(t, url)).statusCode).toBe(401);
        expect((await get(t, url, people.clerk)).statusCode).toBe(403);
      }
      for (const [method, url] of [['POST', `/api/denuncias/${b.ofA.id}/status`], ['PUT', `/api/denuncias/${b.ofA.id}/respostas`]] as const) {
        expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
        expect((await t.app.inject({ method, url, payload: {}, headers: people.clerk.headers })).statusCode).toBe(403);
      }
    });

    it('answers 404 to staff outside the complaint (profile, PDF, history, status, answers), as if it did not exist', async () => {
      const t = ctx();
      for (const url of urls().slice(3)) expect((await get(t, url, b.outsider)).statusCode).toBe(404);
      const status = await t.app.inject({ method: 'POST', url: `/api/denuncias/${b.ofA.id}/status`, payload: { status: 'Fiscalizada' }, headers: b.outsider.headers });
      expect(status.statusCode).toBe(404);
      const answers = await t.app.inject({ method: 'PUT', url: `/api/denuncias/${b.ofA.id}/respostas`, payload: { questoes: tq.validBody().questoes }, headers: b.outsider.headers });
      expect(answers.statusCode).toBe(404);
      expect((await get(t, '/api/denuncias/999999', b.holder)).statusCode).toBe(404);
    });
  });

  describe('GET /api/denuncias: who sees what', () => {
    it('shows a holder every complaint, id ascending, with the author column', async () => {
      const res = await get(ctx(), '/api/denuncias', b.holder);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(ids(res)).toEqual([b.ofA.id, b.own.id, b.anonymous.id]);
      expect(page).toMatchObject({ number: 0, size: 20, totalElements: 3, first: true, last: true });
      const row = page.content[0];
      expect(row).toMatchObject({ numerodemanda: b.ofA.numerodemanda, nomefantasia: 'Fazenda Boa Esperança', uf: 'PA', municipio: { nome: 'Marabá' }, score: 15, status: 'Protocolada', nomeCadastrador: 'Helena Chefe' });
      expect(row.estabelecimento_latitude).toBeCloseTo(-5.38);
      expect(page.content[1].nomeCadastrador).toBe('Bruno Outro');
      expect(page.content[2].nomeCadastrador).toBeNull();
    });

    it('shows other staff the complaints of their organizations and their own, never the author', async () => {
      const t = ctx();
      const mine = await get(t, '/api/denuncias', b.orgStaff);
      expect(ids(mine)).toEqual([b.ofA.id]);
      expect(mine.json().content[0].nomeCadastrador).toBeNull();
      expect(ids(await get(t, '/api/denuncias', b.outsider))).toEqual([b.own.id]);
      expect(ids(await get(t, '/api/denuncias', people.staff))).toEqual([]);
    });

    it('filters by score, state, municipality, status, organization (id or acronym), creation day and closing forecast', async () => {
      const t = ctx();
      const q = (query: string) => get(t, `/api/denuncias?${query}`, b.holder);
      expect(ids(await q('score_ini=10'))).toEqual([b.ofA.id, b.anonymous.id]);
      expect(ids(await q('score_fim=0'))).toEqual([b.own.id]);
      expect(ids(await q('score_ini=15&score_fim=15&uf=pa'))).toEqual([b.ofA.id, b.anonymous.id]);
      expect(ids(await q('uf=SP'))).toEqual([]);
      expect(ids(await q(`municipio=${people.belem}`))).toEqual([b.own.id]);
      expect(ids(await q('status=Protocolada'))).toHaveLength(3);
      expect(ids(await q('status=Fiscalizada'))).toEqual([]);
      expect(ids(await q(`organizacao=${b.orgA.id}`))).toEqual([b.ofA.id]);
      expect(ids(await q(`organizacao=${encodeURIComponent(b.orgA.sigla ?? b.orgA.nome)}`))).toEqual([b.ofA.id]);
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      expect(ids(await q(`data_ini=${today}&data_fim=${today}`))).toHaveLength(3);
      expect(ids(await q('data_fim=2020-01-01'))).toEqual([]);
      // Closing forecasts: ofA in 20 days, own in 200 days (no forecast), anonymous none.
      const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      await queryRows(t.handle.db, sql`UPDATE complaints SET estabelecimento_encerramento = ${inDays(20)}::date WHERE id = ${b.ofA.id}`);
      await queryRows(t.handle.db, sql`UPDATE complaints SET estabelecimento_encerramento = ${inDays(200)}::date WHERE id = ${b.own.id}`);
      expect(ids(await q('encerramento=30'))).toEqual([b.ofA.id]);
      expect(ids(await q('encerramento=sem_previsao'))).toEqual([b.own.id, b.anonymous.id]);
      const listed = (await q('')).json().content;
      expect(listed.map((c: { diasRestantes: string }) => c.diasRestantes)).toEqual(['20', 'Sem previsão', 'Sem previsão']);
    });

    it('refuses bad filters with a Portuguese message', async () => {
      const t = ctx();
      for (const [query, message] of [
        ['score_ini=abc', 'score_ini: Pontuação mínima deve ser um número'],
        ['encerramento=15', 'encerramento: Previsão de encerramento deve ser 30, 45, 60, 90 ou sem_previsao'],
        ['status=Arquivada', 'status: Situação da denúncia inválida'],
        ['uf=Para', 'uf: UF inválida'],
        ['data_ini=31/12/2026', 'data_ini: Data inicial inválida (use AAAA-MM-DD)'],
        ['sort=nomefantasia,asc', 'Campo de ordenação inválido: "nomefantasia". Use um destes: id, createdAt, score, encerramento, numerodemanda'],
      ]) {
        const res = await get(t, `/api/denuncias?${query}`, b.holder);
        expect(res.statusCode).toBe(400);
        expect([res.json().message, ...res.json().messages]).toContain(message);
      }
    });
  });

  describe('the map area', () => {
    const maraba = { lat: -5.38, lng: -49.13 };

    it('keeps complaints whose point lies inside the polygon, and the map points follow the same filter', async () => {
      const t = ctx();
      expect(ids(await get(t, `/api/denuncias?${areaQuery(square(maraba.lat, maraba.lng, 0.5))}`, b.holder))).toEqual([b.ofA.id]);
      expect(ids(await get(t, `/api/denuncias?${areaQuery(square(-1.45, -48.49, 0.1))}`, b.holder))).toEqual([b.own.id]);
      expect(ids(await get(t, `/api/denuncias?${areaQuery(square(-23.5, -46.6, 1))}`, b.holder))).toEqual([]);
      const points = (await get(t, `/api/denuncias/pontos?${areaQuery(square(-3, -49, 5))}`, b.holder)).json();
      expect(points.truncated).toBe(false);
      expect(points.points.map((p: { id: number }) => p.id)).toEqual([b.ofA.id, b.own.id]);
      expect(points.points[0]).toMatchObject({ numerodemanda: b.ofA.numerodemanda, score: 15 });
      // The anonymous complaint has no point: never inside an area, never on the map.
      expect((await get(t, '/api/denuncias/pontos', b.holder)).json().points).toHaveLength(2);
      // Visibility holds on the map too.
      expect((await get(t, '/api/denuncias/pontos', b.outsider)).json().points.map((p: { id: number }) => p.id)).toEqual([b.own.id]);
    });

    it('counts a point on the edge or on a vertex as inside', async () => {
      const t = ctx();
      const edge: LatLng[] = [
        { lat: maraba.lat, lng: -50 },
        { lat: maraba.lat, lng: -49 },
        { lat: maraba.lat + 1, lng: -49 },
        { lat: maraba.lat + 1, lng: -50 },
      ];
      expect(ids(await get(t, `/api/denuncias?${areaQuery(edge)}`, b.holder))).toEqual([b.ofA.id]);
      const vertex: LatLng[] = [maraba, { lat: maraba.lat, lng: maraba.lng + 1 }, { lat: maraba.lat + 1, lng: maraba.lng }];
      expect(ids(await get(t, `/api/denuncias?${areaQuery(vertex)}`, b.holder))).toEqual([b.ofA.id]);
    });

    it('refuses an open, self-intersecting or too small polygon with a clear message', async () => {
      const t = ctx();
      const bowtie: LatLng[] = [
        { lat: -6, lng: -50 },
        { lat: -4, lng: -48 },
        { lat: -6, lng: -48 },
        { lat: -4, lng: -50 },
      ];
      for (const [area, message] of [
        ['-6,-50;-4,-50;-4,-48;-6,-48', AREA_MESSAGES.OPEN],
        [encodeArea(bowtie), AREA_MESSAGES.SELF_INTERSECTING],
        ['-6,-50;-4,-50;-6,-50', AREA_MESSAGES.FEW],
        ['-6,-50;-4,-50;-4,-50;-6,-50', AREA_MESSAGES.FEW],
        ['-6,-50;-4,-50;-4,-48;-6,-48;-4,-50;-6,-50', AREA_MESSAGES.SELF_INTERSECTING],
        ['abc', AREA_MESSAGES.FORMAT],
        ['-96,-50;-4,-50;-4,-48;-96,-50', AREA_MESSAGES.RANGE],
      ]) {
        for (const url of ['/api/denuncias', '/api/denuncias/pontos', '/api/denuncias/report']) {
          const res = await get(t, `${url}?area=${encodeURIComponent(area!)}`, b.holder);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(`area: ${message}`);
        }
      }
    });
  });

  describe('PDFs', () => {
    it('prints the filtered list and one complaint', async () => {
      const t = ctx();
      const list = await get(t, `/api/denuncias/report?score_ini=1`, b.holder);
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('application/pdf');
      expect(list.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const one = await get(t, `/api/denuncias/report/${b.ofA.id}`, b.orgStaff);
      expect(one.statusCode).toBe(200);
      expect(one.headers['content-disposition']).toContain(`denuncia-${b.ofA.numerodemanda}.pdf`);
    });
  });

  describe('GET /api/denuncias/{id}: the profile', () => {
    it('gives the answers by category as given, and the indicators that fired adding up to the score', async () => {
      const t = ctx();
      const res = await get(t, `/api/denuncias/${b.ofA.id}`, b.orgStaff);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      const q = tq.questionnaire;
      expect(p).toMatchObject({
        id: b.ofA.id,
        status: 'Protocolada',
        arquivada: false,
        score: 15,
        idFiles: '',
        nomeCadastrador: null,
        demanda: { numerodemanda: b.ofA.numerodemanda, nomefantasia: 'Fazenda Boa Esperança', municipio: { nome: 'Marabá' }, ufendempresa: { uf: 'PA' }, cadastrador: null },
        organizacoes: [{ id: b.orgA.id }],
      });
      expect(p.categorias).toHaveLength(1);
      expect(p.categorias[0].respostas.map((r: { idQuestao: number; resposta: string }) => [r.idQuestao, r.resposta])).toEqual([
        [q.q1.id, 'Não'],
        [q.q2.id, 'Ameaças; Vigias armados'],
        [q.q3.id, '12'],
        [q.q4.id, 'Vigias armados na porteira'],
      ]);
      expect(p.questoes).toEqual(expect.arrayContaining([{ idQuestao: q.q1.id, resposta: tq.no() }, { idQuestao: q.q2.id, resposta: [tq.threat(), tq.guards()] }]));
      const fired = p.pontuacao.indicadores;
      expect(fired.map((i: { id: number; peso: number }) => [i.id, i.peso])).toEqual([
        [q.indC.id, 7],
        [q.indA.id, 5],
        [q.indB.id, 3],
      ]);
      expect(fired[1].origens).toEqual([
        { idQuestao: q.q1.id, enunciado: 'Os trabalhadores podem sair?', opcao: 'Não' },
        { idQuestao: q.q2.id, enunciado: 'O que os impede?', opcao: 'Ameaças' },
      ]);
      expect(p.pontuacao).toMatchObject({ soma: 15, score: 15, recalculado: false, formula: 'Indicador C (7) + Indicador A (5) + Indicador B (3) = 15' });
      // The holder also sees who filed it.
      expect((await get(t, `/api/denuncias/${b.ofA.id}`, b.holder)).json()).toMatchObject({ nomeCadastrador: 'Helena Chefe', demanda: { cadastrador: b.holder.username } });
    });

    it('leaves out an answer whose question its parent no longer shows', async () => {
      const t = ctx();
      const q = tq.questionnaire;
      // Stored data as it would be after the questionnaire changed: q2 is now shown for another answer of q1.
      await queryRows(t.handle.db, sql`UPDATE questions SET parent_answer = 'Sim' WHERE id = ${q.q2.id}`);
      try {
        const p = (await get(t, `/api/denuncias/${b.ofA.id}`, b.holder)).json();
        expect(p.categorias[0].respostas.map((r: { idQuestao: number }) => r.idQuestao)).toEqual([q.q1.id, q.q3.id, q.q4.id]);
      } finally {
        await queryRows(t.handle.db, sql`UPDATE questions SET parent_answer = 'Não' WHERE id = ${q.q2.id}`);
      }
    });
  });

  describe('status and answers', () => {
    it('moves Protocolada → Encaminhada para Fiscalização (service) → Fiscalizada (route), each in the history with who and when', async () => {
      const t = ctx();
      const refused = await t.app.inject({ method: 'POST', url: `/api/denuncias/${b.own.id}/status`, payload: { status: 'Fiscalizada' }, headers: b.outsider.headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A denúncia está "Protocolada" e não pode passar a "Fiscalizada"');
      const manual = await t.app.inject({ method: 'POST', url: `/api/denuncias/${b.own.id}/status`, payload: { status: 'Encaminhada para Fiscalização' }, headers: b.outsider.headers });
      expect(manual.statusCode).toBe(400);
      await t.handle.db.transaction((tx) => moveComplaintStatus(tx, { complaintId: b.own.id, to: 'Encaminhada para Fiscalização', authorId: b.holder.id }));
      const done = await t.app.inject({ method: 'POST', url: `/api/denuncias/${b.own.id}/status`, payload: { status: 'Fiscalizada' }, headers: b.outsider.headers });
      expect(done.statusCode).toBe(200);
      expect(done.json().status).toBe('Fiscalizada');
      const history = (await get(t, `/api/denuncias/historico/${b.own.id}`, b.outsider)).json();
      expect(history.slice(0, 2)).toMatchObject([
        { action: 'status', author: { id: b.outsider.id, name: 'Bruno Outro' }, changes: [{ field: 'status', from: 'Encaminhada para Fiscalização', to: 'Fiscalizada' }] },
        { action: 'status', author: { id: b.holder.id }, changes: [{ from: 'Protocolada', to: 'Encaminhada para Fiscalização' }] },
      ]);
      expect(Date.parse(history[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(ids(await get(t, '/api/denuncias?status=Fiscalizada', b.holder))).toEqual([b.own.id]);
    });

    it('moves Encaminhada para Fiscalização back to Protocolada (removed from an operation before inspection), never Fiscalizada back', async () => {
      const t = ctx();
      const move = (complaintId: number, to: 'Protocolada' | 'Encaminhada para Fiscalização') =>
        t.handle.db.transaction((tx) => moveComplaintStatus(tx, { complaintId, to, authorId: b.holder.id, reason: 'retirada da operação 7' }));
      await move(b.ofA.id, 'Encaminhada para Fiscalização');
      expect(await move(b.ofA.id, 'Protocolada')).toEqual({ from: 'Encaminhada para Fiscalização', changed: true });
      const [entry] = (await get(t, `/api/denuncias/historico/${b.ofA.id}`, b.holder)).json();
      expect(entry).toMatchObject({ action: 'status', descricao: 'Situação alterada para Protocolada (retirada da operação 7)', changes: [{ from: 'Encaminhada para Fiscalização', to: 'Protocolada' }] });
      // b.own is Fiscalizada (previous test): no way back
      await expect(move(b.own.id, 'Protocolada')).rejects.toMatchObject({ statusCode: 400, message: 'A denúncia está "Fiscalizada" e não pode passar a "Protocolada"' });
    });

    it('edits the answers as staff: score recomputed, before and after in the history', async () => {
      const t = ctx();
      const q = tq.questionnaire;
      const questoes = [
        { idQuestao: q.q1.id, resposta: tq.no() },
        { idQuestao: q.q2.id, resposta: [tq.threat()] },
        { idQuestao: q.q3.id, resposta: '30' },
        { idQuestao: q.q4.id, resposta: 'Vigias armados na porteira' },
      ];
      const res = await t.app.inject({ method: 'PUT', url: `/api/denuncias/${b.anonymous.id}/respostas`, payload: { questoes }, headers: b.holder.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().score).toBe(8);
      expect(res.json().pontuacao.indicadores.map((i: { id: number }) => i.id).sort()).toEqual([q.indA.id, q.indB.id].sort());
      const [entry] = (await get(t, `/api/denuncias/historico/${b.anonymous.id}`, b.holder)).json();
      expect(entry).toMatchObject({ action: 'respostas', author: { id: b.holder.id } });
      expect(entry.changes).toEqual([
        { field: `questao_${q.q2.id}`, label: 'O que os impede?', from: 'Ameaças; Vigias armados', to: 'Ameaças' },
        { field: `questao_${q.q3.id}`, label: 'Quantos trabalhadores?', from: '12', to: '30' },
        { field: 'score', label: 'Pontuação IRTE', from: '15', to: '8' },
      ]);
    });

    it('refuses answers the public form would refuse, writing nothing', async () => {
      const t = ctx();
      const q = tq.questionnaire;
      const snapshot = async () => ({
        answers: await queryRows(t.handle.db, sql`SELECT question_id, resposta FROM complaint_answers WHERE complaint_id = ${b.ofA.id} ORDER BY question_id`),
        history: await t.count('complaint_history'),
        score: await queryRows(t.handle.db, sql`SELECT score FROM complaints WHERE id = ${b.ofA.id}`),
      });
      await expectRefusedWritingNothing(
        t,
        { method: 'PUT', url: `/api/denuncias/${b.ofA.id}/respostas`, payload: { questoes: [{ idQuestao: q.q1.id, resposta: tq.no() }] }, headers: b.holder.headers },
        [],
        snapshot,
      );
      await expectRefusedWritingNothing(
        t,
        { method: 'PUT', url: `/api/denuncias/${b.ofA.id}/respostas`, payload: { questoes: 'todas' }, headers: b.holder.headers },
        ['questoes: Respostas devem ser uma lista'],
        snapshot,
      );
      await expectRefusedWritingNothing(
        t,
        { method: 'PUT', url: `/api/denuncias/${b.ofA.id}/respostas`, payload: { questoes: [{ idQuestao: q.q1.id, resposta: tq.no() }, { idQuestao: q.q1.id, resposta: tq.no() }] }, headers: b.holder.headers },
        [`questoes: Questão ${q.q1.id} respondida mais de uma vez`],
        snapshot,
      );
    });
  });
});
