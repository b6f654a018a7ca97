import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { autodiagClient } from '../modules/autodiagnostico/test-support';
import { create, FAST, solvedCaptcha, useDenunciasPeople, useTestQuestionnaire } from '../modules/denuncias/test-support';
import { testDatabases, useTestApp } from '../test/helpers';

/**
 * Every limit that answers 429 says, in Retry-After (whole seconds), when to try again: at most its
 * window, at least a second.
 */
describe.each(testDatabases())('every 429 carries Retry-After, on %s', (engine) => {
  const ctx = useTestApp(engine, {
    loginRateLimit: { perIpPerMinute: 2, perUserFailures: 1, perUserWindowMs: 15 * 60_000 },
    denuncias: { ...FAST, complaintsPerIp: 1, followUpsPerIp: 1 },
    geo: { searchesPerIp: 1 },
    localization: { publicPerMinute: 1 },
    autodiagnostico: { createsPerIp: 1, writesPerIp: 1, reportsPerIp: 1 },
  });
  const { validBody } = useTestQuestionnaire(ctx, useDenunciasPeople(ctx));

  /** Sends `request` (from its own address) until it answers 429, at most `tries` times; returns that answer. */
  const until429 = async (request: InjectOptions, tries = 3): Promise<LightMyRequestResponse> => {
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < tries; i++) {
      res = await ctx().app.inject(request);
      if (res.statusCode === 429) return res;
    }
    throw new Error(`${request.method} ${request.url}: no 429 in ${tries} tries (last ${res?.statusCode})`);
  };
  const expectRetryAfter = (res: LightMyRequestResponse, windowSeconds: number) => {
    const wait = Number(res.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
  };

  it('login: requests per address and minute, and failed attempts', async () => {
    // Wrong passwords count for both limits: whichever answers first says its own wait (a minute, or until
    // the oldest failure leaves its 15-minute window).
    const perMinute = await until429({ method: 'POST', url: '/authenticate', payload: { username: 'alguem', password: 'x' }, remoteAddress: '192.0.2.1' });
    expectRetryAfter(perMinute, 15 * 60);
    const failures = await until429({ method: 'POST', url: '/authenticate', payload: { username: 'outro', password: 'x' }, remoteAddress: '192.0.2.2' });
    expectRetryAfter(failures, 15 * 60);
  });

  it('complaints: stored per address, and follow-up lookups', async () => {
    const t = ctx();
    const file = async () => t.app.inject({ method: 'POST', url: `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(await solvedCaptcha(t))}`, payload: validBody(), remoteAddress: '192.0.2.3' });
    expect((await file()).statusCode).toBe(201);
    const over = await file();
    expect(over.statusCode).toBe(429);
    expectRetryAfter(over, 600);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(500);
    // Another address still files (the helper's 127.0.0.1).
    expect((await create(t, validBody(), await solvedCaptcha(t))).statusCode).toBe(201);
    expectRetryAfter(await until429({ method: 'POST', url: '/api/denuncias/acompanhamento', payload: { numerodemanda: 'DEN-2026-000001', codigo: 'AAAA-AAAA-AAAA' }, remoteAddress: '192.0.2.4' }), 600);
  });

  it('public look-ups: address search, places and CNAE', async () => {
    expectRetryAfter(await until429({ method: 'GET', url: '/api/geo/search?q=Belém', remoteAddress: '192.0.2.5' }), 60);
    expectRetryAfter(await until429({ method: 'GET', url: '/api/localization/countries?nome=bra', remoteAddress: '192.0.2.6' }), 60);
    expectRetryAfter(await until429({ method: 'GET', url: '/api/autodiagnostico/cnae/search?name=padaria', remoteAddress: '192.0.2.7' }, 62), 60);
  });

  it('self-diagnosis: evaluations started, answers saved and reports per address', async () => {
    const client = autodiagClient(ctx, '192.0.2.8');
    const ev = await client.create();
    const started = await client.inject({ method: 'POST', url: '/api/autodiagnostico', payload: { modelo_id: ev.modelo_id, nome_estabelecimento: 'Outra', cnae: '4721-1/02', uf: 'SP' } });
    expect(started.statusCode).toBe(429);
    expectRetryAfter(started, 600);
    const headers = { 'x-codigo-avaliacao': ev.codigo };
    expectRetryAfter(await until429({ method: 'POST', url: '/api/autodiagnostico/salvar-questao', payload: { avaliacao_id: ev.id, questao_id: 1, opcao_id: 1 }, headers, remoteAddress: '192.0.2.8' }), 600);
    expectRetryAfter(await until429({ method: 'GET', url: `/api/plano-de-acao/report-xlsx/${ev.id}`, headers, remoteAddress: '192.0.2.8' }), 600);
  });
});
