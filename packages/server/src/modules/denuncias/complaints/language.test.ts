import { CAPTCHA_MISSING_MESSAGE } from '@sisacte/contracts/denuncias/captcha';
import { FOLLOW_UP_NOT_FOUND_MESSAGE } from '@sisacte/contracts/denuncias/follow-up';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { testDatabases } from '../../../test/helpers';
import { create, solvedCaptcha, useDenunciasTestApp, written } from '../test-support';
import { get, useBackOffice } from '../admin/test-support';

// Issue 33: the public routes answer in the page's language; a complaint records the language it was filed in,
// which staff see on its profile and filter the list by.
describe.each(testDatabases())('complaint languages on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b, tq } = useBackOffice(ctx, people);

  describe('POST /api/denuncias-create in the language of Accept-Language', () => {
    it('answers a validation message in Spanish, writing nothing', async () => {
      const t = ctx();
      const before = await written(t);
      const body = tq.validBody({ demanda: { ...tq.demanda(), nomefantasia: '   ' } });
      const res = await create(t, body, await solvedCaptcha(t), { 'accept-language': 'es-VE,es;q=0.9,pt;q=0.5' });
      expect(res.statusCode).toBe(400);
      // the raw field path dropped: the message names the field
      expect(res.json().messages).toContain('El nombre del establecimiento es obligatorio');
      expect(res.headers['content-language']).toBe('es');
      expect(await written(t)).toEqual(before);
    });

    it('answers in Portuguese without the header, with pt, or with a language the pages do not speak', async () => {
      const t = ctx();
      for (const headers of [{}, { 'accept-language': 'pt-BR' }, { 'accept-language': 'de-DE,de' }] as Record<string, string>[]) {
        const res = await create(t, tq.validBody(), undefined, headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CAPTCHA_MISSING_MESSAGE);
      }
    });

    it('answers the captcha, the follow-up and a refused answer in English, French and Haitian Creole', async () => {
      const t = ctx();
      expect((await create(t, tq.validBody(), undefined, { 'accept-language': 'en' })).json().message).toBe("Tick the 'I am not a robot' box!");
      const lookup = await t.app.inject({
        method: 'POST',
        url: '/api/denuncias/acompanhamento',
        payload: { numerodemanda: 'DEN-2020-999999', codigo: 'AAAA-BBBB-CCCC' },
        headers: { 'accept-language': 'fr-FR' },
      });
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json().message).toBe('Le numéro de dossier ou le code de récépissé ne correspond pas.');
      const portuguese = await t.app.inject({ method: 'POST', url: '/api/denuncias/acompanhamento', payload: { numerodemanda: 'DEN-2020-999999', codigo: 'AAAA-BBBB-CCCC' } });
      expect(portuguese.json().message).toBe(FOLLOW_UP_NOT_FOUND_MESSAGE);
      const creole = await create(t, tq.validBody({ idioma: 'de' }), await solvedCaptcha(t), { 'accept-language': 'ht' });
      expect(creole.statusCode).toBe(400);
      expect(creole.json().messages).toContain('Lang lan dwe pt, es, en, fr oswa ht');
    });

    it('quotes a missing answer\'s question as the visitor reads it, agrees in gender and keeps Portuguese answers as they were', async () => {
      const t = ctx();
      const q4 = tq.questionnaire.q4;
      const translated = await t.app.inject({
        method: 'POST',
        url: '/api/questoes',
        headers: people.staff.headers,
        payload: { id: q4.id, enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: tq.questionnaire.cat1 }, traducoes: { es: { enunciado: 'Relato de los hechos' } } },
      });
      expect(translated.statusCode).toBe(200);
      const withoutQ4 = () => tq.validBody({ questoes: tq.validBody().questoes.filter((a) => a.idQuestao !== q4.id) });
      const res = await create(t, withoutQ4(), await solvedCaptcha(t), { 'accept-language': 'es' });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['La pregunta "Relato de los hechos" es obligatoria']);
      const pt = await create(t, withoutQ4(), await solvedCaptcha(t));
      expect(pt.json().messages).toEqual(['A questão "Relato" é obrigatória']);
      const wrongId = await create(t, tq.validBody({ questoes: [{ idQuestao: 'a', resposta: null }] }), await solvedCaptcha(t), { 'accept-language': 'es' });
      expect(wrongId.json().messages).toContain('Pregunta no válida');
      expect((await create(t, tq.validBody({ questoes: [{ idQuestao: 'a', resposta: null }] }), await solvedCaptcha(t))).json().messages).toContain('questoes.0.idQuestao: Questão inválido');
    });

    it('follows ?lang like the questionnaire does, before Accept-Language, whatever its case or region', async () => {
      const t = ctx();
      for (const [lang, headers] of [
        ['es', {}],
        ['ES', { 'accept-language': 'fr' }],
        ['es-AR', {}],
      ] as [string, Record<string, string>][]) {
        const res = await t.app.inject({ method: 'POST', url: `/api/denuncias-create?lang=${lang}`, payload: tq.validBody() as Record<string, unknown>, headers });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('¡Marque la casilla «No soy un robot»!');
        expect(res.headers['content-language']).toBe('es');
      }
      const lookup = await t.app.inject({ method: 'POST', url: '/api/denuncias/acompanhamento?lang=en&lang=fr', payload: { numerodemanda: 'DEN-2020-999999', codigo: 'AAAA-BBBB-CCCC' } });
      expect(lookup.json().message).toBe('The protocol number or the receipt code does not match.');
    });
  });

  describe('the language a complaint is filed in', () => {
    it('is stored from the wizard (idioma), Portuguese when absent', async () => {
      const t = ctx();
      const es = await create(t, tq.validBody({ idioma: 'es' }), await solvedCaptcha(t), { 'accept-language': 'es' });
      expect(es.statusCode).toBe(201);
      const [row] = await queryRows<{ idioma: string }>(t.handle.db, sql`SELECT idioma FROM complaints WHERE id = ${es.json().id}`);
      expect(row!.idioma).toBe('es');
      const [old] = await queryRows<{ idioma: string }>(t.handle.db, sql`SELECT idioma FROM complaints WHERE id = ${b.anonymous.id}`);
      expect(old!.idioma).toBe('pt');
    });

    it('is on the profile and in the list, and the list filters by it', async () => {
      const t = ctx();
      const ht = await create(t, tq.validBody({ idioma: 'ht' }), await solvedCaptcha(t));
      expect(ht.statusCode).toBe(201);
      const id = ht.json().id as number;
      const profile = await get(t, `/api/denuncias/${id}`, b.holder);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().idioma).toBe('ht');
      const filtered = await get(t, '/api/denuncias?idioma=ht&size=100', b.holder);
      expect(filtered.statusCode).toBe(200);
      const rows = filtered.json().content as { id: number; idioma: string }[];
      expect(rows.map((r) => r.id)).toContain(id);
      expect(rows.every((r) => r.idioma === 'ht')).toBe(true);
      const portuguese = (await get(t, '/api/denuncias?idioma=pt&size=100', b.holder)).json().content as { id: number }[];
      expect(portuguese.map((r) => r.id)).not.toContain(id);
      expect(portuguese.map((r) => r.id)).toContain(b.anonymous.id);
      // the points and the PDF take the same filters
      expect((await get(t, '/api/denuncias/pontos?idioma=ht', b.holder)).statusCode).toBe(200);
    });

    it('refuses an unknown language in the filter with a Portuguese 400, whatever the browser asks: staff routes stay in Portuguese', async () => {
      const t = ctx();
      const res = await t.app.inject({ method: 'GET', url: '/api/denuncias?idioma=xx', headers: { ...b.holder.headers, 'accept-language': 'es' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.join('\n')).toContain('Idioma deve ser pt, es, en, fr ou ht');
      expect(res.headers['content-language']).toBeUndefined();
    });

    it('the filtered list and the profile answer 401 to anonymous callers and 403 without the Denuncias role', async () => {
      const t = ctx();
      for (const url of ['/api/denuncias?idioma=es', '/api/denuncias/pontos?idioma=es', `/api/denuncias/${b.anonymous.id}`]) {
        expect((await get(t, url)).statusCode).toBe(401);
        expect((await get(t, url, people.clerk)).statusCode).toBe(403);
      }
    });
  });
});
