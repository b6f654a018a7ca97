// The remote registry's one writer, shared by the release tools (deploy/tools/*.mjs, on a fresh clone:
// Node built-ins only) and the API (the 'Versões' screen and the automatic guard). Every function takes
// the registry folder: `remotes.json`, immutable `<remote>/<version>/` folders, and beside them the
// release history (`.history.jsonl`, one line per change of a live version) and the guard's settings
// (`.release-guard.json`). Dotfiles: the servers of the registry never hand them out.
import fs from 'node:fs';
import path from 'node:path';

export const HISTORY_FILE = '.history.jsonl';
export const GUARD_FILE = '.release-guard.json';
/** Who changed a live version from the command line (`pnpm release`, `pnpm rollback`). */
export const COMMAND_LINE = 'linha de comando';

const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const remotesFileIn = (dir) => path.join(dir, 'remotes.json');
export const manifestUrl = (remote, version) => `/registry/${remote}/${version}/mf-manifest.json`;

export function readRemotesIn(dir) {
  try {
    return JSON.parse(fs.readFileSync(remotesFileIn(dir), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** Versions of a remote in the registry, oldest first (version names sort by release time). */
export function versionsIn(dir, remote) {
  const folder = path.join(dir, remote);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name) && fs.existsSync(path.join(folder, e.name, 'release.json')))
    .map((e) => ({ version: e.name, ...JSON.parse(fs.readFileSync(path.join(folder, e.name, 'release.json'), 'utf8')) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * The sidebar entries a version published (`metaData.menu` of its mf-manifest.json, written by the build
 * factory); null for a version released before menus were published (the shell then loads its './menu').
 */
export function publishedMenuIn(dir, remote, version) {
  const file = path.join(dir, remote, version, 'mf-manifest.json');
  const menu = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).metaData?.menu : undefined;
  return Array.isArray(menu) ? menu : null;
}

/** Serialises writers of remotes.json and the history (two releases of different remotes at once, the API's instances). */
export async function withRegistryLock(dir, fn) {
  const lock = `${remotesFileIn(dir)}.lock`;
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than a minute was left by a killed process.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 60_000) fs.rmSync(lock, { force: true });
      } catch {
        // released meanwhile
      }
      if (attempt > 600) throw new Error(`remotes.json está travado (${lock})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The live version moved under the caller's feet (another release, rollback or instance). */
export class LiveVersionChangedError extends Error {
  constructor(remote, live) {
    super(`A versão no ar de ${remote} mudou para ${live ?? '(nenhuma)'} enquanto isso`);
    this.name = 'LiveVersionChangedError';
    this.live = live;
  }
}

export class UnknownVersionError extends Error {
  constructor(remote, version) {
    super(`${remote} não tem a versão ${version}`);
    this.name = 'UnknownVersionError';
  }
}

/** 'rollback' to an older version than the live one, 'forward' to a newer one. */
export const directionOf = (from, to) => (from !== null && from !== undefined && to.localeCompare(from) < 0 ? 'rollback' : 'forward');

/**
 * Points one remote at one of its versions, with that version's menu, and writes one history line, under
 * the lock: remotes.json is written to a temporary file and renamed (atomic on POSIX), so a browser never
 * reads half of it. The shell draws the sidebar from these menus, so the change shows at once.
 *
 * options: `action` ('release', 'rollback', 'forward', 'guard'; default: rollback or forward by version
 * order), `who` (default the command line), `reason` (a line for the history), `expectedLive` (when given,
 * the change happens only if that is still the live version: LiveVersionChangedError otherwise).
 * Answers `{ previous, changed, entry }`; pointing at the live version changes nothing and writes no history.
 */
export function pointRemoteIn(dir, remote, version, options = {}) {
  if (!VERSION_PATTERN.test(version) || !fs.existsSync(path.join(dir, remote, version))) return Promise.reject(new UnknownVersionError(remote, version));
  return withRegistryLock(dir, () => {
    const current = readRemotesIn(dir);
    const previous = current[remote]?.version ?? null;
    if (options.expectedLive !== undefined && options.expectedLive !== previous) throw new LiveVersionChangedError(remote, previous);
    const menu = publishedMenuIn(dir, remote, version);
    const unchanged = previous === version && JSON.stringify(current[remote]?.menu ?? null) === JSON.stringify(menu);
    if (unchanged) return { previous, changed: false, entry: null };
    const next = { ...current, [remote]: { version, manifest: manifestUrl(remote, version), ...(menu ? { menu } : {}) } };
    const tmp = `${remotesFileIn(dir)}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(next, null, 2) + '\n');
    fs.renameSync(tmp, remotesFileIn(dir));
    if (previous === version) return { previous, changed: true, entry: null }; // the menu only (an entry older than menus)
    const entry = {
      at: new Date().toISOString(),
      remote,
      action: options.action ?? directionOf(previous, version),
      from: previous,
      to: version,
      who: options.who ?? COMMAND_LINE,
      ...(options.reason ? { reason: options.reason } : {}),
    };
    fs.appendFileSync(path.join(dir, HISTORY_FILE), JSON.stringify(entry) + '\n');
    return { previous, changed: true, entry };
  });
}

/** The history lines of one remote (or all), oldest first; a torn or foreign line is skipped. */
export function readHistoryIn(dir, remote) {
  let text;
  try {
    text = fs.readFileSync(path.join(dir, HISTORY_FILE), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const entry = JSON.parse(line);
      if (typeof entry?.remote !== 'string' || typeof entry.to !== 'string' || typeof entry.at !== 'string') return [];
      return !remote || entry.remote === remote ? [entry] : [];
    } catch {
      return [];
    }
  });
}

/** The guard settings kept with the registry (`{ "<remote>": "<errors per 1,000>/<first loads>" }`), or {}. */
export function readGuardFileIn(dir) {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, GUARD_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Whether this process may write the registry (the API's copy may be read-only, as on Kubernetes). */
export function registryWritable(dir) {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return fs.existsSync(remotesFileIn(dir));
  } catch {
    return false;
  }
}
