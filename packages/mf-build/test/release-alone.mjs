#!/usr/bin/env node
/**
 * A remote released alone after a contract change, end to end but tiny (run by src/shared.test.ts).
 *
 * Writes two apps into a temporary folder and builds both, in production mode, with this package's
 * createConfig (so with the real sharing rule of src/shared.js):
 *   - a shell, built against '@sisacte/contracts' revision 1;
 *   - a remote released later, built against revision 2 of the same package (same version number, as
 *     in the workspace), exposing './probe'.
 * Both also depend on their own copy of '@sisacte/event-bus' (a stateful package, which must stay one).
 * Then it opens the shell's index.html in jsdom, serving each build from its own origin; the shell loads
 * the remote through the Module Federation runtime (registerRemotes + loadRemote, as shell/src/remotes
 * does) and reports what each side saw. Prints that report, plus what the builds declare, as JSON.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createConfig } from '../src/index.js';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
// jsdom is a dependency of the workspace's jest environment, not of this package.
const { JSDOM, ResourceLoader, VirtualConsole } = createRequire(require.resolve('jest-environment-jsdom', { paths: [path.join(import.meta.dirname, '../../..')] }))('jsdom');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-release-alone-'));

const pkg = (dir, name, source) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '0.1.0', type: 'module', main: 'index.js' }));
  fs.writeFileSync(path.join(dir, 'index.js'), source);
};

/** An app folder: src/, and node_modules/ holding its own build of the two workspace packages. */
function writeApp(app, contractRevision, files) {
  const dir = path.join(root, app);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `fixture-${app}`, version: '1.0.0', private: true }));
  pkg(path.join(dir, 'node_modules/@sisacte/contracts'), '@sisacte/contracts', `export const CONTRACT_REVISION = ${contractRevision};\n`);
  pkg(
    path.join(dir, 'node_modules/@sisacte/event-bus'),
    '@sisacte/event-bus',
    `export const BUS_BUILT_BY = ${JSON.stringify(app)};\nexport const bus = new EventTarget();\n`,
  );
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const REMOTE_ORIGIN = 'http://remote.test';
const SHELL_ORIGIN = 'http://shell.test';

const shellDir = writeApp('shell', 1, {
  'src/index.ts': `import('./bootstrap');\n`,
  'src/bootstrap.ts': `
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { CONTRACT_REVISION } from '@sisacte/contracts';
import { BUS_BUILT_BY, bus } from '@sisacte/event-bus';

registerRemotes([{ name: 'fixture_remote', entry: '${REMOTE_ORIGIN}/mf-manifest.json' }]);
loadRemote('fixture_remote/probe').then(
  (probe) => {
    window.__report = {
      shell: { contractRevision: CONTRACT_REVISION, busBuiltBy: BUS_BUILT_BY },
      remote: { contractRevision: probe.CONTRACT_REVISION, busBuiltBy: probe.BUS_BUILT_BY, sameBusObject: probe.bus === bus },
    };
  },
  (error) => { window.__report = { error: String(error && error.stack || error) }; },
);
`,
});

const remoteDir = writeApp('remote', 2, {
  'src/index.ts': `import('./probe');\n`,
  'src/probe.ts': `export { CONTRACT_REVISION } from '@sisacte/contracts';\nexport { BUS_BUILT_BY, bus } from '@sisacte/event-bus';\n`,
});

// The factory's config, as the apps' webpack.config.js use it; only what a test needs is changed.
function configFor(name, dir, isShell) {
  const config = createConfig({ name, dir, devPort: 0, isShell, exposes: isShell ? undefined : { './probe': './src/probe.ts' } })(
    {},
    { mode: 'production' },
  );
  config.devtool = false;
  config.infrastructureLogging = { level: 'error' };
  // The fixture shell imports the MF runtime, a dependency of this package (of shell/ in the workspace).
  config.resolve.modules = ['node_modules', path.join(import.meta.dirname, '../node_modules')];
  return config;
}

const compile = (config) =>
  new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.toJson({ all: false, modules: true, nestedModules: true }));
    }),
  );

const started = Date.now();
const [shellStats, remoteStats] = await Promise.all([
  compile(configFor('fixture-shell', shellDir, true)),
  compile(configFor('fixture-remote', remoteDir, false)),
]);
const buildSeconds = (Date.now() - started) / 1000;

/** What a build shares, seen from its modules: the keys it consumes from the share scope. */
const consumed = (stats) =>
  [...new Set(stats.modules.filter((m) => m.moduleType === 'consume-shared-module').map((m) => m.name.match(/(@sisacte\/[\w-]+|[\w@/.-]+)@/)?.[1]))].sort();

const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'dist/mf-manifest.json'), 'utf8'));

// Each origin serves one build's dist/, as the registry serves one immutable version folder.
class Registry extends ResourceLoader {
  fetch(url, options) {
    const { origin, pathname } = new URL(url);
    const dist = { [SHELL_ORIGIN]: shellDir, [REMOTE_ORIGIN]: remoteDir }[origin];
    const file = dist && path.join(dist, 'dist', decodeURIComponent(pathname));
    if (!file || !fs.existsSync(file)) return Promise.reject(new Error(`404 ${url}`));
    return super.fetch(`file://${file}`, options);
  }
}

const errors = [];
const virtualConsole = new VirtualConsole();
virtualConsole.on('jsdomError', (e) => errors.push(String(e.stack || e)));
const dom = new JSDOM(fs.readFileSync(path.join(shellDir, 'dist/index.html'), 'utf8'), {
  url: `${SHELL_ORIGIN}/`,
  runScripts: 'dangerously',
  resources: new Registry(),
  pretendToBeVisual: true,
  virtualConsole,
  beforeParse(window) {
    // The runtime fetches mf-manifest.json: answer from the same registry.
    window.fetch = async (url) => {
      const { pathname } = new URL(String(url), window.location.href);
      const text = fs.readFileSync(path.join(remoteDir, 'dist', pathname), 'utf8');
      return new Response(text, { headers: { 'content-type': 'application/json' } });
    };
  },
});

const deadline = Date.now() + 20_000;
while (!dom.window.__report && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
const report = dom.window.__report ?? { error: `timed out; jsdom errors: ${errors.join('\n')}` };
dom.window.close();
fs.rmSync(root, { recursive: true, force: true });

console.log(
  JSON.stringify({
    buildSeconds,
    report,
    shellConsumes: consumed(shellStats),
    remoteConsumes: consumed(remoteStats),
    remoteManifestShared: manifest.shared.map((s) => s.name).sort(),
  }),
);
