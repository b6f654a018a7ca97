#!/usr/bin/env node
// Compiles the API for production into packages/server/dist/ (`node packages/server/dist/main.js`):
// ESM bundles of src/main.ts with the workspace packages (@sisacte/*, TypeScript sources) and most
// npm dependencies inlined, split where the server imports lazily (the application after the
// database starts opening, the engine's driver), so that Node resolves and reads a few files at
// start instead of thousands. tsx remains the way to run the sources in development and tests.
//
// Left out of the bundle and loaded from node_modules as in development (dist/externals.json):
//   - ALWAYS_EXTERNAL: native or WebAssembly engines with files beside them (PGlite, argon2), the
//     PDF library loaded on the first PDF (pdfmake and its fonts);
//   - any package whose code finds files relative to itself (__dirname, __filename,
//     import.meta.url, require.resolve), found by a first pass: swagger-ui's assets, pino's
//     worker files... Such a package is named by its bare name, which must resolve from
//     packages/server to the very same files as from the package that imports it (the build
//     fails otherwise);
//   - the server's dependencies that those depend on too (@fastify/static, which swagger-ui
//     registers), so that they are loaded once.
//
// Files the server reads at run time beside its sources (SQL migrations, JSON data) are copied
// into dist/ under the same relative paths, and each source file's `import.meta.dirname` is
// rewritten to its own folder under dist/, so `join(import.meta.dirname, 'migrations')` in
// src/db/migrate.ts finds dist/db/migrations.
//
// The new build is written in node_modules/.cache and swapped in by renames, so a server starting from
// dist/ never reads a half-written one; the previous build's chunks stay, for a server still running it.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

const SERVER = import.meta.dirname;
const SRC = join(SERVER, 'src');
const OUT = join(SERVER, 'dist');
/** Entry points: dist/<name>.js. */
const ENTRIES = {
  main: join(SRC, 'main.ts'),
  'db/pglite-worker': join(SRC, 'db', 'pglite-worker.ts'),
  // The start-up check of ADMIN_PASSWORD, in a thread of its own (lib/admin-password.ts).
  'lib/admin-password-worker': join(SRC, 'lib', 'admin-password-worker.ts'),
  // Run once by the build: the prebuilt data folder of a new embedded database (db/pglite-template.ts).
  'db/make-pglite-template': join(SRC, 'db', 'make-pglite-template-main.ts'),
};
const ALWAYS_EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'pdfmake', 'pg-native'];
/** Optional peers never installed here (pg's native binding, asked for only with `pg.native`). */
const OPTIONAL = new Set(['pg-native']);
/** Code that locates files relative to itself: wrong once moved into dist/. */
const SELF_RELATIVE = /\b__dirname\b|\b__filename\b|\bimport\.meta\.url\b|\brequire\.resolve\s*\(/;
const BUILTINS = new Set(builtinModules);

/** Every file under src that is neither TypeScript nor a test: read at run time, copied as is. */
function runtimeAssets(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : runtimeAssets(full);
    return /\.(ts|tsx|md)$/.test(entry.name) ? [] : [full];
  });
}

/**
 * pg picks its socket once, at import: in Node 20 (no `navigator`) its Cloudflare check builds a `Response`,
 * which loads Node's fetch (undici) at every start, about 60 ms of CPU and some MB never used otherwise. The
 * server runs in Node only: the bundle takes Node's sockets directly. The build fails if pg's line changes.
 */
const PG_STREAM_CHOICE = 'const { getStream, getSecureStream } = getStreamFuncs()';
const pgNodeStreams = {
  name: 'pg-node-streams',
  setup(b) {
    b.onLoad({ filter: /[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(PG_STREAM_CHOICE)) return { errors: [{ text: `${args.path}: pg no longer picks its socket with "${PG_STREAM_CHOICE}"; see pgNodeStreams in build.mjs` }] };
      return { contents: text.replace(PG_STREAM_CHOICE, 'const { getStream, getSecureStream } = getNodejsStreamFuncs()'), loader: 'js' };
    });
  },
};

/**
 * @fastify/compress asks every answer `payload instanceof Response`, and reading the global `Response` makes Node
 * load its fetch (undici) on the first answer: ~10 ms of the first /api/health and a few MB the server then keeps,
 * for nothing, since no route answers with a fetch Response. Fastify itself asks the object's tag
 * (`[object Response]`), which loads nothing; the bundle's copy of the plugin asks the same. The build fails if
 * the plugin's line changes.
 */
