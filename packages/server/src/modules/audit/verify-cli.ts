/**
 * `pnpm audit:verify`: checks the access trail's hash chain of the database the server would use
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR/pglite, default .data/pglite; stop the server
 * first there, or use the 'Verificar' button of the Auditoria screen) and prints the first broken
 * link. Exit 0: intact; 1: broken; 2: the check could not run. It only reads: nothing is written to
 * the trail.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../db/client';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { checkChain } from './verify';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '-');

async function main(): Promise<number> {
  // pnpm runs a script in the package's folder; INIT_CWD is where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const pgliteDir = join(resolve(base, process.env.DATA_DIR?.trim() || '.data'), 'pglite');
  if (!databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
    console.error(`\nNenhum banco PGlite em ${pgliteDir}: defina DATABASE_URL ou DATA_DIR.\n`);
    return 2;
  }
  const where = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})` : `PGlite em ${pgliteDir}`;
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { pgliteDir, pgliteThread: 'main', pgliteTemplate: null });
  try {
    const started = Date.now();
    let shown = 0;
    const result = await checkChain(handle.db, (checked, total) => {
      if (checked - shown >= 100_000) {
        shown = checked;
        process.stderr.write(`  ${checked.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} entradas verificadas\n`);
      }
    });
    console.log(`Trilha de acessos de ${where}: ${result.verificadas.toLocaleString('pt-BR')} entradas verificadas em ${Date.now() - started} ms.`);
    if (result.ultima) console.log(`Última entrada: ${result.ultima.id} (${when(result.ultima.em)}), hash ${result.ultima.hash}`);
    if (result.integra) {
      console.log('Cadeia íntegra: nenhuma entrada removida ou alterada.');
      return 0;
    }
    const q = result.quebra!;
    console.log(`CADEIA QUEBRADA. Primeiro elo quebrado: entrada ${q.id ?? '-'} (${when(q.em)}).`);
    console.log(q.mensagem);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\nCom o servidor no ar, use o botão 'Verificar' da tela Configurações > Auditoria.\n`);
    } else if (/access_trail/.test(String((error as Error)?.message))) {
      console.error('\nEste banco ainda não tem a trilha de acessos: inicie o servidor uma vez para aplicar as migrações.\n');
    } else {
      console.error(error);
    }
    process.exit(2);
  },
);
