/**
 * The sidebar entries a remote publishes with each release. At build time the factory reads the remote's
 * `src/menu.ts` (its './menu' expose) and writes the entries into its mf-manifest.json as `metaData.menu`;
 * `pnpm release` and `pnpm rollback` copy them from the version they point at into that remote's entry of
 * remotes.json. The shell draws the sidebar from remotes.json alone, without loading any remote's code, and a
 * new screen (or a rollback) changes the menu without a shell rebuild.
 */
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** The `menu` export of a remote's menu module, as plain JSON data. */
export async function readMenu(file) {
  const mod = await tsImport(pathToFileURL(file).href, import.meta.url);
  if (!Array.isArray(mod.menu)) throw new Error(`${file} não exporta 'menu' (uma lista de entradas)`);
  for (const entry of mod.menu) {
    for (const field of ['key', 'label', 'path', 'role', 'group']) {
      if (typeof entry?.[field] !== 'string') throw new Error(`${file}: entrada de menu sem '${field}': ${JSON.stringify(entry)}`);
    }
    // Optional further roles that also show the entry (a shell that predates them reads `role` alone).
    if (entry.anyOf !== undefined && !(Array.isArray(entry.anyOf) && entry.anyOf.every((role) => typeof role === 'string' && role !== ''))) {
      throw new Error(`${file}: 'anyOf' da entrada '${entry.key}' deve ser uma lista de papéis: ${JSON.stringify(entry.anyOf)}`);
    }
  }
  return JSON.parse(JSON.stringify(mod.menu));
}
