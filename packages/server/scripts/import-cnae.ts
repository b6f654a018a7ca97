/**
 * Imports (inserts or updates) the CNAE 2.3 subclasses from the official CSV into the database the server
 * uses: DATABASE_URL when set, else the embedded PGlite in DATA_DIR (stop the server first: the folder is
 * locked by whoever opens it, and this refuses to run while the server holds it). Run from the repository root:
 *
 *   npx tsx packages/server/scripts/import-cnae.ts <file.csv>
 *
 * Expected file (packages/server/README.md, "Reference data"): `;`-separated, Latin-1 or UTF-8, optional header; per line
 * a subclass code (`0111-3/01` or `0111301`) followed by its description. Other lines are skipped.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { openDatabase, withTransaction } from '../src/db/client';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { migrate, withStartupLock } from '../src/db/migrate';
import { seedLocalization } from '../src/db/seed/localization';
import { parseCnaeCsv } from '../src/modules/localization/cnae-import';
import { upsertCnae } from '../src/modules/localization/repository';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Uso: npx tsx packages/server/scripts/import-cnae.ts <arquivo.csv>');
    process.exit(2);
  }
  const { rows, skipped } = parseCnaeCsv(readFileSync(file));
  if (rows.length === 0) {
    console.error(`${file}: nenhuma subclasse CNAE reconhecida (${skipped} linhas ignoradas). Nada foi gravado.`);
    process.exit(1);
  }

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    // The built-in table first (as a start would do), so that a partial file only adds to it.
    await withStartupLock(handle, async (conn) => {
      await migrate(conn);
      await seedLocalization(handle.db);
    });
    const written = await withTransaction(handle.db, (tx) => upsertCnae(tx, rows));
    console.log(`${file}: ${written} subclasses CNAE gravadas (inseridas ou atualizadas); ${skipped} linhas ignoradas.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Falha na importação do CNAE: ${error.message}`);
    process.exit(1);
  }
  console.error('Falha na importação do CNAE:', error);
  process.exit(1);
});
