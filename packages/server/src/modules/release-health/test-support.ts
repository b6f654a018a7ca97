import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@sisacte/contracts/auth/roles';

/** The role that opens each remote's screens in a fake registry, as the real menus have it. */
export const ROLE_OF_REMOTE: Record<string, string> = {
  'mf-painel': ROLES.PAINEL,
  'mf-denuncias': ROLES.DENUNCIAS,
  'mf-acolhimento': ROLES.ACOLHIMENTO,
  'mf-relatorios': ROLES.RELATORIOS,
  'mf-autodiagnostico': ROLES.AUTODIAGNOSTICO,
};

/** The menu a fake version publishes: one entry naming its version, so a test sees which menu remotes.json got. */
export const menuOf = (remote: string, version: string) => [
  { key: `${remote}-${version}`, label: `Tela ${version}`, path: '/admin/painel', role: ROLE_OF_REMOTE[remote]!, group: 'painel', order: 1 },
];

/** Adds a released version folder (release.json, a manifest with its menu) to a registry. */
export function addVersion(dir: string, remote: string, version: string) {
  const folder = join(dir, remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ contentHash: version, releasedAt: '2026-11-01T12:00:00.000Z' }));
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { menu: menuOf(remote, version) } }));
}

/** A registry in a temporary folder: `live` maps each remote to its versions (oldest first), the last one live. */
export function fakeRegistry(live: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sisacte-release-health-'));
  const remotes: Record<string, unknown> = {};
  for (const [remote, versions] of Object.entries(live)) {
    for (const v of versions) addVersion(dir, remote, v);
    const current = versions.at(-1)!;
    remotes[remote] = { version: current, manifest: `/registry/${remote}/${current}/mf-manifest.json`, menu: menuOf(remote, current) };
  }
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify(remotes, null, 2));
  return dir;
}

/** A tab's id as the shell makes it. */
export const tabId = (n: number) => n.toString(16).padStart(32, 'a');
