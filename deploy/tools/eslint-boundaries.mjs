// The import boundaries ESLint enforces, computed from the folders so that a new remote, feature or
// server module is covered without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const abs = (...parts) => path.join(root, ...parts);
const dirs = (dir) => (existsSync(abs(dir)) ? readdirSync(abs(dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

const apps = ['shell', ...dirs('.').filter((d) => d.startsWith('mf-'))];

const SERVER = 'packages/server/src';
/** The server's modules; `shared` is the area every module may import directly. */
const SHARED_MODULE = 'shared';
const serverModules = () => dirs(`${SERVER}/modules`).filter((m) => m !== SHARED_MODULE);

/**
 * Where drizzle-orm (the query builder, the `sql` tag, raw statements) may be imported in the server:
 * repositories — a file named `repository.ts` or `<name>-repository.ts`, or any file in a
 * `repository/` folder — the database layer (db/: client, schema, migrations, seeds), lib's SQL
 * helpers (sql.ts, and paging.ts and list-count.ts, which build ORDER BY and counts for
 * repositories) and tests. Everything else asks a repository.
 */
export const SQL_FILES = [
  `${SERVER}/**/repository.ts`,
  `${SERVER}/**/*-repository.ts`,
  `${SERVER}/**/repository/**`,
  `${SERVER}/db/**`,
  `${SERVER}/lib/sql.ts`,
  `${SERVER}/lib/paging.ts`,
  `${SERVER}/lib/list-count.ts`,
];

/** Test code: may also reach another module through its test support (`test-support.ts`). */
export const SERVER_TEST_FILES = [`${SERVER}/**/*.test.ts`, `${SERVER}/**/test-support.ts`, `${SERVER}/test/**`];

/** The message of a drizzle-orm import outside SQL_FILES. */
export const SQL_OUTSIDE_REPOSITORY_MESSAGE = 'SQL só em repositórios (repository.ts, *-repository.ts, repository/), em db/ e nos auxiliares SQL de lib: peça a consulta a um repositório.';

/**
 * import-x/no-restricted-paths zones. `tests`: the zones for test code, which may also import another
 * server module's test-support.ts files.
 */
export function boundaryZones({ tests = false } = {}) {
  const zones = [];
  for (const app of apps) {
    // An app (the shell or a remote) never imports another app: they meet only at run time.
    const others = apps.filter((a) => a !== app);
    zones.push({ target: abs(app, 'src'), from: others.map((a) => abs(a, 'src')), message: 'Um app não importa outro (remotes e shell se encontram só em tempo de execução).' });
    // A feature never imports another feature's internals: what two features share goes to src/shared or packages/.
    for (const feature of dirs(`${app}/src/features`)) {
      const siblings = dirs(`${app}/src/features`).filter((f) => f !== feature);
      if (siblings.length === 0) continue;
      zones.push({
        target: abs(app, 'src/features', feature),
        from: siblings.map((f) => abs(app, 'src/features', f)),
        message: 'Uma feature não importa outra: mova o que é comum para src/shared ou para packages/.',
      });
    }
  }
  // Shared packages never import an app.
  zones.push({ target: abs('packages'), from: apps.map((a) => abs(a, 'src')), message: 'Pacotes não importam apps.' });

  // A server module is imported only through its front door, index.ts — by other modules, plugins,
  // the database layer, lib and the app alike; what two modules share lives in modules/shared.
  // The server's configuration (src/config.ts) also reads each module's settings from its config.ts,
  // before any module's routes are loaded.
  const modules = serverModules();
  const topFiles = existsSync(abs(SERVER)) ? readdirSync(abs(SERVER)).filter((f) => /\.tsx?$/.test(f) && f !== 'config.ts') : [];
  const outside = [...dirs(SERVER).filter((d) => d !== 'modules').map((d) => abs(SERVER, d)), ...topFiles.map((f) => abs(SERVER, f))];
  for (const module of modules) {
    const from = abs(SERVER, 'modules', module, '**');
    // Globs (braces), as import-x asks of the exceptions of a glob zone.
    const doors = [abs(SERVER, 'modules', module, 'index.{ts,tsx}')];
    if (tests) doors.push(abs(SERVER, 'modules', module, '**/test-support.ts'));
    const targets = [...outside, ...modules.filter((m) => m !== module).map((m) => abs(SERVER, 'modules', m)), abs(SERVER, 'modules', SHARED_MODULE)];
    const message = `O módulo ${module} só se importa pelo seu index.ts; o que dois módulos compartilham fica em modules/shared.`;
    zones.push({ target: targets, from, except: doors, message });
    zones.push({ target: abs(SERVER, 'config.ts'), from, except: [...doors, abs(SERVER, 'modules', module, 'config.{ts,tsx}')], message });
  }
  return zones;
}