const COMPRESS_RESPONSE_CHECK = 'return obj instanceof Response';
const compressResponseCheck = {
  name: 'compress-response-check',
  setup(b) {
    b.onLoad({ filter: /[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(COMPRESS_RESPONSE_CHECK)) return { errors: [{ text: `${args.path}: @fastify/compress no longer checks "${COMPRESS_RESPONSE_CHECK}"; see compressResponseCheck in build.mjs` }] };
      return { contents: text.replace(COMPRESS_RESPONSE_CHECK, "return typeof obj === 'object' && obj !== null && Object.prototype.toString.call(obj) === '[object Response]'"), loader: 'js' };
    });
  },
};

/** `import.meta.dirname` of a file under src/ becomes the same folder under dist/. */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(SRC + sep)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const rel = relative(SRC, dirname(args.path)).split(sep).join('/');
      const replacement = rel ? `(import.meta.dirname + ${JSON.stringify(`/${rel}`)})` : 'import.meta.dirname';
      return { contents: text.replaceAll('import.meta.dirname', replacement), loader: 'ts' };
    });
  },
};

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The package a file of node_modules belongs to (the last `node_modules/<name>` of its path). */
function packageOfFile(file) {
  const parts = file.split(/[\\/]/);
  const i = parts.lastIndexOf('node_modules');
  if (i < 0) return undefined;
  return parts[i + 1]?.startsWith('@') ? `${parts[i + 1]}/${parts[i + 2]}` : parts[i + 1];
}

/**
 * Bare imports of the packages in `external` stay imports. A subpath of a package without an
 * `exports` map (`pdfmake/build/vfs_fonts`) is written with the file it resolves to
 * (`pdfmake/build/vfs_fonts.js`): Node's ESM loader adds no extension.
 */
function externalPackages(external) {
  return {
    name: 'external-packages',
    setup(b) {
      const resolveFrom = (path, resolveDir, kind) => b.resolve(path, { kind, resolveDir, pluginData: 'external-packages' });
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'external-packages' || args.path.startsWith('node:') || BUILTINS.has(args.path)) return undefined;
        const name = packageName(args.path);
        if (!external.has(name)) return undefined;
        if (OPTIONAL.has(name)) return { path: args.path, external: true };
        const here = await resolveFrom(args.path, args.resolveDir, args.kind);
        if (here.errors.length > 0) return { errors: here.errors };
        // At run time the import is resolved from dist/, that is from packages/server.
        const fromServer = await resolveFrom(args.path, SERVER, args.kind);
        if (fromServer.errors.length > 0 || realpathSync(fromServer.path) !== realpathSync(here.path)) {
          return {
            errors: [
              {
                text: `${args.path} (imported by ${relative(SERVER, args.importer)}) must stay outside the bundle, but packages/server resolves it to other files: add it to packages/server's dependencies at the same version, or keep its importer external`,
              },
            ],
          };
        }
        if (name === args.path) return { path: args.path, external: true };
        let root = dirname(here.path);
        while (!existsSync(join(root, 'package.json')) || JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name !== name) {
          if (dirname(root) === root) return { path: args.path, external: true };
          root = dirname(root);
        }
        const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
        if (manifest.exports) return { path: args.path, external: true };
        return { path: `${name}/${relative(root, here.path).split(sep).join('/')}`, external: true };
      });
    },
  };
}

const options = (external, outdir) => ({
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  // No keepNames: it wraps every function the bundle creates, closures of each request included, in a call
  // that redefines its `name` (measured on the people list: the API's CPU per request 0.45 → 0.39 ms). Nothing
  // reads a bundled function's name: the errors name themselves (`override name = '...'`), the plugins are
  // named through unencapsulated()/fastify-plugin, and a name esbuild suffixed to avoid a clash (`Foo2`) only
  // shows in a stack trace, whose positions --enable-source-maps maps back to the TypeScript.
  // Without comments and indentation, and with every non-ASCII character escaped (esbuild's default
  // charset), the source V8 keeps in memory for lazy compilation is a third smaller and one byte per
  // character: a single '→' in a kept comment made the whole 3 MB chunk a two-byte string (6 MB).
  minifyWhitespace: true,
  // Licence comments go to dist/*.LEGAL.txt.
  legalComments: 'external',
  metafile: true,
  logLevel: 'error',
  tsconfig: join(SERVER, 'tsconfig.json'),
  // Bundled CommonJS packages require Node's built-in modules.
  banner: { js: "import { createRequire as __sisacteCreateRequire } from 'node:module';\nconst require = __sisacteCreateRequire(import.meta.url);" },
  plugins: [externalPackages(external), sourceDirname, pgNodeStreams, compressResponseCheck],
});

