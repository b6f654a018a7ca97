#!/usr/bin/env node
// pnpm rollback <remote> [version]
// Repoints the remote to the version released before the live one (or to the named one), with
// that version's sidebar entries, and writes the release history (by 'linha de comando'), as the
// 'Versões' screen does. Builds nothing and touches no other remote.
import { assertRemote, fail, pointRemote, readRemotes, versionsOf } from './lib.mjs';

const [remote, wanted] = process.argv.slice(2);
assertRemote(remote);
const versions = versionsOf(remote).map((v) => v.version);
const live = readRemotes()[remote]?.version;
let target = wanted;
if (target) {
  if (!versions.includes(target)) fail(`${remote} não tem a versão ${target}. Veja: pnpm releases ${remote}`);
} else {
  const index = versions.indexOf(live);
  if (index <= 0) fail(`${remote} não tem versão anterior a ${live ?? '(nenhuma publicada)'}`);
  target = versions[index - 1];
}
if (target === live) {
  console.log(`${remote} já está em ${live}`);
} else {
  await pointRemote(remote, target);
  console.log(`${remote}: ${live} → ${target}`);
}
