// The import boundaries ESLint enforces (import-x/no-restricted-paths zones), computed from the
// folders so that a new remote or feature is covered without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs = (dir) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

const apps = ['shell', ...dirs('.').filter((d) => d.startsWith('mf-'))];

export function boundaryZones() {
  const zones = [];
  for (const app of apps) {
    // An app (the shell or a remote) never imports another app: they meet only at run time.
    const others = apps.filter((a) => a !== app);
    zones.push({ target: `./${app}/src`, from: others.map((a) => `./${a}/src`), message: 'Um app não importa outro (remotes e shell se encontram só em tempo de execução).' });
    // A feature never imports another feature's internals: what two features share goes to src/shared or packages/.
    for (const feature of dirs(`${app}/src/features`)) {
      const siblings = dirs(`${app}/src/features`).filter((f) => f !== feature);
      if (siblings.length === 0) continue;
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: siblings.map((f) => `./${app}/src/features/${f}`),
        message: 'Uma feature não importa outra: mova o que é comum para src/shared ou para packages/.',
      });
    }
  }
  // Shared packages never import an app.
  zones.push({ target: './packages', from: apps.map((a) => `./${a}/src`), message: 'Pacotes não importam apps.' });
  // Server plugins, seeds and the database layer depend on modules only through their registration
  // entry points (seed.ts or index.ts at a module's top level), never on their internals.
  const server = 'packages/server/src';
  for (const target of [`${server}/plugins`, `${server}/db`, `${server}/lib`]) {
    zones.push({
      target: `./${target}`,
      from: [`./${server}/modules/**/*`],
      except: [`**/${server}/modules/*/seed.ts`, `**/${server}/modules/*/index.ts`],
      message: 'Plugins, seeds e a camada de banco não importam o interior de um módulo: use a interface ou a entrada do módulo.',
    });
  }
  return zones;
}
