// Shared helpers of the release tooling. Node built-ins only: these scripts run on a fresh clone.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
// The registry's one writer, shared with the API (Node built-ins only, like these scripts).
import {
  COMMAND_LINE,
  pointRemoteIn,
  publishedMenuIn,
  readHistoryIn,
  readRemotesIn,
  versionsIn,
} from '../../packages/server/src/modules/release-health/registry.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const REMOTES = ['mf-denuncias', 'mf-acolhimento', 'mf-autodiagnostico', 'mf-relatorios', 'mf-painel'];
export const PNPM_VERSION = '10.34.9';
export const registryDir = () => path.resolve(ROOT, process.env.REGISTRY_DIR ?? 'deploy/registry');

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

export function assertRemote(name) {
  if (!REMOTES.includes(name)) fail(`remote desconhecido: '${name ?? ''}'. Use um de: ${REMOTES.join(', ')}`);
}

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} terminou com ${signal ?? code}`)),
    );
  });
}

export const pnpm = (args, options) => run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);

/** Builds one app (shell or remote) into <app>/dist. */
export const buildApp = (app) => pnpm(['--silent', '--filter', app, 'build']);

/** Everything a front-end build reads: the app itself, the shared packages, the build factory, the lockfile. */
function buildInputs(app) {
  const dirs = [app, 'packages/contracts', 'packages/event-bus', 'packages/auth', 'packages/api-client', 'packages/ui', 'packages/mf-build'];
  const files = dirs.flatMap((d) =>
    listFiles(path.join(ROOT, d))
      .filter((f) => !f.split(path.sep).includes('e2e'))
      .map((f) => path.join(d, f)),
  );
  return [...files, 'pnpm-lock.yaml'];
}

const stampFile = (app) => path.join(ROOT, app, 'node_modules', '.cache', 'sisacte-build-input');

/**
 * Builds the app unless its inputs are byte-for-byte those of its last build and its dist is
 * there (FORCE_BUILD=1 always builds). Returns true when it built.
 */
export async function buildIfChanged(app) {
  const hash = crypto.createHash('sha256');
  for (const file of buildInputs(app)) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
  const inputs = hash.digest('hex');
  const stamp = stampFile(app);
  const fresh = fs.existsSync(path.join(ROOT, app, 'dist')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs;
  if (fresh && !process.env.FORCE_BUILD) return false;
  await buildApp(app);
  if (app === 'shell') precompress(path.join(ROOT, app, 'dist'));
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, inputs);
  return true;
}

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => !(e.isDirectory() && (e.name === 'node_modules' || e.name === 'dist')))
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

/** sha256 over the names and bytes of every file of a build. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

export const readRemotes = () => readRemotesIn(registryDir());

/** Versions of a remote in the registry, oldest first (version names sort by release time). */
export const versionsOf = (remote) => versionsIn(registryDir(), remote);

/** The release history of one remote (or all), oldest first: the same lines the API's 'Versões' screen writes. */
export const historyOf = (remote) => readHistoryIn(registryDir(), remote);

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file over 1 KB, so the
 * one-process server (and nginx with gzip_static/brotli_static) send them without
 * compressing on each request. Returns the bytes before and after brotli.
 */
export function precompress(dir) {
  let raw = 0;
  let br = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const data = fs.readFileSync(full);
    if (data.length < 1024) continue;
    const brotli = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    fs.writeFileSync(`${full}.br`, brotli);
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    raw += data.length;
    br += brotli.length;
  }
  return { raw, br };
}

/**
 * The sidebar entries a version published (`metaData.menu` of its mf-manifest.json, written by the build
 * factory); null for a version released before menus were published (the shell then loads its './menu').
 */
export const publishedMenu = (remote, version) => publishedMenuIn(registryDir(), remote, version);

/**
 * Points one remote at one version, with that version's menu, under the registry's lock (temp file, then
 * rename: atomic on POSIX), and writes the release history with who did it ('linha de comando'). The
 * writer is the API's too (the 'Versões' screen), so both write the same remotes.json and history.
 * `options.action`: 'release' for a release; by default rollback or forward by version order.
 * Answers the version that was live before.
 */
export async function pointRemote(remote, version, options = {}) {
  return (await pointRemoteIn(registryDir(), remote, version, { who: COMMAND_LINE, ...options })).previous;
}

export function newVersion(hash) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '.').replace('Z', '').replace('.', '-');
  return `${stamp}-${hash.slice(0, 8)}`;
}
