import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS } from './durable-nodefs';

it('flushes the write-ahead log to disk before a commit is acknowledged', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-nodefs-'));
  const client = new PGlite({ fs: new DurableNodeFS(dir) });
  try {
    await client.waitReady;
    await client.exec('CREATE TABLE t (n int)');
    const flush = jest.spyOn(fs, 'fdatasyncSync');
    await client.query('SELECT count(*) FROM t');
    expect(flush).not.toHaveBeenCalled();
    await client.query('INSERT INTO t VALUES (1)');
    expect(flush).toHaveBeenCalledTimes(1);
  } finally {
    jest.restoreAllMocks();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
