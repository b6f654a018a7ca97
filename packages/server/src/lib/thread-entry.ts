import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module `name` of the folder `dir` (the caller's `import.meta.dirname`): the compiled
 * `<name>.js` there in dist/ (an entry of packages/server/build.mjs), or else the TypeScript source, loaded through
 * tsx's CommonJS hook (as development and tests run everything through tsx; Node 20 applies no ESM loader hook
 * inside a worker).
 */
export function startThread(dir: string, name: string, workerData: unknown): Worker {
  const compiled = join(dir, `${name}.js`);
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const tsx = join(import.meta.dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cjs', 'api', 'index.cjs');
  const boot = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(join(dir, `${name}.ts`))});`;
  return new Worker(boot, { eval: true, workerData });
}
