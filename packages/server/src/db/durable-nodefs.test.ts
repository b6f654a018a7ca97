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

it('creates a new database without single flushes, flushes it whole once ready, then flushes each commit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-nodefs-new-'));
  const fsync = jest.spyOn(fs, 'fsyncSync');
  const fdatasync = jest.spyOn(fs, 'fdatasyncSync');
  const durable = new DurableNodeFS(join(dir, 'pglite'), { deferNewDatabase: true });
  const client = new PGlite({ fs: durable });
  try {
    await client.waitReady;
    // initdb asked for thousands of flushes; none reached the disk yet.
    expect(fsync).not.toHaveBeenCalled();
    expect(fdatasync).not.toHaveBeenCalled();
    const flushed = jest.spyOn(fs.promises, 'open');
    await durable.flushDeferred();
    const opened = new Set(flushed.mock.calls.map(([path]) => String(path)));
    expect(opened).toContain(join(dir, 'pglite', 'PG_VERSION'));
    expect(opened).toContain(join(dir, 'pglite', 'global', 'pg_control'));
    expect(opened).toContain(join(dir, 'pglite'));
    await client.exec('CREATE TABLE t (n int)');
    fdatasync.mockClear();
    await client.query('INSERT INTO t VALUES (1)');
    expect(fdatasync).toHaveBeenCalledTimes(1);
  } finally {
    jest.restoreAllMocks();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

it('flushes call by call from the start on a folder that already holds a database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'durable-nodefs-old-'));
  try {
    const first = new PGlite({ fs: new DurableNodeFS(dir, { deferNewDatabase: true }) });
    await first.waitReady;
    await first.close();
    const fdatasync = jest.spyOn(fs, 'fdatasyncSync');
    const client = new PGlite({ fs: new DurableNodeFS(dir, { deferNewDatabase: true }) });
    try {
      await client.waitReady;
      await client.exec('CREATE TABLE t (n int)');
      fdatasync.mockClear();
      await client.query('INSERT INTO t VALUES (1)');
      expect(fdatasync).toHaveBeenCalledTimes(1);
    } finally {
      await client.close();
    }
  } finally {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
