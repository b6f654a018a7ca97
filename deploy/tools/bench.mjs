#!/usr/bin/env node
// `pnpm bench <name> [args]`: runs one benchmark of the repo. Each benchmark is a script under
// packages/server/bench/ that prints a table and exits non-zero when a target is missed.
import { run, ROOT, fail } from './lib.mjs';

const BENCHMARKS = {
  people: {
    script: 'packages/server/bench/people.ts',
    about: 'cadastros: 100 000 pessoas no PostgreSQL; lista com cada filtro, busca por nome, exportação XLSX',
  },
  server: {
    script: 'packages/server/bench/server-start.ts',
    about: 'servidor compilado: 1º 200 em /api/health (PostgreSQL e PGlite, populados e vazio), RSS ocioso e do PGlite sob a lista de pessoas',
  },
  intake: { script: 'packages/server/bench/intake.ts', about: 'denúncias públicas em visitas inteiras (questionário, captcha, estados, municípios, envio) a taxa fixa: 300/s PostgreSQL, 100/s PGlite; capacidade e protocolos' },
  complaints: {
    script: 'packages/server/bench/complaints.ts',
    about: 'denúncias: 100 000 no PostgreSQL; lista com cada filtro e com um polígono (≤ 50 ms), PDF de 1 000 linhas (≤ 3 s), sino a 200 clientes STOMP (≤ 1 s)',
  },
  painel: {
    script: 'packages/server/bench/painel.ts',
    about: 'painel: as chamadas do painel (cadastrados, acolhidos, perfil, atendimentos, encaminhamentos) sobre 100 000 pessoas no PostgreSQL, p95 ≤ 100 ms',
  },
  limits: {
    script: 'packages/server/bench/limits.ts',
    about: 'limites no PostgreSQL (compartilhados entre instâncias) × em memória: login e denúncia, custo por pedido',
  },
  pglite: {
    script: 'packages/server/bench/pglite-thread.ts',
    about: 'PGlite (o padrão): pedidos que usam o banco durante as agregações do painel sobre 100 000 pessoas, p95 ≤ 100 ms',
  },
  lighthouse: {
    script: 'deploy/tools/bench-lighthouse.mjs',
    about: 'páginas públicas no celular (Lighthouse móvel, / e /denunciar ≥ 90) e a primeira visita da equipe: do /login ao painel e cada tela do menu (pedidos, KB de JS)',
  },
};

const [name, ...args] = process.argv.slice(2);
const bench = BENCHMARKS[name ?? ''];
if (!bench) {
  const list = Object.entries(BENCHMARKS)
    .map(([key, b]) => `  ${key.padEnd(10)} ${b.about}`)
    .join('\n');
  fail(`benchmark desconhecido: '${name ?? ''}'. Use: pnpm bench <nome>\n${list}`);
}

try {
  await run('npx', ['tsx', bench.script, ...args], { cwd: ROOT });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
