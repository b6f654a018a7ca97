import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dataDir = join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A process that is alive until killed, and its pid. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { pid: child.pid!, stop: async () => (child.kill('SIGKILL'), await exited) };
}

function writeLock(pid: number) {
  writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, token: 'other', hostname: 'h', startedAt: '2024-01-01T00:00:00Z' }));
}

describe('data folder lock', () => {
  it('refuses a folder held by a live process, naming it in Portuguese', async () => {
    const other = liveProcess();
    try {
      writeLock(other.pid);
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`já está em uso por outro processo (pid ${other.pid}`);
      // The live owner's lock is left alone.
      expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: other.pid });
    } finally {
      await other.stop();
    }
  });

  it('takes over the lock of a process that was killed', async () => {
    const dead = liveProcess();
    await dead.stop();
    writeLock(dead.pid);
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock cut short by a crash before it was written', () => {
    writeFileSync(`${dataDir}.lock`, '');
    const lock = acquireDataDirLock(dataDir);
    lock.release();
  });

  it('refuses a second open in this process until the first is released', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });
});

describe('openDatabase on a PGlite folder', () => {
  it('lets one server write at a time and frees the folder on close', async () => {
    const first = await openDatabase({ pgliteDir: dataDir });
    try {
      await expect(openDatabase({ pgliteDir: dataDir })).rejects.toThrow('já está em uso por outro processo');
      await first.withConnection((conn) => conn.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (1)'));
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openDatabase({ pgliteDir: dataDir });
    try {
      await expect(second.withConnection((conn) => conn.query<{ n: number }>('SELECT n FROM t'))).resolves.toEqual([{ n: 1 }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('needs no lock in memory', async () => {
    const a = await openDatabase({});
    const b = await openDatabase({});
    await Promise.all([a.close(), b.close()]);
  }, 60_000);
});
