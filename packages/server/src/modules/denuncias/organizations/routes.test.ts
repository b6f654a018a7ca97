import { testDatabases, useTestApp } from '../../../test/helpers';

describe.each(testDatabases())('organization routes on %s', (engine) => {
  const ctx = useTestApp(engine);

  describe('GET /api/organizacoes/list', () => {
    it('is public and lists the seeded organizations by name', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/organizacoes/list' });
      expect(res.statusCode).toBe(200);
      const names = res.json().map((o: { nome: string }) => o.nome);
      expect(names).toContain('Ministério Público do Trabalho');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });
  });
});