/** Packages in the bundle whose code locates files relative to itself. */
function selfRelativePackages(metafile) {
  const found = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const name = packageOfFile(input);
    if (!name || found.has(name) || name.startsWith('@sisacte/')) continue;
    if (SELF_RELATIVE.test(readFileSync(join(process.cwd(), input), 'utf8'))) found.add(name);
  }
  return found;
}

/**
 * The server's own dependencies that an external package also depends on (swagger-ui on
 * @fastify/static): left out too, so that they are loaded once, not once bundled and once by it.
 */
function sharedWithExternals(external, serverDeps) {
  const shared = new Set();
  for (const name of external) {
    if (!serverDeps.has(name)) continue;
    const manifest = JSON.parse(readFileSync(join(SERVER, 'node_modules', name, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) if (serverDeps.has(dep)) shared.add(dep);
  }
  return shared;
}

/**
 * A server started from the previous build still loads some of its chunks later (jose, on the first
 * login): chunks are named by their content, so the previous build's own chunks (listed in its
 * chunks.json; not those it carried itself) are carried into the new build, where they clash with
 * nothing.
 */
function carryPreviousChunks(previous, next) {
  const list = join(previous, 'chunks.json');
  if (!existsSync(list)) return;
  for (const name of JSON.parse(readFileSync(list, 'utf8'))) {
    if (existsSync(join(previous, name)) && !existsSync(join(next, name))) cpSync(join(previous, name), join(next, name));
  }
}

export async function buildServer({ quiet = false } = {}) {
  const started = Date.now();
  // Find the packages to leave out (a package left out may take others with it: repeat until stable).
  const external = new Set(ALWAYS_EXTERNAL);
  const serverDeps = new Set(Object.keys(JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')).dependencies ?? {}));
  for (let pass = 0; ; pass++) {
    const { metafile } = await build({ ...options(external, OUT), write: false, sourcemap: false });
    const more = [...selfRelativePackages(metafile), ...sharedWithExternals(external, serverDeps)].filter((name) => !external.has(name));
    if (more.length === 0) break;
    if (pass === 5) throw new Error(`the external packages do not settle: ${more.join(', ')}`);
    for (const name of more) external.add(name);
  }

  // Beside dist/ on the same filesystem (for the renames), in a folder git ignores.
  const scratch = join(SERVER, 'node_modules', '.cache', 'server-build');
  const next = join(scratch, `next-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  const result = await build(options(external, next));
  for (const file of runtimeAssets()) {
    const target = join(next, relative(SRC, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
  // The npm packages the bundle imports (the API image checks that each one loads).
  const imports = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const i of output.imports) if (i.external && !i.path.startsWith('node:') && !BUILTINS.has(i.path) && !OPTIONAL.has(packageName(i.path))) imports.add(i.path);
  }
  writeFileSync(join(next, 'externals.json'), `${JSON.stringify([...imports].sort(), null, 2)}\n`);

  const chunks = Object.keys(result.metafile.outputs).map((file) => relative(next, file)).filter((name) => name.endsWith('.js') && name !== 'main.js');
  // One non-ASCII character makes V8 keep a whole chunk's source at two bytes per character (see
  // minifyWhitespace above): esbuild escapes them everywhere but in tagged templates (SQL) and regular
  // expressions, which must be written with escapes (\u00ed) in the sources.
  for (const name of [...chunks, 'main.js']) {
    const text = readFileSync(join(next, name), 'utf8');
    const at = text.search(/\P{ASCII}/u);
    if (at >= 0) throw new Error(`${name} has a non-ASCII character (write it as an escape in the source): …${text.slice(Math.max(0, at - 60), at + 20)}…`);
  }
  writeFileSync(join(next, 'chunks.json'), `${JSON.stringify(chunks.sort(), null, 2)}\n`);
  // The prebuilt data folder of a new embedded database, made by this build's own code.
  const template = join(next, 'db', 'pglite-template.tar.gz');
  execFileSync(process.execPath, [join(next, 'db', 'make-pglite-template.js'), template], { stdio: quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] });
  // Written private, as a backup is; it holds no user, and the server may run as another user than the build.
  chmodSync(template, 0o644);
  carryPreviousChunks(OUT, next);
  const old = join(scratch, `old-${process.pid}`);
  if (existsSync(OUT)) renameSync(OUT, old);
  renameSync(next, OUT);
  rmSync(old, { recursive: true, force: true });
  if (!quiet) console.log(`✔ servidor compilado em ${relative(process.cwd(), OUT) || '.'} (${((Date.now() - started) / 1000).toFixed(1)} s; fora do bundle: ${[...external].sort().join(', ')})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
