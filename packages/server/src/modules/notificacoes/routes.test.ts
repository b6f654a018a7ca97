import { testDatabases } from '../../test/helpers';
import { get, useBackOffice } from '../denuncias/admin/test-support';
import { useDenunciasTestApp } from '../denuncias/test-support';

describe.each(testDatabases())('notification bell on %s', (engine) => {
  const { ctx, people } = useDenunciasTestApp(engine);
  const { backOffice: b } = useBackOffice(ctx, people);
  const bell = async (user: Parameters<typeof get>[2]) => (await get(ctx(), '/api/historico', user)).json();

  it('answers 401 to anonymous callers and 403 without the Denuncias role', async () => {
    const t = ctx();
    for (const url of ['/api/historico', '/api/historico/open/1']) {
      expect((await get(t, url)).statusCode).toBe(401);
      expect((await get(t, url, people.clerk)).statusCode).toBe(403);
    }
  });

  it('tells of a new complaint the holders and the staff of its organizations, never its author', async () => {
    // ofA: filed by the holder for organization A; own: filed by the outsider; anonymous: by the public.
    const holder = await bell(b.holder);
    expect(holder.content.filter((n: { tipo: string }) => n.tipo === 'denuncia').map((n: { redirect: number }) => n.redirect)).toEqual([b.anonymous.id, b.own.id]);
    expect(holder.content[0]).toMatchObject({ tipo: 'denuncia', texto: `Nova denúncia ${b.anonymous.numerodemanda}: Fazenda Boa Esperança`, visto: false, visualizou: [] });
    const staff = await bell(b.orgStaff);
    expect(staff.content.map((n: { redirect: number }) => n.redirect)).toEqual([b.ofA.id]);
    expect((await bell(b.outsider)).content).toEqual([]);
    expect((await bell(people.staff)).content).toEqual([]);
  });

  it('pages by id descending, size 20, counting the unseen; opening one marks it seen for this user only and answers the complaint', async () => {
    const t = ctx();
    const before = await bell(b.holder);
    expect(before).toMatchObject({ number: 0, size: 20, totalElements: 2, naoVistas: 2 });
    const [newest, older] = before.content;
    expect(newest.id).toBeGreaterThan(older.id);
    const opened = await get(t, `/api/historico/open/${older.id}`, b.holder);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ redirect: b.own.id });
    const after = await bell(b.holder);
    expect(after.naoVistas).toBe(1);
    expect(after.content[1]).toMatchObject({ id: older.id, visto: true, visualizou: [b.holder.username] });
    // Another user's notification is not this user's to open.
    expect((await get(t, `/api/historico/open/${older.id}`, b.orgStaff)).statusCode).toBe(404);
    expect((await get(t, '/api/historico/open/abc', b.holder)).statusCode).toBe(400);
  });
});
