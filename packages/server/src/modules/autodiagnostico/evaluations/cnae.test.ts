import { EVALUATION_RATE_LIMITED_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import { testDatabases, useTestApp } from '../../../test/helpers';
import { autodiagClient } from '../test-support';

jest.setTimeout(180_000);

describe.each(testDatabases())('the public CNAE search of a new evaluation on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('finds subclasses by code or by description without a login, and never logs in to do it', async () => {
    const client = autodiagClient(ctx, '10.0.9.1');
    const byCode = await client.get('/api/autodiagnostico/cnae/search?name=4721-1');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toEqual(expect.arrayContaining([expect.objectContaining({ desc_subclasse: expect.stringMatching(/padaria/i) })]));
    const byText = (await client.get('/api/autodiagnostico/cnae/search?name=soja')).json() as { cod_subclasse: string; desc_subclasse: string }[];
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((c) => /soja/i.test(c.desc_subclasse))).toBe(true);
    // the staff's search still needs a login
    expect((await client.get('/api/cnae/search?name=soja')).statusCode).toBe(401);
  });

  it('refuses hostile or oversized text with a clear 400', async () => {
    const client = autodiagClient(ctx, '10.0.9.2');
    for (const name of ['<script>', 'a'.repeat(101), "x' OR 1=1 --"]) {
      const res = await client.get(`/api/autodiagnostico/cnae/search?name=${encodeURIComponent(name)}`);
      expect([name, res.statusCode]).toEqual([name, 400]);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is limited per address (60 a minute), one address at a time', async () => {
    const busy = autodiagClient(ctx, '10.0.9.3');
    for (let i = 0; i < 60; i++) expect((await busy.get('/api/autodiagnostico/cnae/search?name=pad')).statusCode).toBe(200);
    const refused = await busy.get('/api/autodiagnostico/cnae/search?name=pad');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(EVALUATION_RATE_LIMITED_MESSAGE);
    expect((await autodiagClient(ctx, '10.0.9.4').get('/api/autodiagnostico/cnae/search?name=pad')).statusCode).toBe(200);
  });
});
