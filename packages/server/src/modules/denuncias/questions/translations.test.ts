import { type EditorCategory, type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { SEED_QUESTIONNAIRE, translateSeededQuestionnaire } from '../../../db/seed/denuncias';
import { testDatabases, type TestUser } from '../../../test/helpers';
import { create, errorText, solvedCaptcha, useDenunciasTestApp } from '../test-support';

/** The public questionnaire and its editor in the languages of the public pages (es, en, fr, ht beside pt). */
describe.each(testDatabases())('the questionnaire in other languages on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const publicList = async (query = '', headers: Record<string, string> = {}): Promise<QuestionCategory[]> => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/questoes/list${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const editor = (user: TestUser | null = people.staff) => ctx().app.inject({ method: 'GET', url: '/api/questoes/edicao', headers: user ? user.headers : {} });
  const post = (payload: unknown, user: TestUser | null = people.staff) =>
    ctx().app.inject({ method: 'POST', url: '/api/questoes', payload: payload as Record<string, unknown>, headers: user ? user.headers : {} });
  const all = (categories: QuestionCategory[]) => categories.flatMap((c) => c.questoes);

  describe('the demo questionnaire', () => {
    it('answers in Spanish with ?lang=es: panels, statements, help texts and options, each marked as Spanish', async () => {
      const es = await publicList('?lang=es');
      expect(es.map((c) => c.titulo)).toEqual(['Trabajo forzoso', 'Condiciones de trabajo degradantes', 'Jornada agotadora', 'Servidumbre por deudas']);
      expect(es.every((c) => c.idioma === 'es')).toBe(true);
      const first = es[0]!.questoes[0]!;
      expect(first).toMatchObject({ enunciado: '¿Los trabajadores pueden irse del lugar de trabajo cuando quieren?', idioma: 'es', tipo: 3, requerido: true });
      expect(first.opcoes.map((o) => [o.valor, o.idioma])).toEqual([
        ['Sí', 'es'],
        ['No', 'es'],
        ['No sé', 'es'],
      ]);
      const debt = all(es).find((q) => q.enunciado.startsWith('¿Los trabajadores le deben dinero'))!;
      expect(debt.ajuda).toBe('El «gato» es la persona que recluta a los trabajadores y los lleva al trabajo en nombre del empleador.');
      // every text of the demo questionnaire has its Spanish version
      expect(all(es).filter((q) => q.idioma !== 'es').map((q) => q.enunciado)).toEqual([]);
      expect(all(es).flatMap((q) => q.opcoes).filter((o) => o.idioma !== 'es').map((o) => o.valor)).toEqual([]);
    });

    it('keeps the same ids, types and order in every language, with a child shown by its parent option in the same language', async () => {
      const pt = await publicList();
      for (const lang of ['es', 'en', 'fr', 'ht']) {
        const other = await publicList(`?lang=${lang}`);
        expect(all(other).map((q) => [q.id, q.tipo, q.ordem, q.parent, q.opcoes.map((o) => o.id)])).toEqual(all(pt).map((q) => [q.id, q.tipo, q.ordem, q.parent, q.opcoes.map((o) => o.id)]));
        const byId = new Map(all(other).map((q) => [q.id, q]));
        for (const child of all(other).filter((q) => q.parent !== null)) {
          const ptChild = all(pt).find((q) => q.id === child.id)!;
          const ptOption = all(pt).find((q) => q.id === child.parent)!.opcoes.find((o) => o.valor === ptChild.parentAnswer)!;
          expect(byId.get(child.parent!)!.opcoes.find((o) => o.id === ptOption.id)!.valor).toBe(child.parentAnswer);
        }
      }
      expect(all(await publicList('?lang=es')).find((q) => q.enunciado === '¿Qué les impide irse a los trabajadores?')!.parentAnswer).toBe('No');
      expect(all(await publicList('?lang=fr')).find((q) => q.enunciado.startsWith('Qu’est-ce qui empêche'))!.parentAnswer).toBe('Non');
    });

    it("answers the language of ?lang, never the browser's own Accept-Language, and Portuguese for anything else", async () => {
      expect((await publicList('?lang=fr'))[0]!.titulo).toBe('Travail forcé');
      expect((await publicList('?lang=ht'))[0]!.titulo).toBe('Travay fòse');
      expect((await publicList('?lang=en', { 'accept-language': 'es' }))[0]!.titulo).toBe('Forced labour');
      // a Portuguese page fetched by a browser set to Spanish stays Portuguese
      expect((await publicList('', { 'accept-language': 'es-VE,es;q=0.9' }))[0]!.titulo).toBe(SEED_QUESTIONNAIRE[0]!.titulo);
      // unknown, blank, over-long: Portuguese, never a refusal
      for (const query of ['?lang=de', '?lang=', `?lang=${'x'.repeat(3000)}`, '']) expect((await publicList(query))[0]!.titulo).toBe(SEED_QUESTIONNAIRE[0]!.titulo);
    });

    it('reads ?lang by the public routes one rule: case-insensitive, region dropped, the first of a repeated one', async () => {
      for (const query of ['?lang=ES', '?lang=es-AR', '?lang=es-419', '?lang=es&lang=en']) expect((await publicList(query))[0]!.titulo).toBe('Trabajo forzoso');
    });

    it('answers Portuguese as before: no language marks and no translations in the first load of /denunciar', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/questoes/list' });
      expect(res.body).not.toContain('idioma');
      expect(res.body).not.toContain('traducoes');
      expect(res.body).not.toContain('Trabajo forzoso');
      const pt = res.json() as QuestionCategory[];
      expect(pt[0]!.questoes[0]!.opcoes[0]).toEqual({ id: expect.any(Number), valor: 'Sim', indicadores: [] });
    });

    it('fills the translations of a database seeded before them, once, leaving the texts staff changed', async () => {
      const db = ctx().handle.db;
      const changed = all(await publicList())[1]!;
      try {
        await queryRows(db, sql`UPDATE question_categories SET traducoes = '{}'`);
        await queryRows(db, sql`UPDATE questions SET traducoes = '{}', ajuda = NULL`);
        await queryRows(db, sql`UPDATE question_options SET traducoes = '{}'`);
        await queryRows(db, sql`UPDATE questions SET enunciado = 'Texto mudado pela equipe' WHERE id = ${changed.id}`);
        expect(await translateSeededQuestionnaire(db)).toBeGreaterThan(50);
        const es = await publicList('?lang=es');
        expect(es[0]!.titulo).toBe('Trabajo forzoso');
        expect(all(es).find((q) => q.id === changed.id)).toMatchObject({ enunciado: 'Texto mudado pela equipe', idioma: 'pt' });
        expect(all(es).find((q) => q.enunciado.startsWith('¿Los trabajadores le deben dinero'))!.ajuda).toContain('«gato»');
        expect(await translateSeededQuestionnaire(db)).toBe(0);
      } finally {
        await queryRows(db, sql`UPDATE questions SET enunciado = ${changed.enunciado} WHERE id = ${changed.id}`);
      }
    });
  });

  describe('the editor', () => {
    const category = async () => (await publicList())[1]!.id;

    it('keeps the editor reading (GET /api/questoes/edicao) and the saving of translations from anonymous callers (401) and other roles (403)', async () => {
      expect((await editor(null)).statusCode).toBe(401);
      expect((await editor(people.clerk)).statusCode).toBe(403);
      const body = { enunciado: 'Pergunta nova', tipo: 1, categoria: { id: await category() }, traducoes: { es: { enunciado: 'Pregunta nueva' } } };
      const before = await ctx().count('questions');
      expect((await post(body, null)).statusCode).toBe(401);
      expect((await post(body, people.clerk)).statusCode).toBe(403);
      expect(await ctx().count('questions')).toBe(before);
    });

    it('reads every translation beside the Portuguese texts', async () => {
      const res = await editor();
      expect(res.statusCode).toBe(200);
      const categories = res.json() as EditorCategory[];
      expect(categories[0]!.traducoes).toEqual({ es: { titulo: 'Trabajo forzoso' }, en: { titulo: 'Forced labour' }, fr: { titulo: 'Travail forcé' }, ht: { titulo: 'Travay fòse' } });
      const first = categories[0]!.questoes[0]!;
      expect(first.enunciado).toBe('Os trabalhadores podem deixar o local de trabalho quando quiserem?');
      expect(first.traducoes.en).toEqual({ enunciado: 'Can the workers leave the workplace whenever they want?' });
      expect(first.opcoes[0]!.traducoes).toEqual({ es: { valor: 'Sí' }, en: { valor: 'Yes' }, fr: { valor: 'Oui' }, ht: { valor: 'Wi' } });
    });

    it('saves a question with its help text and translations, shows it in each language and falls back to Portuguese where one is missing', async () => {
      const saved = await post({
        enunciado: 'Há alojamento para as famílias?',
        ajuda: 'Famílias que moram no local de trabalho.',
        tipo: 3,
        categoria: { id: await category() },
        opcoes: [
          { valor: 'Sim', traducoes: { es: { valor: 'Sí' }, en: { valor: 'Yes' } } },
          { valor: 'Só para alguns', traducoes: { es: { valor: 'Solo para algunos' } } },
        ],
        traducoes: { es: { enunciado: '¿Hay alojamiento para las familias?', ajuda: 'Familias que viven en el lugar de trabajo.' }, en: { enunciado: '  ' }, fr: { enunciado: 'Y a-t-il un logement pour les familles ?' } },
      });
      expect(saved.statusCode).toBe(200);
      // a blank translation is no translation
      expect(saved.json()).toMatchObject({ ajuda: 'Famílias que moram no local de trabalho.', traducoes: { es: { enunciado: '¿Hay alojamiento para las familias?', ajuda: 'Familias que viven en el lugar de trabajo.' }, fr: { enunciado: 'Y a-t-il un logement pour les familles ?' } } });
      expect(saved.json().traducoes.en).toBeUndefined();
      const id = saved.json().id as number;

      const es = all(await publicList('?lang=es')).find((q) => q.id === id)!;
      expect(es).toMatchObject({ enunciado: '¿Hay alojamiento para las familias?', ajuda: 'Familias que viven en el lugar de trabajo.', idioma: 'es' });
      expect(es.opcoes.map((o) => [o.valor, o.idioma])).toEqual([
        ['Sí', 'es'],
        ['Solo para algunos', 'es'],
      ]);
      const en = all(await publicList('?lang=en')).find((q) => q.id === id)!;
      expect(en).toMatchObject({ enunciado: 'Há alojamento para as famílias?', ajuda: 'Famílias que moram no local de trabalho.', idioma: 'pt' });
      expect(en.opcoes.map((o) => [o.valor, o.idioma])).toEqual([
        ['Yes', 'en'],
        ['Só para alguns', 'pt'],
      ]);
      // French statement, Portuguese help text (none in French)
      expect(all(await publicList('?lang=fr')).find((q) => q.id === id)).toMatchObject({ enunciado: 'Y a-t-il un logement pour les familles ?', ajuda: 'Famílias que moram no local de trabalho.', idioma: 'fr' });

      // clearing a translation in the editor brings Portuguese back
      const cleared = await post({ ...(saved.json() as Record<string, unknown>), traducoes: { es: { enunciado: '', ajuda: '' } } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().traducoes).toEqual({});
      expect(all(await publicList('?lang=es')).find((q) => q.id === id)).toMatchObject({ enunciado: 'Há alojamento para as famílias?', idioma: 'pt' });
      expect((await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${id}`, headers: people.staff.headers })).statusCode).toBe(204);
    });

    it.each([
      ['a translation longer than the Portuguese limit', { traducoes: { es: { enunciado: 'x'.repeat(501) } } }, 'Enunciado: a tradução deve ter no máximo 500 caracteres'],
      ['an unknown language', { traducoes: { de: { enunciado: 'Neue Frage' } } }, 'Idioma de tradução desconhecido: use es, en, fr ou ht'],
      ['an unknown field', { traducoes: { es: { titulo: 'x' } } }, 'Campo de tradução desconhecido: use enunciado, ajuda'],
      ['a translation that is not a text', { traducoes: { es: { enunciado: 12 } } }, 'Enunciado: a tradução deve ser um texto'],
      ['translations that are not an object', { traducoes: 'Pregunta' }, 'Traduções devem ser um objeto por idioma (es, en, fr, ht)'],
      ['a translated help text without the Portuguese one', { traducoes: { es: { enunciado: 'Pregunta', ajuda: 'Ayuda' } } }, 'Texto de ajuda em espanhol sem o texto em português'],
      ['an oversized help text', { ajuda: 'x'.repeat(501) }, 'Texto de ajuda deve ter no máximo 500 caracteres'],
      [
        'two options that read the same in a language',
        { tipo: 3, opcoes: [{ valor: 'Sim', traducoes: { en: { valor: 'Yes' } } }, { valor: 'Claro', traducoes: { en: { valor: 'yes' } } }] },
        'Opção repetida na tradução (Inglês): "yes"',
      ],
      ['an oversized option translation', { tipo: 3, opcoes: [{ valor: 'Sim', traducoes: { fr: { valor: 'x'.repeat(201) } } }] }, 'Texto da opção: a tradução deve ter no máximo 200 caracteres'],
    ])('refuses %s with a clear 400 and writes nothing', async (_name, change, message) => {
      const before = { q: await ctx().count('questions'), o: await ctx().count('question_options') };
      const res = await post({ enunciado: 'Pergunta nova', tipo: 1, categoria: { id: await category() }, ...change });
      expect(res.statusCode).toBe(400);
      expect(errorText(res)).toContain(message);
      expect({ q: await ctx().count('questions'), o: await ctx().count('question_options') }).toEqual(before);
    });
  });

  it.each([
    ['Spanish', 'es', 'Nadie puede salir de noche', 'Sí'],
    ['English', 'en', 'Nobody may leave at night', 'Yes'],
  ] as const)('files a complaint answered on the %s questionnaire: option ids as in Portuguese, stored as staff read them, free text as typed', async (_name, lang, typed, firstOption) => {
    const pt = all(await publicList());
    const shownIn = all(await publicList(`?lang=${lang}`));
    expect(shownIn[0]!.opcoes[0]!.valor).toBe(firstOption);
    const answers = shownIn
      .filter((q) => q.parent === null && q.requerido)
      .map((q) => ({ idQuestao: q.id, resposta: q.tipo === 3 ? q.opcoes[0]!.id : q.tipo === 4 ? [q.opcoes[0]!.id] : q.tipo === 2 ? '10' : typed }));
    // the children that the first options show, by the parent option's text in the same language (Yes on 'can they leave?' shows none; Yes on 'do they owe?' shows two)
    const shown = shownIn.filter((q) => q.parent !== null && q.requerido && answers.some((a) => a.idQuestao === q.parent && shownIn.find((p) => p.id === q.parent)!.opcoes[0]!.valor === q.parentAnswer));
    expect(shown.length).toBeGreaterThan(0);
    for (const q of shown) answers.push({ idQuestao: q.id, resposta: q.tipo === 4 ? [q.opcoes[0]!.id] : q.tipo === 3 ? q.opcoes[0]!.id : '10' });
    const story = pt.find((q) => q.enunciado === 'Conte o que acontece quando alguém tenta ir embora')!;
    expect(shownIn.find((q) => q.id === story.id)!.idioma).toBe(lang);
    answers.push({ idQuestao: story.id, resposta: typed });
    const res = await create(
      ctx(),
      { demanda: { nomefantasia: 'Fazenda Esperanza', enderecoempresa: 'Ramal 4', municipio: { id: people.maraba, nome: 'Marabá' }, ufendempresa: { uf: 'PA' } }, questoes: answers, idioma: lang },
      await solvedCaptcha(ctx()),
      { 'accept-language': lang },
    );
    if (res.statusCode !== 201) throw new Error(errorText(res));
    const id = res.json().id as number;
    const stored = await queryRows<{ question_id: number; resposta: string }>(ctx().handle.db, sql`SELECT question_id, resposta FROM complaint_answers WHERE complaint_id = ${id} ORDER BY question_id`);
    // a chosen option as staff read it, in Portuguese: the Portuguese text of the very option chosen
    const ptOption = (questionId: number, optionId: number) => pt.find((q) => q.id === questionId)!.opcoes.find((o) => o.id === optionId)!.valor;
    for (const a of answers.filter((a) => typeof a.resposta === 'number')) {
      expect(stored.find((r) => r.question_id === a.idQuestao)?.resposta).toBe(ptOption(a.idQuestao, a.resposta as number));
    }
    expect(stored.map((r) => r.resposta)).toContain('Sim');
    expect(stored.map((r) => r.resposta)).not.toContain(firstOption);
    // free text as typed
    expect(stored.find((r) => r.question_id === story.id)?.resposta).toBe(typed);
    const [row] = await queryRows<{ idioma: string }>(ctx().handle.db, sql`SELECT idioma FROM complaints WHERE id = ${id}`);
    expect(row!.idioma).toBe(lang);
  });
});
