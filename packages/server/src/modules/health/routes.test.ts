import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases, useTestApp } from '../../test/helpers';

const missingShell = join(tmpdir(), 'sisacte-shell-que-nao-existe');

describe.each(testDatabases())('health and API documentation on %s', (engine) => {
  const ctx = useTestApp(engine, { web: { webDir: missingShell, registryDir: missingShell } });

  it('answers the health check without a token, naming the database engine', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine });
  });

  it('publishes an OpenAPI document that lists the routes with their paths from the spec', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/authenticate',
        '/api/session',
        '/api/users',
        '/api/list-users',
        '/api/users/{id}',
        '/api/user',
        '/api/roles',
        '/api/role',
        '/api/health',
      ]),
    );
    expect(Object.keys(doc.paths['/api/user'])).toEqual(expect.arrayContaining(['post', 'put']));
    expect(doc.paths['/api/users/{id}'].delete.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    expect(doc.paths['/api/users'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/authenticate'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    // Documentation and static routes are not API operations.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers unknown API routes with a Portuguese 404 body', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nada-aqui' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado', messages: ['GET /api/nada-aqui não existe'] });
  });

  it('does not serve a front end when the web folder does not exist', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});
