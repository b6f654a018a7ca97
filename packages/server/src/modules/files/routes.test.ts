import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';
import { FILE_MESSAGES, fileTooLargeMessage } from '@sisacte/contracts/files/files';
import type { InjectOptions } from 'fastify';
import { testDatabases, useTestApp, useTestUsers, type TestApp, type TestUser } from '../../test/helpers';
import { createLocalStorage } from './storage/local';
import { deflateSync } from 'node:zlib';
import { PDF_ACTIVE_CONTENT_MESSAGE, PDF_UNVERIFIABLE_MESSAGE } from './content';

jest.setTimeout(120_000);

const MAX = 64 * 1024;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Relatório de frequência\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);

/** A one-page PDF whose catalog has `catalog` entries, followed by `extra` objects. */
const pdfWith = (catalog: string, extra: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`),
    extra,
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
/** Object 4: an object stream holding `object` as object 10, compressed with `filter`. */
const objectStreamWith = (object: string, filter = '/FlateDecode') => {
  const data = filter === '/FlateDecode' ? deflateSync(Buffer.from(`10 0\n${object}`)) : Buffer.from(`10 0\n${object}`);
  return Buffer.concat([Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 5 /Filter ${filter} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')]);
};

/** A multipart/form-data body with one file part (and any text fields). */
function multipart(file: { name: string; content: Buffer; field?: string; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = '----sisacte' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under `dir` (temporary ones included), relative. */
function filesOnDisk(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

describe.each(testDatabases())('files API on %s', (engine) => {
  const root = mkdtempSync(join(tmpdir(), 'sisacte-files-'));
  const dir = join(root, 'files');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ctx = useTestApp(engine, { files: { storage: createLocalStorage(dir), maxBytes: MAX } });
  const users = useTestUsers(ctx, {
    worker: { roles: [ROLES.ACOLHIMENTO], name: 'Clara Cursos' },
    other: [ROLES.RELATORIOS],
    complaints: [ROLES.DENUNCIAS],
    admin: [ROLES.ADMIN],
  });
  const send = (method: InjectOptions['method'], url: string, who: TestUser | null = users.worker) =>
    ctx().app.inject({ method, url, headers: who ? who.headers : {} });
  const upload = (url: string, file: Parameters<typeof multipart>[0], who: TestUser | null = users.worker, fields: Record<string, string> = {}) => {
    const body = multipart(file, fields);
    return ctx().app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(who ? who.headers : {}) } });
  };
  const newCourse = async (name: string) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/course', headers: users.worker.headers, payload: { name } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const nothingWritten = async (t: TestApp, before: number) => {
    expect(await t.count('files')).toBe(before);
    expect(filesOnDisk(dir).filter((f) => f.includes('.part-'))).toEqual([]);
  };

  it('uploads, lists (both paths and by ids), downloads as an attachment and deletes (both paths) a course file', async () => {
    const t = ctx();
    const course = await newCourse('Informática básica');
    const res = await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'Relatório de frequência.pdf', content: PDF, type: 'text/html' });
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toEqual({
      id: expect.any(Number),
      entity: 'course',
      codid: course,
      name: 'Relatório de frequência.pdf',
      // By content: the type the client claimed (text/html) is not kept.
      content_type: 'application/pdf',
      size: PDF.length,
      url: expect.stringMatching(/^\/api\/download-file\/[0-9a-f]{32}$/),
      author: { id: users.worker.id, name: 'Clara Cursos' },
      created_at: expect.any(String),
    });
    // 'Course' as the spec writes it is the same entity.
    const second = (await upload(`/api/upload-file?entity=Course&codid=${course}`, { name: 'foto.png', content: PNG })).json();
    expect(second).toMatchObject({ entity: 'course', content_type: 'image/png', size: PNG.length });

    for (const path of ['/paineladmin/upload/getfiles', '/api/upload-files']) {
      const list = await send('GET', `${path}?entity=course&codid=${course}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((f: { id: number }) => f.id)).toEqual([second.id, file.id]);
    }
    expect((await send('GET', `/api/fileList/${file.id},${second.id},999999`)).json().map((f: { id: number }) => f.id)).toEqual([file.id, second.id]);

    const down = await send('GET', file.url);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''Relat%C3%B3rio%20de%20frequ%C3%AAncia.pdf; filename="Relatorio de frequencia.pdf"`,
    );
    expect(filesOnDisk(dir)).toHaveLength(2);

    expect((await send('DELETE', `/api/fileDelete/${file.id}`)).statusCode).toBe(204);
    expect((await send('GET', file.url)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-file/${second.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/delete-file/${second.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/upload-files?entity=course&codid=${course}`)).json()).toEqual([]);
    expect(filesOnDisk(dir)).toEqual([]);
    expect(await t.count('files')).toBe(0);
  });

  it('answers 401 to anonymous callers and 403 to users without the entity\'s role (another role\'s download refused)', async () => {
    const t = ctx();
    const course = await newCourse('Costura');
    const file = (await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'apostila.pdf', content: PDF })).json();
    const before = await t.count('files');
    const calls: [InjectOptions['method'], string][] = [
      ['GET', `/paineladmin/upload/getfiles?entity=course&codid=${course}`],
      ['GET', `/api/upload-files?entity=course&codid=${course}`],
      ['GET', file.url],
      ['DELETE', `/api/fileDelete/${file.id}`],
      ['DELETE', `/api/delete-file/${file.id}`],
    ];
    for (const [method, url] of calls) {
      expect([url, (await send(method, url, null)).statusCode]).toEqual([url, 401]);
      for (const who of [users.other, users.complaints]) {
        const res = await send(method, url, who);
        expect([url, res.statusCode]).toEqual([url, 403]);
        expect(res.json().messages).toEqual([FILE_MESSAGES.FORBIDDEN]);
      }
    }
    expect((await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'a.pdf', content: PDF }, null)).statusCode).toBe(401);
    expect((await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'a.pdf', content: PDF }, users.other)).statusCode).toBe(403);
    // A list of ids leaves out what the caller may not see.
    expect((await send('GET', `/api/fileList/${file.id}`, users.other)).json()).toEqual([]);
    expect((await send('GET', `/api/fileList/${file.id}`, null)).statusCode).toBe(401);
    // The administrator holds every role.
    expect((await send('GET', file.url, users.admin)).statusCode).toBe(200);
    expect(await t.count('files')).toBe(before);
  });

  it('keeps only the last segment of a name with folders, and never serves a path', async () => {
    const t = ctx();
    const course = await newCourse('Elétrica');
    const before = filesOnDisk(dir).length;
    const names = ['../../../etc/cron.d/evil.pdf', '..\\..\\windows\\evil.pdf', '....//evil.pdf', '..evil.pdf'];
    for (const name of names) {
      const res = await upload(`/api/upload-file?entity=course&codid=${course}`, { name, content: PDF });
      expect([name, res.statusCode]).toEqual([name, 201]);
      expect(res.json().name).toBe('evil.pdf');
    }
    // Every byte went under the storage folder, named by a random key.
    const stored = filesOnDisk(dir);
    expect(stored).toHaveLength(before + names.length);
    for (const f of stored) expect(f).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(readdirSync(root)).toEqual(['files']);

    for (const url of ['/api/download-file/..%2F..%2Fetc%2Fpasswd', '/api/download-file/%2E%2E', '/api/download-file/....', '/api/download-file/0123456789abcdef0123456789abcdef']) {
      const res = await send('GET', url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await t.count('files', `name LIKE '%/%' OR name LIKE '%\\\\%' OR name LIKE '.%'`)).toBe(0);
  });

  it('refuses a file over the limit with 413, leaving nothing on disk or in the table', async () => {
    const t = ctx();
    const course = await newCourse('Panificação');
    const before = await t.count('files');
    const onDisk = filesOnDisk(dir).length;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX + 10, 0x42)]);
    const res = await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'grande.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages).toEqual([fileTooLargeMessage(MAX)]);
    expect(fileTooLargeMessage(20 * 1024 * 1024)).toBe('O arquivo é maior que o limite de 20 MB');
    await nothingWritten(t, before);
    expect(filesOnDisk(dir)).toHaveLength(onDisk);
    // Exactly the limit is accepted.
    const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX - 9, 0x42)]);
    expect((await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'limite.pdf', content: exact })).statusCode).toBe(201);
  });

  it('answers 400 in Portuguese to a multipart body without a boundary or cut short, writing nothing', async () => {
    const t = ctx();
    const course = await newCourse('Costura');
    const before = await t.count('files');
    const url = `/api/upload-file?entity=course&codid=${course}`;
    const noBoundary = await ctx().app.inject({ method: 'POST', url, payload: PDF, headers: { ...users.worker.headers, 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().messages).toEqual([FILE_MESSAGES.MALFORMED]);
    const whole = multipart({ name: 'lista.pdf', content: PDF });
    const cut = whole.payload.subarray(0, whole.payload.length - 600);
    const cutShort = await ctx().app.inject({ method: 'POST', url, payload: cut, headers: { ...whole.headers, ...users.worker.headers } });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().messages).toEqual([FILE_MESSAGES.MALFORMED]);
    await nothingWritten(t, before);
  });

  it('refuses a PDF with active content (scripts, automatic actions, embedded files), also inside object streams, writing nothing', async () => {
    const t = ctx();
    const course = await newCourse('Pintura');
    const before = await t.count('files');
    const onDisk = filesOnDisk(dir).length;
    const cases = [
      { name: 'script.pdf', content: pdfWith('/OpenAction << /S /JavaScript /JS (app.launchURL\\(\\)) >>'), message: PDF_ACTIVE_CONTENT_MESSAGE },
      { name: 'escapado.pdf', content: pdfWith('/Names << /J#61vaScript 5 0 R >>'), message: PDF_ACTIVE_CONTENT_MESSAGE },
      { name: 'programa.pdf', content: pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'), message: PDF_ACTIVE_CONTENT_MESSAGE },
      { name: 'anexo.pdf', content: pdfWith('/Names << /EmbeddedFiles 5 0 R >>'), message: PDF_ACTIVE_CONTENT_MESSAGE },
      { name: 'comprimido.pdf', content: pdfWith('/OpenAction 10 0 R', objectStreamWith('<< /S /JavaScript /JS (x) >>')), message: PDF_ACTIVE_CONTENT_MESSAGE },
      { name: 'ilegivel.pdf', content: pdfWith('', objectStreamWith('<< /S /JavaScript >>', '/LZWDecode')), message: PDF_UNVERIFIABLE_MESSAGE },
    ];
    for (const file of cases) {
      const res = await upload(`/api/upload-file?entity=course&codid=${course}`, file);
      expect([file.name, res.statusCode, res.json().messages]).toEqual([file.name, 400, [file.message]]);
    }
    await nothingWritten(t, before);
    expect(filesOnDisk(dir)).toHaveLength(onDisk);
    // Opening on a page (as office suites write it), compressed objects without scripts: accepted.
    const plain = await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'simples.pdf', content: pdfWith('/OpenAction [3 0 R /XYZ null null 0]', objectStreamWith('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')) });
    expect(plain.statusCode).toBe(201);
  });

  it('refuses content that is not of the type its name says, or of no allowed type, writing nothing', async () => {
    const t = ctx();
    const course = await newCourse('Mecânica');
    const before = await t.count('files');
    const onDisk = filesOnDisk(dir).length;
    const cases: { name: string; content: Buffer }[] = [
      { name: 'foto.png', content: PDF },
      { name: 'documento.pdf', content: PNG },
      { name: 'programa.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]) },
      { name: 'pagina.html', content: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'notas.txt', content: Buffer.concat([Buffer.from('texto'), Buffer.alloc(10, 0), Buffer.from('binário')]) },
      { name: 'sem-extensao', content: PDF },
      { name: 'planilha.xlsx', content: PDF },
    ];
    for (const file of cases) {
      const res = await upload(`/api/upload-file?entity=course&codid=${course}`, file);
      expect([file.name, res.statusCode]).toEqual([file.name, 400]);
      expect(res.json().messages).toEqual([FILE_MESSAGES.WRONG_TYPE]);
    }
    const empty = await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'vazio.pdf', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([FILE_MESSAGES.EMPTY]);
    const none = await upload(`/api/upload-file?entity=course&codid=${course}`, null, users.worker, { nome: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().messages).toEqual([FILE_MESSAGES.NO_FILE]);
    const json = await ctx().app.inject({ method: 'POST', url: `/api/upload-file?entity=course&codid=${course}`, headers: users.worker.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    await nothingWritten(t, before);
    expect(filesOnDisk(dir)).toHaveLength(onDisk);

    // Plain text and CSV in UTF-8 are accepted.
    const csv = await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'presença.csv', content: Buffer.from('nome;situação\nAna;Concluído\n') });
    expect(csv.statusCode).toBe(201);
    expect(csv.json().content_type).toBe('text/csv; charset=utf-8');
  });

  it('answers 404 for a record that does not exist, 400 for an unknown entity or bad owner, and removes a course\'s files with it', async () => {
    const t = ctx();
    const before = await t.count('files');
    const missing = await upload('/api/upload-file?entity=course&codid=999999', { name: 'a.pdf', content: PDF });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual([FILE_MESSAGES.RECORD_NOT_FOUND]);
    expect((await send('GET', '/api/upload-files?entity=course&codid=999999')).statusCode).toBe(404);
    const unknown = await send('GET', '/api/upload-files?entity=banana&codid=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual([FILE_MESSAGES.UNKNOWN_ENTITY]);
    for (const q of ['entity=course', 'codid=1', 'entity=course&codid=abc', 'entity=course&codid=-1', 'entity=../x&codid=1']) {
      expect([q, (await send('GET', `/api/upload-files?${q}`)).statusCode]).toEqual([q, 400]);
    }
    expect((await send('GET', '/api/fileList/1,a')).statusCode).toBe(400);
    await nothingWritten(t, before);

    const course = await newCourse('Jardinagem');
    const file = (await upload(`/api/upload-file?entity=course&codid=${course}`, { name: 'mudas.pdf', content: PDF })).json();
    const key = file.url.split('/').pop();
    expect(filesOnDisk(dir).some((f) => f.endsWith(key))).toBe(true);
    expect((await send('DELETE', `/api/course/${course}`)).statusCode).toBe(204);
    expect(await t.count('files', `codid = ${course}`)).toBe(0);
    expect(filesOnDisk(dir).some((f) => f.endsWith(key))).toBe(false);
    expect((await send('GET', file.url)).statusCode).toBe(404);
  });
});
