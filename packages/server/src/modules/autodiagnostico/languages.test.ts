import { EVALUATION_NOT_FOUND_MESSAGE } from '@sisacte/contracts/autodiagnostico/evaluations';
import type { ModelImportInput, RiskLevel } from '@sisacte/contracts/autodiagnostico/models';
import { testDatabases, useTestApp, useTestUsers } from '../../test/helpers';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { autodiagClient } from './test-support';
import { pdfText } from '../../test/pdf-text';

jest.setTimeout(180_000);

type Measure = { id: number | null; questao_id: number; bloco: string; risco: string; acoes: string; resposta: string; enunciado: string };

/** The self-diagnosis, its action plan and its documents in the public pages' other languages. */
describe.each(testDatabases())('the self-diagnosis in other languages on %s', (engine) => {
  const ctx = useTestApp(engine, { autodiagnostico: { wrongCodesPerIp: 1000, reportsPerIp: 1000 } });
  const users = useTestUsers(ctx, { staff: [ROLES.AUTODIAGNOSTICO], other: [ROLES.DENUNCIAS] });
  const client = autodiagClient(ctx, '10.0.7.1');
  const es = { 'accept-language': 'es-VE,es;q=0.9' };
  const getEs = (url: string, code?: string) => client.inject({ method: 'GET', url, headers: { ...es, ...(code ? { 'x-codigo-avaliacao': code } : {}) } });

  it('lists the models in Spanish (Accept-Language or ?lang=), marked as Spanish, and in Portuguese without a mark', async () => {
    const models = (await getEs('/api/modelos')).json() as { codigo: string; nome: string; descricao: string; idioma?: string }[];
    expect(models.map((m) => [m.codigo, m.nome, m.idioma])).toEqual([
      ['rural', 'Actividad rural (hacienda, finca, carbonería, cosecha)', 'es'],
      ['comercio-servicos', 'Comercio y servicios (panadería, tienda, taller, restaurante)', 'es'],
    ]);
    expect(models[1]!.descricao).toMatch(/^Para pequeños establecimientos urbanos/);
    const fr = (await client.get('/api/modelos?lang=fr')).json() as { nome: string }[];
    expect(fr.map((m) => m.nome)).toContain('Commerce et services (boulangerie, magasin, atelier, restaurant)');
    const ht = (await client.get('/api/modelos?lang=ht')).json() as { nome: string }[];
    expect(ht.map((m) => m.nome)).toContain('Komès ak sèvis (boulanjri, boutik, atelye, restoran)');
    const pt = (await client.get('/api/modelos')).json() as { nome: string; idioma?: string }[];
    expect(pt.map((m) => m.nome)).toContain('Comércio e serviços (padaria, loja, oficina, restaurante)');
    expect(pt.every((m) => m.idioma === undefined)).toBe(true);
    const detail = (await getEs(`/api/modelos/${await client.modelId()}`)).json() as { blocos_lista: { titulo: string }[] };
    expect(detail.blocos_lista.map((b) => b.titulo)).toEqual(['Registro y documentos', 'Jornada y descanso', 'Gestión de riesgos', 'Ergonomía', 'Instalaciones sanitarias y comidas']);
    // a model that does not exist is refused in the page's language too; in Portuguese as before
    const missing = await client.get('/api/modelos/999999?lang=es');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Modelo no encontrado']);
    expect((await client.get('/api/modelos/999999')).json().message).toBe('Modelo não encontrado');
  });

  it('walks an evaluation in Spanish: the questions, options, feedback, status and the plan with its suggested actions; answers and saved measures as they are', async () => {
    const created = await client.inject({ method: 'POST', url: '/api/autodiagnostico', headers: es, payload: { modelo_id: await client.modelId(), nome_estabelecimento: 'Panadería La Esperanza', cnae: '4721-1/02', uf: 'SP' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().modelo_nome).toBe('Comercio y servicios (panadería, tienda, taller, restaurante)');
    const ev = { id: created.json().avaliacao_id as number, codigo: created.json().codigo as string };

    const sidebar = (await getEs(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as { id: number; titulo: string; questoes: { id: number; enunciado: string }[] }[];
    expect(sidebar[0]!.titulo).toBe('Registro y documentos');
    expect(sidebar[0]!.questoes[0]!.enunciado).toMatch(/^¿Todas las personas que trabajan para el establecimiento/);
    const first = sidebar[0]!.questoes[0]!;
    const question = (await getEs(`/api/autodiagnostico/questao/${first.id}?avaliacao_id=${ev.id}`, ev.codigo)).json() as { enunciado: string; referencia: string; idioma: string; opcoes: { id: number; texto: string; risco: RiskLevel }[] };
    expect(question).toMatchObject({ referencia: 'CLT, arts. 29 y 41', idioma: 'es' });
    expect(question.opcoes.map((o) => [o.texto, o.risco])).toEqual([
      ['Sí', 'Zero'],
      ['En parte', 'Médio'],
      ['No', 'Alto'],
    ]);
    const block = (await getEs(`/api/autodiagnostico/bloco/${sidebar[1]!.id}`)).json() as { titulo: string; descricao: string };
    expect(block).toMatchObject({ titulo: 'Jornada y descanso', descricao: 'Horas de trabajo, pausas, días libres y vacaciones.' });

    // 'En parte': the prefix and the rest translated apart
    const partly = question.opcoes[1]!;
    const saved = await client.inject({ method: 'POST', url: '/api/autodiagnostico/salvar-questao', headers: { ...es, 'x-codigo-avaliacao': ev.codigo }, payload: { avaliacao_id: ev.id, questao_id: first.id, opcao_id: partly.id } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().feedback).toBe(
      'Se cumple solo en parte, y la parte que falta ya es un riesgo. Trabajar sin registro es una infracción grave y deja al trabajador sin protección de la seguridad social en caso de accidente o enfermedad. El período de prueba también exige registro.',
    );
    expect((await getEs(`/api/autodiagnostico/feedBack/${question.opcoes[2]!.id}`)).json().feedback).toMatch(/^Trabajar sin registro es una infracción grave/);

    await client.answerAll(ev, (options, bi) => (bi === 0 ? options.at(-1)! : options.find((o) => o.risco === 'Zero')!));
    const status = (await getEs(`/api/autodiagnostico/${ev.id}/status`, ev.codigo)).json() as { blocos: { titulo: string }[] };
    expect(status.blocos.map((b) => b.titulo)[0]).toBe('Registro y documentos');

    const groups = (await getEs(`/api/plano-de-acao/riscos/${ev.id}`, ev.codigo)).json() as { risco: string; medidas: Measure[] }[];
    const registration = groups.flatMap((g) => g.medidas).find((m) => m.questao_id === first.id)!;
    expect(registration).toMatchObject({ bloco: 'Registro y documentos', resposta: 'No', risco: 'Alto' });
    expect(registration.acoes).toBe('Registrar en eSocial a todas las personas que trabajan sin registro, con la fecha real de inicio\nVerificar con la contabilidad si se están pagando el FGTS y el INSS de todos');
    // the risk level stays a code the pages translate; the measure the user writes stays as written
    const body = { avaliacao_id: ev.id, questao_id: first.id, acoes: 'Registrar ayudantes', responsavel: 'María', data_inicio: '2026-12-01', data_fim: '2026-12-15' };
    const measure = await client.inject({ method: 'POST', url: '/api/plano-de-acao/medida', headers: { ...es, 'x-codigo-avaliacao': ev.codigo }, payload: body });
    expect(measure.statusCode).toBe(201);
    expect(measure.json().medida).toMatchObject({ acoes: 'Registrar ayudantes', enunciado: registration.enunciado, resposta: 'No' });
    // read in Portuguese, the same evaluation shows the model in Portuguese and the measure as written
    const inPortuguese = (await client.get(`/api/plano-de-acao/riscos/${ev.id}`, ev.codigo)).json() as { medidas: Measure[] }[];
    expect(inPortuguese.flatMap((g) => g.medidas).find((m) => m.questao_id === first.id)).toMatchObject({ bloco: 'Registro e documentos', resposta: 'Não', acoes: 'Registrar ayudantes' });

    // the PDF in Spanish
    const pdf = await getEs(`/api/plano-de-acao/report/${ev.id}`, ev.codigo);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`autodiagnostico-${ev.id}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Autodiagnóstico y plan de acción', 'Panadería La Esperanza', 'Establecimiento', 'Riesgos por bloque', 'Plan de acción', 'Registrar ayudantes', '(sugerencia, aún no definida)', 'Respuestas', 'Registro y documentos', 'Alto', 'Nulo', 'Generado el', 'Página 1 de']) {
      expect(text).toContain(expected);
    }
    for (const portuguese of ['Estabelecimento', 'Riscos por bloco', 'Respostas', 'Registro e documentos', '(sugestão, ainda não definida)', 'Gerado em']) expect(text).not.toContain(portuguese);

    // the XLSX in Spanish
    const xlsx = await getEs(`/api/plano-de-acao/report-xlsx/${ev.id}`, ev.codigo);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`plan-de-accion-${ev.id}.xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Plan de acción');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Riesgo', 'Bloque', 'Pregunta', 'Respuesta', 'Acciones', 'Responsable', 'Inicio', 'Fin', 'Estado']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows.find((r) => r[4] === 'Registrar ayudantes')).toEqual(expect.arrayContaining(['Alto', 'Registro y documentos', 'No', 'María', 'Definida']));
    expect(rows.filter((r) => r[8] === 'Sugerencia').length).toBeGreaterThan(0);
  });

  describe('refusals, whole in the language of ?lang or Accept-Language (the rule the content follows)', () => {
    const portuguese = /não|inválid|obrigatóri|encontrad|deve /;

    it('answers a wrong resume code in the page language, by ?lang first, whatever its case, region or repetition', async () => {
      const ev = await client.create();
      const wrong = (query: string, headers: Record<string, string> = {}) =>
        client.inject({ method: 'GET', url: `/api/autodiagnostico/${ev.id}${query}`, headers: { 'x-codigo-avaliacao': 'WRONG-CODE', ...headers } });
      const spanish = 'Evaluación no encontrada o código de acceso no válido';
      for (const [query, headers] of [
        ['', es],
        ['?lang=es', {}],
        ['?lang=ES', { 'accept-language': 'en' }],
        ['?lang=es-AR', {}],
        ['?lang=es&lang=en', {}],
        ['', { 'accept-language': 'es-419' }],
      ] as [string, Record<string, string>][]) {
        const res = await wrong(query, headers);
        expect([query, headers, res.statusCode, res.json().message]).toEqual([query, headers, 404, spanish]);
        expect(res.headers['content-language']).toBe('es');
      }
      expect((await wrong('', { 'accept-language': 'EN' })).json().message).toBe('Assessment not found or invalid access code');
      // an over-long or unknown ?lang is ignored, never refused
      expect((await wrong(`?lang=${'x'.repeat(3000)}`, { 'accept-language': 'fr' })).json().message).toBe('Évaluation introuvable ou code d’accès invalide');
      expect((await wrong('?lang=de')).json().message).toBe(EVALUATION_NOT_FOUND_MESSAGE);
    });

    it('answers the create form problems whole, without field paths, and Portuguese as before', async () => {
      const post = (payload: Record<string, unknown>, headers: Record<string, string>) => client.inject({ method: 'POST', url: '/api/autodiagnostico', payload, headers });
      const empty = await post({}, { 'accept-language': 'en' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().messages).toEqual(['Invalid model', 'The name of the workplace is required', 'The CNAE code is required', 'The state (UF) is required']);
      const short = await post({ modelo_id: await client.modelId(), nome_estabelecimento: 'P', cnae: '12', uf: 'SP' }, { 'accept-language': 'fr' });
      expect(short.json().messages).toEqual(['Le nom de l’établissement doit comporter au moins 2 caractères', 'Le code CNAE doit comporter 7 chiffres (sous-classe)']);
      const unknown = await post({ modelo_id: 999999, nome_estabelecimento: 'Padaria', cnae: '9999-9/99', uf: 'ZZ' }, { 'accept-language': 'en' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().messages).toEqual(['Model not found', 'CNAE code not found in the table of subclasses: choose one from the list', 'State (UF) ZZ not found']);
      for (const language of ['es', 'ht']) {
        for (const res of [await post({}, { 'accept-language': language }), await post({ modelo_id: 999999, nome_estabelecimento: 'P', cnae: '9999-9/99', uf: 'ZZ' }, { 'accept-language': language })]) {
          for (const message of res.json().messages as string[]) expect([language, message, portuguese.test(message.replace(/encontrad/, ''))]).toEqual([language, message, false]);
        }
      }
      const pt = await post({}, {});
      expect(pt.json().messages).toEqual(['modelo_id: Modelo inválido', 'nome_estabelecimento: Nome do estabelecimento é obrigatório', 'cnae: CNAE é obrigatório', 'uf: UF é obrigatória']);
    });
  });

  it('writes the PDF and the XLSX in English, French and Haitian Creole too', async () => {
    const ev = await client.create();
    await client.answerAll(ev, (options) => options.at(-1)!);
    const cases = [
      ['en', 'Self-assessment and action plan', 'Registration and documents', 'action-plan', 'Page 1 of'],
      ['fr', 'Autodiagnostic et plan d’action', 'Déclaration et documents', 'plan-d-action', 'Page 1 sur'],
      ['ht', 'Otodyagnostik ak plan aksyon', 'Anrejistreman ak papye', 'plan-aksyon', 'Paj 1 sou'],
    ] as const;
    for (const [lang, title, block, file, page] of cases) {
      const text = await pdfText((await client.get(`/api/plano-de-acao/report/${ev.id}?lang=${lang}`, ev.codigo)).rawPayload);
      expect(text).toContain(title);
      expect(text).toContain(block);
      // the frame too: the page numbers in the language, nothing of the Portuguese frame
      expect(text).toContain(page);
      expect(text).not.toMatch(/Gerado em|Página/);
      const xlsx = await client.get(`/api/plano-de-acao/report-xlsx/${ev.id}?lang=${lang}`, ev.codigo);
      expect(xlsx.headers['content-disposition']).toContain(`${file}-${ev.id}.xlsx`);
    }
  });

  describe('a model imported by staff', () => {
    const option = (texto: string, risco: RiskLevel, medidas: string[] = []) => ({ texto, risco, feedback: `Retorno para ${texto}`, medidas_sugeridas: medidas });
    const model = (codigo: string, extra: Partial<ModelImportInput> = {}): ModelImportInput => ({
      codigo,
      nome: 'Oficina mecânica',
      blocos: [{ titulo: 'Produtos químicos', questoes: [{ enunciado: 'Há ficha de segurança dos produtos?', opcoes: [option('Sim', 'Zero'), option('Não', 'Médio', ['Pedir as fichas aos fornecedores'])] }] }],
      ...extra,
    });
    const importModel = (payload: unknown) => ctx().app.inject({ method: 'POST', url: '/api/autodiagnostico-admin/modelos/importar', headers: users.staff.headers, payload: payload as Record<string, unknown> });

    it('comes in Portuguese, marked so, until it has translations', async () => {
      const res = await importModel(model('oficina-sem-traducao'));
      expect(res.statusCode).toBe(201);
      const listed = ((await getEs('/api/modelos')).json() as { codigo: string; nome: string; idioma: string }[]).find((m) => m.codigo === 'oficina-sem-traducao');
      expect(listed).toMatchObject({ nome: 'Oficina mecânica', idioma: 'pt' });
      const ev = await client.create({ modelo_id: res.json().id });
      const q = ((await getEs(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as { questoes: { id: number }[] }[])[0]!.questoes[0]!;
      expect((await getEs(`/api/autodiagnostico/questao/${q.id}`)).json()).toMatchObject({ enunciado: 'Há ficha de segurança dos produtos?', idioma: 'pt' });
    });

    it('imports a model with its translations and suggested measures in each language, and lists the languages for staff', async () => {
      const translated = model('oficina-traduzida', {
        traducoes: { es: { nome: 'Taller mecánico' }, en: { nome: 'Car repair shop' } },
        blocos: [
          {
            titulo: 'Produtos químicos',
            traducoes: { es: { titulo: 'Productos químicos' } },
            questoes: [
              {
                enunciado: 'Há ficha de segurança dos produtos?',
                traducoes: { es: { enunciado: '¿Hay ficha de seguridad de los productos?' } },
                opcoes: [
                  { ...option('Sim', 'Zero'), traducoes: { es: { texto: 'Sí', feedback: 'Bien.' } } },
                  { ...option('Não', 'Médio', ['Pedir as fichas aos fornecedores']), traducoes: { es: { texto: 'No' } }, medidas_traducoes: { es: ['Pedir las fichas a los proveedores'] } },
                ],
              },
            ],
          },
        ],
      });
      const res = await importModel(translated);
      expect(res.statusCode).toBe(201);
      const staffList = (await ctx().app.inject({ method: 'GET', url: '/api/autodiagnostico-admin/modelos', headers: users.staff.headers })).json() as { codigo: string; idiomas: string[] }[];
      expect(staffList.find((m) => m.codigo === 'oficina-traduzida')!.idiomas).toEqual(['en', 'es']);
      expect(staffList.find((m) => m.codigo === 'comercio-servicos')!.idiomas).toEqual(['en', 'es', 'fr', 'ht']);
      const ev = await client.create({ modelo_id: res.json().id });
      const q = ((await getEs(`/api/questoes-riscos/${ev.id}`, ev.codigo)).json() as { titulo: string; questoes: { id: number; enunciado: string }[] }[])[0]!;
      expect(q.titulo).toBe('Productos químicos');
      const question = (await getEs(`/api/autodiagnostico/questao/${q.questoes[0]!.id}`)).json() as { opcoes: { id: number; texto: string }[] };
      expect(question.opcoes.map((o) => o.texto)).toEqual(['Sí', 'No']);
      await client.post('/api/autodiagnostico/salvar-questao', { avaliacao_id: ev.id, questao_id: q.questoes[0]!.id, opcao_id: question.opcoes[1]!.id }, ev.codigo);
      const plan = (await getEs(`/api/plano-de-acao/riscos/${ev.id}`, ev.codigo)).json() as { medidas: Measure[] }[];
      expect(plan[0]!.medidas[0]).toMatchObject({ enunciado: '¿Hay ficha de seguridad de los productos?', resposta: 'No', acoes: 'Pedir las fichas a los proveedores' });
      // French: nothing translated, Portuguese
      expect(((await client.get('/api/modelos?lang=fr')).json() as { codigo: string; nome: string }[]).find((m) => m.codigo === 'oficina-traduzida')!.nome).toBe('Oficina mecânica');
    });

    it.each([
      ['measures translated that do not match the Portuguese ones', { medidas_traducoes: { es: ['Uma', 'Duas'] } }, 'As medidas sugeridas traduzidas devem ser tantas quantas as em português, na mesma ordem'],
      ['an unknown language', { traducoes: { de: { texto: 'Nein' } } }, 'Idioma de tradução desconhecido: use es, en, fr ou ht'],
      ['a translated feedback over the limit', { traducoes: { es: { feedback: 'x'.repeat(2001) } } }, 'Feedback da opção: a tradução deve ter no máximo 2000 caracteres'],
      ['an unknown field', { traducoes: { es: { risco: 'Alto' } } }, 'Campo de tradução desconhecido: use texto, feedback'],
    ])('refuses %s with a clear 400 and writes nothing', async (_name, extra, message) => {
      const bad = model('oficina-invalida', { blocos: [{ titulo: 'Bloco', questoes: [{ enunciado: 'Pergunta?', opcoes: [option('Sim', 'Zero'), { ...option('Não', 'Alto', ['Medida']), ...extra }] }] }] });
      const counts = async () => [await ctx().count('autodiag_models'), await ctx().count('autodiag_options'), await ctx().count('autodiag_suggested_measures')];
      const before = await counts();
      const res = await importModel(bad);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { messages: string[] }).messages.join('\n')).toContain(message);
      expect(await counts()).toEqual(before);
    });
  });
});
