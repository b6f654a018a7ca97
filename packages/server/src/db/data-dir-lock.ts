import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Raised when another live process holds the data folder; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockOwner,
  ) {
    super(
      `A pasta de dados ${lockPath.replace(/\.lock$/, '')} já está em uso por outro processo ` +
        `(pid ${holder.pid} em ${holder.hostname}, desde ${holder.startedAt}). ` +
        'Dois processos no mesmo banco embutido corrompem os dados: pare o outro processo antes de iniciar este, ' +
        'ou use DATABASE_URL (PostgreSQL) para várias instâncias. ' +
        `Se tiver certeza de que nenhum processo usa a pasta, apague ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  token: string;
  hostname: string;
  bootId?: string;
  /** Kernel start time of the process, to tell a reused pid from the owner. */
  processStart?: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Tokens of the locks this process holds, to tell them from a previous run that had the same pid. */
const heldHere = new Set<string>();

/** A takeover that has not finished after this long was abandoned by a dead process. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes the exclusive lock of an embedded database folder: a `<folder>.lock` file created with O_EXCL that
 * names the owning process. A lock whose owner is dead (kill -9, power loss) is taken over; a live owner
 * makes this throw DataDirLockedError. The lock covers processes of one machine (or one shared kernel).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = `${resolve(dataDir)}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    token: randomUUID(),
    hostname: hostname(),
    bootId: readBootId(),
    processStart: readProcessStart(process.pid),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, me)) return ownedLock(path, me.token);
    const holder = readOwner(path);
    if (holder === 'missing') continue;
    if (holder !== 'unreadable' && isAlive(holder)) throw new DataDirLockedError(path, holder);
    takeOverStale(path, holder);
  }
  throw new Error(`Não foi possível obter o bloqueio de ${path}: outro processo o disputa ao mesmo tempo.`);
}

function ownedLock(path: string, token: string): DataDirLock {
  heldHere.add(token);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(token);
    process.removeListener('exit', release);
    const holder = readOwner(path);
    if (typeof holder === 'object' && holder.token === token) unlinkQuietly(path);
  };
  // A process that exits without closing the database still frees its folder.
  process.on('exit', release);
  return { path, release };
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(path: string): LockOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string') return parsed as LockOwner;
  } catch {
    // A lock cut short by a crash between create and write.
  }
  return 'unreadable';
}

function isAlive(owner: LockOwner): boolean {
  // In a container every start may get the same pid: a lock naming ours that we do not hold was left by
  // a previous run.
  if (owner.pid === process.pid) return heldHere.has(owner.token);
  // Another boot of the kernel: every process of the old one is gone.
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: the process exists under another user.
  }
  // The pid was reused by a process that started later than the owner.
  const start = readProcessStart(owner.pid);
  if (owner.processStart && start && owner.processStart !== start) return false;
  return true;
}

/** Replaces a dead owner's lock; a second marker file keeps two restarts from both taking it over. */
function takeOverStale(path: string, seen: LockOwner | 'unreadable'): void {
  const marker = `${path}.takeover`;
  let fd: number;
  try {
    fd = openSync(marker, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - mtimeOrNow(marker) > TAKEOVER_STALE_MS) unlinkQuietly(marker);
    return;
  }
  closeSync(fd);
  try {
    const now = readOwner(path);
    const unchanged = now === 'unreadable' ? seen === 'unreadable' : typeof now === 'object' && seen !== 'unreadable' && now.token === seen.token;
    if (unchanged) unlinkQuietly(path);
  } finally {
    unlinkQuietly(marker);
  }
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function readProcessStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces; the start time is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function mtimeOrNow(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
