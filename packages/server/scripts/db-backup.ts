/**
 * Backup and restore of the database the server would use (deploy/README.md, "Backup and restore"):
 *
 *   pnpm --filter @sisacte/server db:dump <file>               # or: npx tsx packages/server/scripts/db-backup.ts dump <file>
 *   pnpm --filter @sisacte/server db:restore <file> [--clean]
 *
 * With DATABASE_URL: pg_dump --format=custom / pg_restore (client programs on PATH). Without it: the
 * embedded PGlite in DATA_DIR/pglite (default .data/pglite), as a .tar.gz of its folder; stop the server
 * first (the folder's lock refuses otherwise), and restore into an absent or empty folder.
 * Relative paths are taken from the folder the command was started in.
 */
import { resolve, join } from 'node:path';
import { BackupError, dumpPglite, dumpPostgres, restorePglite, restorePostgres } from '../src/db/backup';
import { DataDirLockedError } from '../src/db/data-dir-lock';

const USAGE = 'Uso: db-backup.ts dump <arquivo> | restore <arquivo> [--clean]';

async function main(): Promise<void> {
  const [command, fileArg, ...flags] = process.argv.slice(2);
  if ((command !== 'dump' && command !== 'restore') || !fileArg) throw new BackupError(USAGE);
  const unknown = flags.filter((flag) => flag !== '--clean');
  if (unknown.length > 0 || (command === 'dump' && flags.length > 0)) throw new BackupError(USAGE);

  // pnpm and npm run a package's scripts in its folder; INIT_CWD is where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = resolve(base, fileArg);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const pgliteDir = join(resolve(base, process.env.DATA_DIR?.trim() || '.data'), 'pglite');
  const started = Date.now();

  if (databaseUrl) {
    if (command === 'dump') await dumpPostgres(databaseUrl, file);
    else await restorePostgres(file, databaseUrl, { clean: flags.includes('--clean') });
    console.log(`PostgreSQL: ${command === 'dump' ? `cópia gravada em ${file}` : `${file} restaurado`} (${Date.now() - started} ms)`);
    return;
  }
  if (flags.includes('--clean')) throw new BackupError('--clean vale só para PostgreSQL: o PGlite é restaurado numa pasta vazia.');
  if (command === 'dump') {
    const { bytes } = await dumpPglite(pgliteDir, file);
    console.log(`PGlite ${pgliteDir}: cópia de ${bytes} bytes gravada em ${file} (${Date.now() - started} ms)`);
  } else {
    await restorePglite(file, pgliteDir);
    console.log(`PGlite: ${file} restaurado em ${pgliteDir} (${Date.now() - started} ms)`);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataDirLockedError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
});
