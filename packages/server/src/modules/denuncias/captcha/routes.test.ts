import { CAPTCHA_EXPIRED_MESSAGE, CAPTCHA_INVALID_MESSAGE, CAPTCHA_MISSING_MESSAGE, CAPTCHA_REUSED_MESSAGE } from '@sisacte/contracts/denuncias/captcha';
import { createChallenge } from 'altcha-lib';
import { testDatabases } from '../../../test/helpers';
import { create, HMAC_KEY, solvedCaptcha, useDenunciasTestApp, useTestQuestionnaire, written } from '../test-support';

describe.each(testDatabases())('captcha on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);

  describe('with a questionnaire of the test', () => {
    const { validBody } = useTestQuestionnaire(ctx, people, { childStatement: 'O que impede os trabalhadores de sair?' });

    describe('POST /api/denuncias-create', () => {
      it('accepts the captcha solution of a refused submission once the answers are fixed', async () => {
        const t = ctx();
        const captcha = await solvedCaptcha(t);
        expect((await create(t, validBody({ questoes: [] }), captcha)).statusCode).toBe(400);
        expect((await create(t, validBody(), captcha)).statusCode).toBe(201);
      });

      describe('captcha', () => {
        it('serves ALTCHA challenges publicly, never cached', async () => {
          const res = await ctx().app.inject({ method: 'GET', url: '/api/captcha/challenge' });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
          expect(res.json().salt).toMatch(/expires=\d+/);
          expect(res.headers['cache-control']).toBe('no-store');
        });

        it('refuses a missing, garbled, wrong, reused or expired solution with Portuguese messages', async () => {
          const t = ctx();
          const before = await written(t);
          const missing = await create(t, validBody(), undefined);
          expect(missing.statusCode).toBe(400);
          expect(missing.json().message).toBe(CAPTCHA_MISSING_MESSAGE);
          expect((await create(t, validBody(), 'bm90LWpzb24')).json().message).toBe(CAPTCHA_INVALID_MESSAGE);

          const good = await solvedCaptcha(t);
          const decoded = JSON.parse(Buffer.from(good, 'base64').toString());
          const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
          expect((await create(t, validBody(), wrong)).json().message).toBe(CAPTCHA_INVALID_MESSAGE);
          const forged = await createChallenge({ hmacKey: 'outra-chave-qualquer-com-32-caracteres!!', maxnumber: 10, number: 3 });
          const forgedPayload = Buffer.from(JSON.stringify({ ...forged, number: 3 })).toString('base64');
          expect((await create(t, validBody(), forgedPayload)).json().message).toBe(CAPTCHA_INVALID_MESSAGE);

          const expired = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 10, number: 4, expires: new Date(Date.now() - 1000) });
          const expiredPayload = Buffer.from(JSON.stringify({ ...expired, number: 4 })).toString('base64');
          const late = await create(t, validBody(), expiredPayload);
          expect(late.statusCode).toBe(400);
          expect(late.json().message).toBe(CAPTCHA_EXPIRED_MESSAGE);
          expect(await written(t)).toEqual(before);

          expect((await create(t, validBody(), good)).statusCode).toBe(201);
          const again = await create(t, validBody(), good);
          expect(again.statusCode).toBe(400);
          expect(again.json().message).toBe(CAPTCHA_REUSED_MESSAGE);
          expect(await t.count('complaints')).toBe(before.complaints + 1);
        });

        it('lets only one of two concurrent submissions with the same solution through', async () => {
          const t = ctx();
          const before = await t.count('complaints');
          const captcha = await solvedCaptcha(t);
          const results = await Promise.all([create(t, validBody(), captcha), create(t, validBody(), captcha)]);
          expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
          expect(await t.count('complaints')).toBe(before + 1);
        });
      });
    });
  });
});
