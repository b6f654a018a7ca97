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
let server: Server;
let endpoint = '';
const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) return res.writeHead(403).end();
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
