#!/usr/bin/env node
// pnpm release <remote> [--if-changed] [--no-build]
// Builds only that remote into an immutable deploy/registry/<remote>/<version>/ and then
// atomically repoints its entry in remotes.json, with the sidebar entries that version publishes
// (its manifest's metaData.menu): the shell draws the sidebar from them. Old versions stay.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, assertRemote, buildApp, contentHash, fail, pointRemote, precompress, publishedMenu, readRemotes, registryDir, versionsOf, newVersion } from './lib.mjs';

export async function release(remote, { ifChanged = false, build = true } = {}) {
  assertRemote(remote);
  const dist = path.join(ROOT, remote, 'dist');
  if (build) await buildApp(remote);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) fail(`${remote}/dist não tem mf-manifest.json: o build falhou?`);

  const hash = contentHash(dist);
  const live = readRemotes()[remote]?.version;
  const liveRelease = versionsOf(remote).find((v) => v.version === live);
  if (ifChanged && liveRelease?.contentHash === hash) {
    // An entry written before menus were published gets its version's menu.
    if (!readRemotes()[remote]?.menu && publishedMenu(remote, live)) await pointRemote(remote, live);
    console.log(`${remote}: sem mudanças, continua em ${live}`);
    return live;
  }

  const version = newVersion(hash);
  const target = path.join(registryDir(), remote, version);
  const staging = `${target}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  precompress(staging);
  fs.writeFileSync(
    path.join(staging, 'release.json'),
    JSON.stringify({ contentHash: hash, releasedAt: new Date().toISOString() }, null, 2) + '\n',
  );
  fs.renameSync(staging, target); // the folder appears complete, never half-copied
  const previous = await pointRemote(remote, version, { action: 'release' });
  console.log(`${remote}: publicado ${version}${previous ? ` (antes: ${previous})` : ''}`);
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const remote = args.find((a) => !a.startsWith('--'));
  release(remote, { ifChanged: args.includes('--if-changed'), build: !args.includes('--no-build') }).catch((e) => fail(e.message));
}
