import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

const KEY = '0123456789abcdef0123456789abcdef';

/** A few chunks, then (optionally) an error: a broken upload. */
function body(parts: string[], fail = false): Readable {
  return Readable.from(
    (async function* () {
      for (const p of parts) yield Buffer.from(p);
      if (fail) throw new Error('conexão perdida');
    })(),
  );
}

/**
 * The storage contract, run on the local folder and on S3 (against a small S3 stand-in of this test:
 * PutObject, GetObject, DeleteObject with path-style addressing).
 */
function contract(name: string, make: () => FileStorage, stored: () => string[]) {
  describe(name, () => {
    it('streams a file in and out, and deletes it (twice is not an error)', async () => {
      const storage = make();
      await storage.put(KEY, body(['primeira parte, ', 'segunda parte']));
      expect(await text((await storage.get(KEY))!)).toBe('primeira parte, segunda parte');
      await storage.delete(KEY);
      await storage.delete(KEY);
      expect(await storage.get(KEY)).toBeNull();
      expect(stored()).toEqual([]);
    });

    it('keeps nothing of a body that fails midway', async () => {
      const storage = make();
      await expect(storage.put(KEY, body(['metade'], true))).rejects.toThrow('conexão perdida');
      expect(await storage.get(KEY)).toBeNull();
      expect(stored()).toEqual([]);
    });

    it('keeps nothing of a body refused before its first byte (the file may still be opening)', async () => {
      const storage = make();
      for (let i = 0; i < 20; i++) {
        const refused = new Readable({ read() { this.destroy(new Error('recusado')); } });
        await expect(storage.put(KEY, refused)).rejects.toThrow('recusado');
        expect(stored()).toEqual([]);
      }
    });

    it('refuses a key that could name a path', async () => {
      const storage = make();
      for (const key of ['../../etc/passwd', 'a/b', '', '.'.repeat(20), `${KEY}/..`]) {
        await expect(storage.put(key, body(['x']))).rejects.toThrow('invalid storage key');
        await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      }
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'sisacte-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const listDir = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
contract('local folder', () => createLocalStorage(root), listDir);

// ---------------------------------------------------------------- the S3 stand-in
const objects = new Map<string, Buffer>();
const uploads = new Map<string, { path: string; parts: Map<number, Buffer> }>();
let server: Server;
let endpoint = '';
const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) return res.writeHead(403).end();
    // Multipart uploads (files over one 5 MB part): create, parts, complete, abort.
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const id = `u${uploads.size + 1}`;
      uploads.set(id, { path, parts: new Map() });
      return res.writeHead(200, { 'content-type': 'application/xml' }).end(`<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (req.method === 'PUT' && uploadId) {
      uploads.get(uploadId)!.parts.set(Number(url.searchParams.get('partNumber')), await read(req));
      return res.writeHead(200, { etag: `"p${url.searchParams.get('partNumber')}"` }).end();
    }
    if (req.method === 'POST' && uploadId) {
      await read(req);
      const upload = uploads.get(uploadId)!;
      objects.set(upload.path, Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b)));
      uploads.delete(uploadId);
      return res.writeHead(200, { 'content-type': 'application/xml' }).end('<CompleteMultipartUploadResult><ETag>"x"</ETag></CompleteMultipartUploadResult>');
    }
    if (req.method === 'DELETE' && uploadId) {
      uploads.delete(uploadId);
      return res.writeHead(204).end();
    }
    if (req.method === 'PUT') {
      objects.set(path, await read(req));
      return res.writeHead(200, { etag: '"1"' }).end();
    }
    if (req.method === 'GET') {
      const found = objects.get(path);
      if (!found) {
        return res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      }
      return res.writeHead(200, { 'content-length': found.length, 'content-type': 'application/octet-stream' }).end(found);
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      return res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

contract(
  'S3-compatible bucket',
  () =>
    createS3Storage({
      kind: 's3',
      bucket: 'sisacte',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: 'files/',
      credentials: { accessKeyId: 'teste', secretAccessKey: 'segredo-de-teste' },
    }),
  () => [...objects.keys()],
);

it('S3: objects go under the bucket and the prefix', async () => {
  const storage = createS3Storage({ kind: 's3', bucket: 'sisacte', region: 'us-east-1', endpoint, forcePathStyle: true, prefix: 'anexos/', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  await storage.put(KEY, body(['x']));
  expect([...objects.keys()]).toEqual([`/sisacte/anexos/${KEY}`]);
  await storage.delete(KEY);
});

it('S3: a file larger than one part goes up in parts, streamed, and comes back whole; a failure midway leaves nothing', async () => {
  const storage = createS3Storage({ kind: 's3', bucket: 'sisacte', region: 'us-east-1', endpoint, forcePathStyle: true, prefix: 'files/', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const big = () =>
    Readable.from(
      (async function* () {
        for (let i = 0; i < 12; i++) yield Buffer.concat([Buffer.from(String(i).padStart(2, '0')), chunk.subarray(2)]);
      })(),
    );
  await storage.put(KEY, big());
  const back = Buffer.concat(await (await storage.get(KEY))!.toArray());
  expect(back.length).toBe(12 * chunk.length);
  expect(back.subarray(5 * chunk.length, 5 * chunk.length + 2).toString()).toBe('05');
  expect(uploads.size).toBe(0);
  await storage.delete(KEY);

  const failing = Readable.from(
    (async function* () {
      for (let i = 0; i < 7; i++) yield chunk;
      throw new Error('conexão perdida');
    })(),
  );
  await expect(storage.put(KEY, failing)).rejects.toThrow('conexão perdida');
  expect(await storage.get(KEY)).toBeNull();
  expect(uploads.size).toBe(0);
  expect([...objects.keys()]).toEqual([]);
});
