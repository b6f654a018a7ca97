import { testDatabases, type TestUser } from '../../../test/helpers';
import { errorText, useDenunciasTestApp, useTestQuestionnaire } from '../test-support';

describe.each(testDatabases())('indicator routes on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);

  describe('with a questionnaire of the test', () => {
    const post = (url: string, payload: unknown, user: TestUser | null = people.staff) =>
      ctx().app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: user ? user.headers : {} });
    const { questionnaire: tq } = useTestQuestionnaire(ctx, people);

    describe('indicators', () => {
      const get = (url: string, user: TestUser | null = people.staff) => ctx().app.inject({ method: 'GET', url, headers: user ? user.headers : {} });

      it('refuses anonymous (401) and role-less (403) callers on every indicator endpoint', async () => {
        for (const url of ['/api/indicadores', '/api/indicadores/list', `/api/indicadores/${tq.indA.id}`]) {
          expect((await get(url, null)).statusCode).toBe(401);
          expect((await get(url, people.clerk)).statusCode).toBe(403);
        }
        expect((await post('/api/indicadores', { nome: 'X', peso: 1, categoria_indicador: 'Y' }, null)).statusCode).toBe(401);
        expect((await post('/api/indicadores', { nome: 'X', peso: 1, categoria_indicador: 'Y' }, people.clerk)).statusCode).toBe(403);
      });

      it('pages 20 by id ascending and filters by weight, category, status and date', async () => {
        const page = (await get('/api/indicadores')).json();
        expect(page.size).toBe(20);
        expect(page.number).toBe(0);
        const ids = page.content.map((i: { id: number }) => i.id);
        expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
        expect(page.totalElements).toBeGreaterThan(20); // 19 seeded + the test's
        const heavy = (await get('/api/indicadores?peso_ini=9&peso_fim=10&size=100')).json();
        expect(heavy.content.length).toBeGreaterThan(0);
        expect(heavy.content.every((i: { peso: number }) => i.peso >= 9 && i.peso <= 10)).toBe(true);
        const cat = (await get(`/api/indicadores?categoria_indicador=${encodeURIComponent('Jornada exaustiva')}&size=100`)).json();
        expect(cat.content.map((i: { categoria_indicador: string }) => i.categoria_indicador)).toEqual(Array(cat.content.length).fill('Jornada exaustiva'));
        expect(cat.totalElements).toBe(4);
        // every indicator here was created during this run: today or, for the seeded ones of a run that crossed
        // midnight in Brazil, yesterday (Brazil's days); none in 2000
        const brazilDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - daysAgo * 86_400_000));
        expect((await get(`/api/indicadores?data_ini=2000-01-01&data_fim=2000-12-31`)).json().totalElements).toBe(0);
        expect((await get(`/api/indicadores?data_ini=${brazilDay(1)}&data_fim=${brazilDay(0)}`)).json().totalElements).toBe(page.totalElements);
        expect((await get(`/api/indicadores?data_fim=${brazilDay(2)}`)).json().totalElements).toBe(0);
        expect((await get(`/api/indicadores?data_fim=2000-01-01`)).json().totalElements).toBe(0);
        expect((await get('/api/indicadores?data_ini=01/01/2000')).statusCode).toBe(400);
        const ancient = await get('/api/indicadores?data_ini=1899-12-31');
        expect(ancient.statusCode).toBe(400);
        expect(ancient.json().message).toBe('data_ini: Data inicial não pode ser anterior a 01/01/1900');
        expect((await get('/api/indicadores?status=0')).json().totalElements).toBe(0);
        expect((await get('/api/indicadores?sort=peso,desc&size=1')).json().content[0].peso).toBe(10);
        expect((await get('/api/indicadores?peso_ini=abc')).statusCode).toBe(400);
        expect((await get('/api/indicadores?sort=senha,asc')).statusCode).toBe(400);
      });

      it('creates, reads and updates an indicator; /list has only the active ones', async () => {
        const created = await post('/api/indicadores', { nome: 'Aliciamento em outro estado', descricao: 'Recrutamento com promessas falsas', peso: 6, categoria_indicador: 'Trabalho forçado' });
        expect(created.json()).toMatchObject({ nome: 'Aliciamento em outro estado', peso: 6, status: 1, descricao: 'Recrutamento com promessas falsas' });
        const id = created.json().id;
        expect((await get(`/api/indicadores/${id}`)).json().nome).toBe('Aliciamento em outro estado');
        const updated = await post('/api/indicadores', { id, nome: 'Aliciamento', peso: 7, categoria_indicador: 'Trabalho forçado', status: 0 });
        expect(updated.json()).toMatchObject({ id, nome: 'Aliciamento', peso: 7, status: 0, descricao: null });
        const active = (await get('/api/indicadores/list')).json();
        expect(active.some((i: { id: number }) => i.id === id)).toBe(false);
        expect(active.some((i: { id: number }) => i.id === tq.indA.id)).toBe(true);
        expect((await get('/api/indicadores?status=0')).json().content.map((i: { id: number }) => i.id)).toEqual([id]);
        expect((await get('/api/indicadores/999999')).statusCode).toBe(404);
        expect((await post('/api/indicadores', { id: 999999, nome: 'X', peso: 1, categoria_indicador: 'Y' })).statusCode).toBe(404);
      });

      it.each([
        [{ nome: '', peso: 1, categoria_indicador: 'Y' }, 'Nome é obrigatório'],
        [{ nome: 'X', peso: -1, categoria_indicador: 'Y' }, 'Peso deve ser 0 ou mais'],
        [{ nome: 'X', peso: 'muito', categoria_indicador: 'Y' }, 'Peso deve ser um número'],
        [{ nome: 'X', peso: 1.5, categoria_indicador: 'Y' }, 'Peso deve ser um número inteiro'],
        [{ nome: 'X'.repeat(201), peso: 1, categoria_indicador: 'Y' }, 'Nome deve ter no máximo 200 caracteres'],
        [{ nome: 'X', peso: 1 }, 'Categoria do indicador é obrigatória'],
      ])('refuses %j with a 400 and writes nothing', async (payload, message) => {
        const before = await ctx().count('indicators');
        const res = await post('/api/indicadores', payload);
        expect(res.statusCode).toBe(400);
        expect(errorText(res)).toContain(message);
        expect(await ctx().count('indicators')).toBe(before);
      });
    });
  });
});
