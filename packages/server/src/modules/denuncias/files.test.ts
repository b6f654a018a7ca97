import { pdfUpload, testDatabases, useTestAppWithFiles, type TestUser } from '../../test/helpers';
import { get, useBackOffice } from './admin/test-support';
import { FAST, useDenunciasPeople } from './test-support';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Foto da porteira\n'), Buffer.alloc(500, 0x41), Buffer.from('\n%%EOF\n')]);


describe.each(testDatabases())("a complaint's files on %s", (engine) => {
  const ctx = useTestAppWithFiles(engine, { denuncias: FAST, maxBytes: 64 * 1024 });
  const people = useDenunciasPeople(ctx);
  const { backOffice: b } = useBackOffice(ctx, people);
  const upload = (codid: number, who: TestUser | null) => {
    const body = pdfUpload('porteira.pdf', PDF);
    return ctx().app.inject({ method: 'POST', url: `/api/upload-file?entity=denuncia&codid=${codid}`, payload: body.payload, headers: { ...body.headers, ...(who ? who.headers : {}) } });
  };

  it('staff who see the complaint attach, list and delete its files; idFiles in the profile names them', async () => {
    const t = ctx();
    const res = await upload(b.ofA.id, b.orgStaff);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const listed = (await get(t, `/api/upload-files?entity=denuncia&codid=${b.ofA.id}`, b.holder)).json();
    expect(listed.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([[id, 'porteira.pdf']]);
    const profile = (await get(t, `/api/denuncias/${b.ofA.id}`, b.orgStaff)).json();
    expect(profile.idFiles).toBe(String(id));
    expect((await get(t, `/api/fileList/${profile.idFiles}`, b.orgStaff)).json().map((f: { id: number }) => f.id)).toEqual([id]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/delete-file/${id}`, headers: b.orgStaff.headers });
    expect(removed.statusCode).toBe(204);
    expect((await get(t, `/api/denuncias/${b.ofA.id}`, b.orgStaff)).json().idFiles).toBe('');
    const history = (await get(t, `/api/denuncias/historico/${b.ofA.id}`, b.orgStaff)).json();
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'arquivo', author: null, descricao: 'Arquivo "porteira.pdf" excluído', changes: [{ from: 'porteira.pdf', to: null }] },
      { action: 'arquivo', author: { id: b.orgStaff.id }, descricao: 'Arquivo "porteira.pdf" anexado', changes: [{ from: null, to: 'porteira.pdf' }] },
    ]);
    // The holder filed the complaint (a follower): told of both changes; Otávio, who made them, of neither.
    const bell = async (who: TestUser) =>
      (await get(t, '/api/historico', who)).json().content.filter((n: { tipo: string }) => n.tipo === 'arquivo').map((n: { texto: string }) => n.texto);
    expect(await bell(b.holder)).toEqual([`Arquivo "porteira.pdf" excluído da denúncia ${b.ofA.numerodemanda}`, `Arquivo "porteira.pdf" na denúncia ${b.ofA.numerodemanda}`]);
    expect(await bell(b.orgStaff)).toEqual([]);
  });

  it('refuses anonymous callers (401), staff without the Denuncias role (403) and staff outside the complaint (404), storing nothing', async () => {
    const t = ctx();
    const before = await t.count('files');
    expect((await upload(b.ofA.id, null)).statusCode).toBe(401);
    expect((await upload(b.ofA.id, people.clerk)).statusCode).toBe(403);
    // Outside the complaint: as if it did not exist, like every complaint call.
    expect((await upload(b.ofA.id, b.outsider)).statusCode).toBe(404);
    expect((await get(t, `/api/upload-files?entity=denuncia&codid=${b.ofA.id}`, b.outsider)).statusCode).toBe(404);
    expect((await upload(999_999, b.holder)).statusCode).toBe(404);
    expect(await t.count('files')).toBe(before);
    // His own complaint is his to attach to.
    expect((await upload(b.own.id, b.outsider)).statusCode).toBe(201);
  });
});
