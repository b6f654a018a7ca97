#!/usr/bin/env node
// Compiles the API (packages/server/dist, with esbuild, and its prebuilt embedded database), builds the shell
// and every remote whose inputs changed (BUILD_PARALLEL at a time, two by default: a webpack build uses about one
// core), then releases each remote whose build differs from its live version. Used by `npm start`, `npm test`
// and the web image.
import { REMOTES, buildIfChanged, fail } from './lib.mjs';
import { release } from './release.mjs';

const started = Date.now();
const { buildServer } = await import('../../packages/server/build.mjs');
await buildServer().catch((e) => fail(`servidor: ${e.message}`));

const apps = ['shell', ...REMOTES];
const parallel = Number(process.env.BUILD_PARALLEL ?? 2);
const queue = [...apps];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      const built = await buildIfChanged(app).catch((e) => fail(e.message));
      console.log(built ? `✔ ${app} (${((Date.now() - t) / 1000).toFixed(1)} s)` : `✔ ${app} (sem mudanças desde o último build)`);
    }
  }),
);
for (const remote of REMOTES) await release(remote, { ifChanged: true, build: false });
console.log(`build completo em ${((Date.now() - started) / 1000).toFixed(0)} s`);
