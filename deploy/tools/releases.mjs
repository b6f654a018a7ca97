#!/usr/bin/env node
// pnpm releases <remote>: the versions in the registry, oldest first, which one is live, and the release
// history (who put which version live, and when: the command line, an administrator on the 'Versões'
// screen, or the automatic guard).
import { assertRemote, historyOf, readRemotes, versionsOf } from './lib.mjs';

const [remote] = process.argv.slice(2);
assertRemote(remote);
const live = readRemotes()[remote]?.version;
const versions = versionsOf(remote);
if (!versions.length) console.log(`${remote}: nenhuma versão publicada`);
for (const v of versions) console.log(`${v.version === live ? '* ' : '  '}${v.version}  ${v.releasedAt}${v.version === live ? '  (no ar)' : ''}`);
const history = historyOf(remote).slice(-10);
if (history.length) {
  console.log('\nHistórico (mais recente por último):');
  for (const h of history) console.log(`  ${h.at}  ${h.action}  ${h.from ?? '-'} → ${h.to}  por ${h.who}${h.reason ? ` (${h.reason})` : ''}`);
}
