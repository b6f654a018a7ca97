import { ROLES } from '@sisacte/contracts/auth/roles';
import { testDatabases, useTestApp, useTestUsers } from '../test/helpers';

interface Operation {
  parameters?: { name: string; in: string }[];
}

/** A list's export path ('/api/stays/report-xlsx', '/api/painel/atendimentos/report-pdf') and its list's. */
const EXPORT_PATH = /^(\/api\/.+)\/report(-xlsx|-pdf)?$/;

/** Filter values every list refuses (a NUL; too long for a text, not an id, date or flag): the export must refuse them alike. */
const HOSTILE = ['a%00b', 'x'.repeat(400)];

/**
 * Every PDF and XLSX export of a filtered list validates exactly as its list: the same status and,
 * when refused, the same messages, as JSON (never a half-sent file or a 500).
 */
describe.each(testDatabases())('exports answer bad filters as their lists, on %s', (engine) => {
  const ctx = useTestApp(engine);
  const users = useTestUsers(ctx, { admin: Object.values(ROLES) });

  it('every filter of every export', async () => {
    const { app } = ctx();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: Operation }> };
    const exports = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const list = EXPORT_PATH.exec(path)?.[1];
      return list && ops.get && doc.paths[list]?.get ? [{ path, list, filters: (ops.get.parameters ?? []).filter((p) => p.in === 'query' && p.name !== 'sort').map((p) => p.name) }] : [];
    });
    expect(exports.map((e) => e.path)).toEqual(expect.arrayContaining(['/api/welcomeds/report', '/api/welcomeds/report-xlsx', '/api/stays/report-xlsx', '/api/denuncias/report', '/api/painel/atendimentos/report-pdf']));

    const mismatches: unknown[] = [];
    const answer = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: users.admin.headers });
      return res.statusCode >= 400 ? { status: res.statusCode, type: res.headers['content-type'], body: res.json() } : { status: res.statusCode };
    };
    // Every filter at once: the refusal lists each field the list refuses, in order.
    for (const { path, list, filters } of exports) {
      for (const value of HOSTILE) {
        const query = `?${filters.map((filter) => `${filter}=${value}`).join('&')}`;
        const [fromExport, fromList] = await Promise.all([answer(path + query), answer(list + query)]);
        if (fromExport.status >= 500 || JSON.stringify(fromExport) !== JSON.stringify(fromList)) mismatches.push({ path, value, fromExport, fromList });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("the people list's XLSX answers a NUL in name, rg, foreing_state and foreing_city with the list's 400", async () => {
    const { app } = ctx();
    for (const filter of ['name', 'rg', 'foreing_state', 'foreing_city']) {
      for (const path of ['/api/welcomeds/report-xlsx', '/api/welcomeds/report']) {
        const res = await app.inject({ method: 'GET', url: `${path}?${filter}=%00`, headers: users.admin.headers });
        expect([path, filter, res.statusCode, res.headers['content-type'], res.json().messages]).toEqual([path, filter, 400, 'application/json; charset=utf-8', ['Há caracteres inválidos nos dados enviados']]);
      }
    }
  });
});
