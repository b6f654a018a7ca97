#!/usr/bin/env node
// pnpm releases <remote>: the versions in the registry, oldest first, and which one is live.
import { assertRemote, readRemotes, versionsOf } from './lib.mjs';

const [remote] = process.argv.slice(2);
assertRemote(remote);
const live = readRemotes()[remote]?.version;
const versions = versionsOf(remote);
if (!versions.length) console.log(`${remote}: nenhuma versão publicada`);
for (const v of versions) console.log(`${v.version === live ? '* ' : '  '}${v.version}  ${v.releasedAt}${v.version === live ? '  (no ar)' : ''}`);
