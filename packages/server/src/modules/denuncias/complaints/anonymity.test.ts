import { loggerOptions } from '../../../lib/logger';
import { testDatabases, useTestApp } from '../../../test/helpers';
import { logCapture } from '../../../test/log-capture';
import { create, FAST, solvedCaptcha, useDenunciasPeople, useTestQuestionnaire } from '../test-support';

/** What the proxy would put in X-Forwarded-For, and the socket address of the proxy itself. */
const FORWARDED = '203.0.113.77';
const SOCKET = '198.51.100.23';
const AGENT = 'Navegador-Distintivo/9.9 (denunciante)';
const client = { 'x-forwarded-for': FORWARDED, 'user-agent': AGENT };

describe.each(testDatabases())('anonymity of the public in the logs on %s', (engine) => {
  const { stream, text, clear } = logCapture();
  const ctx = useTestApp(engine, { denuncias: FAST, trustProxy: true, logger: { ...loggerOptions('debug'), stream } as never });
  const people = useDenunciasPeople(ctx);
  const { validBody } = useTestQuestionnaire(ctx, people);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers: { ...client, ...headers }, remoteAddress: SOCKET });

  it('logs a complaint, its follow-up, the captcha and the wizard lookups without the address, the user agent or anything tied to them', async () => {
    const t = ctx();
    clear();
    for (const url of ['/api/estados/list', '/api/questoes/list', '/api/organizacoes/list', '/api/localization/states', '/api/localization/cities?uf=PA', '/api/geo/config']) {
      expect((await get(url)).statusCode).toBe(200);
    }
    // Also from a browser where a staff member is logged in: the public routes stay anonymous.
    expect((await get('/api/questoes/list', people.staff.headers)).statusCode).toBe(200);
    const captcha = await solvedCaptcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/denuncias-create?g_recaptcha_response=${encodeURIComponent(captcha)}`,
      payload: validBody(),
      headers: client,
      remoteAddress: SOCKET,
    });
    expect(res.statusCode).toBe(201);
    const refused = await create(t, { demanda: {} }, 'x', client);
    expect(refused.statusCode).toBe(400);
    const followUp = await t.app.inject({
      method: 'POST',
      url: '/api/denuncias/acompanhamento',
      payload: { numerodemanda: res.json().demanda.numerodemanda, codigo: res.json().codigo_recibo },
      headers: client,
      remoteAddress: SOCKET,
    });
    expect(followUp.statusCode).toBe(200);
    expect((await get('/api/captcha/challenge')).statusCode).toBe(200);

    const log = text();
    expect(log).toContain('"path":"/api/denuncias-create"');
    expect(log).toContain('"path":"/api/denuncias/acompanhamento"');
    for (const identifying of [FORWARDED, SOCKET, '127.0.0.1', AGENT, 'remoteAddress', 'user-agent', 'x-forwarded-for']) expect(log).not.toContain(identifying);
  });

  it('keeps the address of staff requests (which carry a token), for the audit of the back office', async () => {
    clear();
    expect((await get('/api/indicadores', people.staff.headers)).statusCode).toBe(200);
    const log = text();
    expect(log).toContain(`"remoteAddress":"${FORWARDED}"`);
    expect(log).not.toContain(AGENT);
  });
});
