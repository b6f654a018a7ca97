/**
 * `pnpm audit:verify`: checks the access trail's hash chain of the database the server would use
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR/pglite, default .data/pglite; stop the server
 * first there, or use the 'Verificar' button of the Auditoria screen) and prints the first broken
 * link. With `--head <id>:<hash>` (repeatable) and/or `--heads-file <file>` (one `id:hash` a line, or
 * the server's 'access trail head' log lines), it also checks that the trail still holds each of
 * those heads, kept outside the database, with that hash: a chain rewritten by a superuser checks
 * out on its own, but not against them. Exit 0: intact; 1: broken; 2: the check could not run. It
 * only reads: nothing is written to the trail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../db/client';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { checkKnownHeads, headsInText, parseKnownHead, type KnownHead } from './anchor';
import { checkChain } from './verify';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '-');

const USAGE = 'Uso: pnpm audit:verify [--head <id>:<hash>]… [--heads-file <arquivo>]';

class UsageError extends Error {}

/** The known heads the command line names (relative files from `base`). */
function knownHeads(args: readonly string[], base: string): KnownHead[] {
  const heads: KnownHead[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') continue;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (flag !== '--head' && flag !== '--heads-file') throw new UsageError(`Opção desconhecida: ${arg}`);
    const value = flag === arg ? args[++i] : arg.slice(eq + 1);
    if (flag === '--head') {
      const head = value === undefined ? null : parseKnownHead(value);
      if (!head) throw new UsageError(`--head espera <id>:<hash> (o hash com 64 dígitos hexadecimais), recebeu "${value ?? ''}".`);
      heads.push(head);
      continue;
    }
    if (value === undefined) throw new UsageError('--heads-file espera o caminho de um arquivo.');
    const path = resolve(base, value);
    if (!existsSync(path)) throw new UsageError(`Arquivo de âncoras não encontrado: ${path}`);
    const found = headsInText(readFileSync(path, 'utf8'));
    if (found.invalid.length > 0) throw new UsageError(`${path}: linhas sem <id>:<hash> nem registro de log da âncora: ${found.invalid.slice(0, 10).join(', ')}.`);
    heads.push(...found.heads);
  }
  return heads;
}

async function main(): Promise<number> {
  // pnpm runs a script in the package's folder; INIT_CWD is where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  let heads: KnownHead[];
  try {
    heads = knownHeads(process.argv.slice(2), base);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`\n${error.message}\n${USAGE}\n`);
    return 2;
  }
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
    const anchors = await checkKnownHeads(handle.db, heads);
    console.log(`Trilha de acessos de ${where}: ${result.verificadas.toLocaleString('pt-BR')} entradas verificadas em ${Date.now() - started} ms.`);
    if (result.ultima) console.log(`Última entrada: ${result.ultima.id} (${when(result.ultima.em)}), hash ${result.ultima.hash}\nÂncora para guardar fora do banco: --head ${result.ultima.id}:${result.ultima.hash}`);
    if (heads.length > 0) {
      const held = heads.length - anchors.length;
      console.log(`Âncoras conferidas: ${heads.length}; ${held} ${held === 1 ? 'confere' : 'conferem'}.`);
      for (const a of anchors) console.log(`ÂNCORA NÃO CONFERE. ${a.mensagem}`);
    }
    if (result.integra && anchors.length === 0) {
      console.log(heads.length > 0 ? 'Cadeia íntegra e de acordo com as âncoras: nenhuma entrada removida ou alterada.' : 'Cadeia íntegra: nenhuma entrada removida ou alterada.');
      return 0;
    }
    if (!result.integra) {
      const q = result.quebra!;
      console.log(`CADEIA QUEBRADA. Primeiro elo quebrado: entrada ${q.id ?? '-'} (${when(q.em)}).`);
      console.log(q.mensagem);
    } else {
      console.log('A cadeia fecha sozinha, mas não com as âncoras guardadas fora do banco: a trilha foi reescrita.');
    }
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
