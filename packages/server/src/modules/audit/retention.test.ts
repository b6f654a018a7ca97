import { TRAIL_API, type TrailEntry } from '@sisacte/contracts/audit/trail';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { PAINEL_API } from '@sisacte/contracts/painel/painel';
import { sender } from '../../test/crud-checks';
import { testDatabases, useTestAppWithFiles, useTestUsers, type TestApp } from '../../test/helpers';
import { loadRetentionConfig, RETENTION_DEFAULTS } from './config';
import { runRetention } from './retention';

jest.setTimeout(120_000);

const WORDS = 'Trabalhador Joaquim Xavante dorme no galpão';

/** A complaint stored as the intake stores one, with a text answer, a complement, an archive request and a file row; `closed` archives it, `daysAgo` dates its last change. */
async function complaint(t: TestApp, n: number, options: { closed: boolean; daysAgo: number }): Promise<number> {
  return t.handle.withConnection(async (c) => {
    const [city] = await c.query<{ id: number }>(`SELECT id FROM cities ORDER BY id LIMIT 1`);
    const [{ id }] = (await c.query<{ id: number }>(
      `INSERT INTO complaints (numerodemanda, nomefantasia, enderecoempresa, municipio_id, uf, receipt_hash, arquivada, status)
       VALUES ($1, 'Fazenda Retenção', 'Estrada 1', $2, 'PA', 'x', $3, 'Protocolada') RETURNING id`,
      [`RET-${n}-${Date.now()}`, city!.id, options.closed],
    )) as [{ id: number }];
    const [question] = await c.query<{ id: number }>(`SELECT id FROM questions WHERE tipo = 1 ORDER BY id LIMIT 1`);
    await c.query(`INSERT INTO complaint_answers (complaint_id, question_id, resposta) VALUES ($1, $2, $3)`, [id, question!.id, WORDS]);
    await c.query(`INSERT INTO complaint_extras (complaint_id, titulo, texto) VALUES ($1, $2, $3)`, [id, 'Relato de Joaquim', WORDS]);
    await c.query(`INSERT INTO archive_requests (complaint_id, tipo, titulo, justificativa) VALUES ($1, 'Arquivamento', 'Pedido de Joaquim', $2)`, [id, WORDS]);
    await c.query(`INSERT INTO files (entity, codid, name, content_type, size, storage_key) VALUES ('denuncia', $1, 'foto de Joaquim Xavante.jpg', 'image/jpeg', 10, $2)`, [
      id,
      `${'a'.repeat(28)}${String(n).padStart(4, '0')}`,
    ]);
    await c.query(`UPDATE complaints SET updated_at = now() - make_interval(days => $2::int) WHERE id = $1`, [id, options.daysAgo]);
    return Number(id);
  });
}

const mentions = (t: TestApp, id: number) =>
  t.handle.withConnection(async (c) => {
    const [row] = await c.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM complaint_answers WHERE complaint_id = $1 AND resposta LIKE '%Joaquim%')
            + (SELECT count(*) FROM complaint_extras WHERE complaint_id = $1 AND (texto LIKE '%Joaquim%' OR titulo LIKE '%Joaquim%'))
            + (SELECT count(*) FROM archive_requests WHERE complaint_id = $1 AND (justificativa LIKE '%Joaquim%' OR titulo LIKE '%Joaquim%'))
            + (SELECT count(*) FROM complaint_history WHERE complaint_id = $1 AND (descricao LIKE '%Joaquim%' OR changes::text LIKE '%Joaquim%'))
            + (SELECT count(*) FROM files WHERE entity = 'denuncia' AND codid = $1) AS n`,
      [id],
    );
    return Number(row!.n);
  });

describe.each(testDatabases())('retention of closed complaints on %s', (engine) => {
  const ctx = useTestAppWithFiles(engine);
  const users = useTestUsers(ctx, { admin: { roles: [ROLES.ADMIN], name: 'Ada Admin' } });
  const send = sender(ctx, () => users.admin);

  it('reads its settings: off unless set, a month at least', () => {
    expect(loadRetentionConfig({})).toMatchObject({ closedComplaintsDays: null, inactivePeopleDays: null });
    expect(loadRetentionConfig({ RETENTION_CLOSED_COMPLAINTS_DAYS: '0', RETENTION_INACTIVE_PEOPLE_DAYS: 'off' })).toMatchObject({ closedComplaintsDays: null, inactivePeopleDays: null });
    expect(loadRetentionConfig({ RETENTION_CLOSED_COMPLAINTS_DAYS: '1825' }).closedComplaintsDays).toBe(1825);
    expect(() => loadRetentionConfig({ RETENTION_INACTIVE_PEOPLE_DAYS: '7' })).toThrow(/RETENTION_INACTIVE_PEOPLE_DAYS must be a number of days between 30/);
    expect(() => loadRetentionConfig({ RETENTION_CLOSED_COMPLAINTS_DAYS: 'cinco anos' })).toThrow(/RETENTION_CLOSED_COMPLAINTS_DAYS/);
  });

  it('anonymises the closed complaints past their days, keeping what the dashboard counts, and leaves the others', async () => {
    const t = ctx();
    const old = await complaint(t, 1, { closed: true, daysAgo: 400 });
    const open = await complaint(t, 2, { closed: false, daysAgo: 400 });
    const recent = await complaint(t, 3, { closed: true, daysAgo: 10 });
    const panels = async () =>
      Promise.all([PAINEL_API.denunciasUf, PAINEL_API.denunciasStatus, PAINEL_API.denunciasScore].map(async (path) => (await send('GET', path)).json()));
    const before = await panels();
    const context = { db: t.app.db, files: t.app.files, log: t.app.log };
    const config = { ...RETENTION_DEFAULTS, closedComplaintsDays: 365 };

    expect(await runRetention(context, config)).toEqual({ denuncias: 1 });
    expect(await mentions(t, old)).toBe(0);
    expect(await mentions(t, open)).toBeGreaterThan(0);
    expect(await mentions(t, recent)).toBeGreaterThan(0);
    expect(await t.count('complaints', `id = ${old}`)).toBe(1);
    expect(await panels()).toEqual(before);
    const [entry] = (await send('GET', `${TRAIL_API.list}?acao=anonymise&titular_tipo=denuncia&titular_id=${old}`)).json().content as TrailEntry[];
    expect(entry).toMatchObject({ usuario: null, registro: { tipo: 'denuncia', id: old }, detalhes: { motivo: 'retenção', prazo_dias: 365 } });
    // Once: the next run finds nothing.
    expect(await runRetention(context, config)).toEqual({ denuncias: 0 });
  });
});
