import { type QuestionCategory } from '@sisacte/contracts/denuncias/questions';
import { SEED_QUESTIONNAIRE } from '../../../db/seed/denuncias';
import { testDatabases, type TestUser } from '../../../test/helpers';
import { childQuestionBody, errorText, list, useDenunciasTestApp, useTestQuestionnaire } from '../test-support';

describe.each(testDatabases())('questionnaire routes on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);

  describe('the seeded questionnaire (demo)', () => {
    it('has the four categories of art. 149 in panel order, with all four types and a parent/child pair in each', async () => {
      const categories = await list(ctx());
      expect(categories.map((c) => c.titulo)).toEqual(SEED_QUESTIONNAIRE.map((c) => c.titulo));
      for (const c of categories) {
        expect(c.questoes.length).toBeGreaterThanOrEqual(5);
        expect(c.questoes.map((q) => q.ordem)).toEqual([...c.questoes.map((q) => q.ordem)].sort((a, b) => a - b));
        const child = c.questoes.find((q) => q.parent !== null)!;
        const parent = c.questoes.find((q) => q.id === child.parent)!;
        expect([3, 4]).toContain(parent.tipo);
        expect(parent.opcoes.map((o) => o.valor)).toContain(child.parentAnswer);
      }
      const types = new Set(categories.flatMap((c) => c.questoes.map((q) => q.tipo)));
      expect([...types].sort()).toEqual([1, 2, 3, 4]);
      expect(categories.flatMap((c) => c.questoes).some((q) => q.opcoes.some((o) => o.indicadores.length > 0))).toBe(true);
    });
  });

  describe('with a questionnaire of the test', () => {
    const post = (url: string, payload: unknown, user: TestUser | null = people.staff) =>
      ctx().app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: user ? user.headers : {} });
    const { questionnaire: tq, no, threat, guards } = useTestQuestionnaire(ctx, people);

    describe('GET /api/questoes/list and POST /api/questoes', () => {
      it('is public and lists active questions in ordem with options and indicator ids', async () => {
        const categories = await list(ctx());
        const c1 = categories.find((c) => c.id === tq.cat1)!;
        expect(c1.questoes.map((q) => q.enunciado)).toEqual(['Os trabalhadores podem sair?', 'O que os impede?', 'Quantos trabalhadores?', 'Relato']);
        expect(c1.questoes.map((q) => q.ordem)).toEqual([1, 2, 3, 4]); // seeded ones are deleted: max + 1 starts at 1 again
        expect(c1.questoes[0]!.opcoes[1]).toEqual({ id: no(), valor: 'Não', indicadores: [{ id: tq.indA.id }, { id: tq.indB.id }] });
        expect(c1.questoes[1]).toMatchObject({ parent: tq.q1.id, parentAnswer: 'Não', tipo: 4, requerido: true, categoria: { id: tq.cat1 } });
      });

      it('refuses anonymous (401) and role-less (403) writes', async () => {
        const payload = { enunciado: 'X', tipo: 1, categoria: { id: tq.cat1 } };
        expect((await post('/api/questoes', payload, null)).statusCode).toBe(401);
        expect((await post('/api/questoes', payload, people.clerk)).statusCode).toBe(403);
        expect((await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${tq.q4.id}` })).statusCode).toBe(401);
        expect((await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${tq.q4.id}`, headers: people.clerk.headers })).statusCode).toBe(403);
        expect((await post(`/api/questoes/${tq.q4.id}/mover?direcao=cima`, {}, people.clerk)).statusCode).toBe(403);
      });

      it('empties the options of text and number questions and puts a new question last (max + 1)', async () => {
        const res = await post('/api/questoes', { enunciado: 'Observações', tipo: 1, categoria: { id: tq.cat2 }, opcoes: [{ valor: 'lixo' }] });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ opcoes: [], ordem: 2, status: 1, tipo: 1, requerido: false, parent: null, parentAnswer: null });
        expect(await ctx().count('question_options', `question_id = ${res.json().id}`)).toBe(0);
        // turning a choice question into a number question drops its options from the questionnaire
        const changed = await post('/api/questoes', { id: tq.other.id, enunciado: 'Quantos litros de água por dia?', tipo: 2, categoria: { id: tq.cat2 }, opcoes: [{ valor: 'Sim' }] });
        expect(changed.json().opcoes).toEqual([]);
        const back = await post('/api/questoes', { id: tq.other.id, enunciado: 'Há água potável?', tipo: 3, categoria: { id: tq.cat2 }, opcoes: [{ valor: 'Sim' }, { valor: 'Não' }] });
        tq.other = back.json();
        await ctx().app.inject({ method: 'DELETE', url: `/api/questoes/${res.json().id}`, headers: people.staff.headers });
      });

      it('updates a question keeping the ids of the options it keeps', async () => {
        const res = await post('/api/questoes', {
          id: tq.q2.id,
          ...childQuestionBody(tq.cat1, tq.q1.id, 'O que impede os trabalhadores de sair?', [
            { id: threat(), valor: 'Ameaças', indicadores: [{ id: tq.indA.id }] },
            { id: guards(), valor: 'Vigias armados', indicadores: [{ id: tq.indC.id }] },
          ]),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().opcoes.map((o: { id: number }) => o.id)).toEqual([threat(), guards()]);
        expect(res.json().ordem).toBe(2);
      });

      it.each([
        ['a text parent', () => ({ parent: tq.q4.id, parentAnswer: 'x' }), 'A questão pai deve ser de escolha única ou múltipla escolha (tipo 3 ou 4)'],
        ['a parent of another category', () => ({ parent: tq.other.id, parentAnswer: 'Sim' }), 'A questão pai deve ser da mesma categoria'],
        ['a trigger that is not an option of the parent', () => ({ parent: tq.q1.id, parentAnswer: 'Talvez' }), '"Talvez" não é uma opção da questão pai "Os trabalhadores podem sair?"'],
        ['a parent without trigger', () => ({ parent: tq.q1.id }), 'Escolha a resposta da questão pai que exibe esta questão'],
        ['an unknown indicator', () => ({ tipo: 3, opcoes: [{ valor: 'A', indicadores: [{ id: 999999 }] }] }), 'Indicador 999999 não encontrado'],
        ['a choice without options', () => ({ tipo: 3, opcoes: [] }), 'Questões de escolha precisam de ao menos uma opção'],
        ['repeated options', () => ({ tipo: 4, opcoes: [{ valor: 'Sim' }, { valor: 'sim' }] }), 'Opção repetida: "sim"'],
        ['an empty statement', () => ({ enunciado: '  ' }), 'Enunciado é obrigatório'],
        ['an unknown type', () => ({ tipo: 7 }), 'Tipo da questão deve ser 1'],
        ['an oversized statement', () => ({ enunciado: 'x'.repeat(501) }), 'Enunciado deve ter no máximo 500 caracteres'],
        ['an unknown category', () => ({ categoria: { id: 999999 } }), 'Categoria 999999 não encontrada'],
      ])('refuses %s with a clear 400 and writes nothing', async (_name, change, message) => {
        const t = ctx();
        const before = { q: await t.count('questions'), o: await t.count('question_options') };
        const res = await post('/api/questoes', { enunciado: 'Nova', tipo: 3, categoria: { id: tq.cat1 }, opcoes: [{ valor: 'Sim' }], ...change() });
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect({ q: await t.count('questions'), o: await t.count('question_options') }).toEqual(before);
      });

      it('refuses a question as its own parent and a cycle', async () => {
        const self = await post('/api/questoes', { id: tq.q1.id, enunciado: 'Os trabalhadores podem sair?', tipo: 3, requerido: true, categoria: { id: tq.cat1 }, parent: tq.q1.id, parentAnswer: 'Sim', opcoes: tq.q1.opcoes });
        expect(self.statusCode).toBe(400);
        expect(self.json().messages).toContain('Uma questão não pode ser pai de si mesma');
        const cycle = await post('/api/questoes', { id: tq.q1.id, enunciado: 'Os trabalhadores podem sair?', tipo: 3, requerido: true, categoria: { id: tq.cat1 }, parent: tq.q2.id, parentAnswer: 'Ameaças', opcoes: tq.q1.opcoes });
        expect(cycle.statusCode).toBe(400);
        expect(cycle.json().messages).toContain('A questão pai não pode ser uma questão que depende desta');
      });

      it('moves a question by swapping ordem with its neighbour, and refuses to move past the ends', async () => {
        const moved = await post(`/api/questoes/${tq.q4.id}/mover?direcao=cima`, {});
        expect(moved.statusCode).toBe(200);
        const c1 = moved.json().find((c: QuestionCategory) => c.id === tq.cat1);
        expect(c1.questoes.map((q: { id: number; ordem: number }) => [q.id, q.ordem])).toEqual([
          [tq.q1.id, 1],
          [tq.q2.id, 2],
          [tq.q4.id, 3],
          [tq.q3.id, 4],
        ]);
        await post(`/api/questoes/${tq.q4.id}/mover?direcao=baixo`, {});
        const first = await post(`/api/questoes/${tq.q1.id}/mover?direcao=cima`, {});
        expect(first.statusCode).toBe(400);
        expect(first.json().message).toBe('A questão já é a primeira da categoria');
        expect((await post(`/api/questoes/${tq.q1.id}/mover?direcao=lado`, {})).statusCode).toBe(400);
        // the editor's way: two POSTs exchanging ordem
        await post('/api/questoes', { id: tq.q3.id, enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: tq.cat1 }, ordem: 4 });
        await post('/api/questoes', { id: tq.q4.id, enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: tq.cat1 }, ordem: 3 });
        await post('/api/questoes', { id: tq.q3.id, enunciado: 'Quantos trabalhadores?', tipo: 2, categoria: { id: tq.cat1 }, ordem: 3 });
        await post('/api/questoes', { id: tq.q4.id, enunciado: 'Relato', tipo: 1, requerido: true, categoria: { id: tq.cat1 }, ordem: 4 });
        const after = (await list(ctx())).find((c) => c.id === tq.cat1)!;
        expect(after.questoes.map((q) => q.id)).toEqual([tq.q1.id, tq.q2.id, tq.q3.id, tq.q4.id]);
      });

      it('refuses to delete a parent of other questions, and soft-deletes a leaf', async () => {
        const t = ctx();
        const parent = await t.app.inject({ method: 'DELETE', url: `/api/questoes/${tq.q1.id}`, headers: people.staff.headers });
        expect(parent.statusCode).toBe(400);
        expect(parent.json().messages).toContain('Exclua ou altere antes a questão "O que impede os trabalhadores de sair?"');
        const leaf = await post('/api/questoes', { enunciado: 'Temporária', tipo: 1, categoria: { id: tq.cat1 } });
        const del = await t.app.inject({ method: 'DELETE', url: `/api/questoes/${leaf.json().id}`, headers: people.staff.headers });
        expect(del.statusCode).toBe(204);
        expect((await list(t)).flatMap((c) => c.questoes).some((q) => q.id === leaf.json().id)).toBe(false);
        expect(await t.count('questions', `id = ${leaf.json().id} AND status = 0`)).toBe(1);
        expect((await t.app.inject({ method: 'DELETE', url: `/api/questoes/${leaf.json().id}`, headers: people.staff.headers })).statusCode).toBe(404);
      });
    });
  });
});
