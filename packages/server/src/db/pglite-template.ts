import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A new embedded database starts from a prebuilt data folder instead of PostgreSQL's initdb: the
 * compiled server's build (packages/server/build.mjs) runs make-pglite-template.ts, which creates a
 * database in a scratch folder, applies every migration and the reference data (roles, places, CNAE,
 * the questionnaire, the self-diagnosis models; no user, nothing of the demo), and writes the folder
 * as a .tar.gz beside this module in dist/db/. The start then writes the files out (PGlite's
 * loadDataDir) and runs the migrations and seeds as always: nothing left to apply but what a newer
 * build added, and the first administrator and the demo. initdb is the costliest part of a first start.
 */
export const PGLITE_TEMPLATE_NAME = 'pglite-template.tar.gz';

/** The prebuilt folder of this build (dist/db/), or undefined when running the sources (tsx), which create a database with initdb. */
export function pgliteTemplateFile(): string | undefined {
  const file = join(import.meta.dirname, PGLITE_TEMPLATE_NAME);
  return existsSync(file) ? file : undefined;
}
