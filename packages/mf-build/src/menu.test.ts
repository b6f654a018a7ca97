import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

// readMenu loads a remote's src/menu.ts through tsx, as the build does: run it in a plain node process
// (jest's module runtime cannot host tsx's loader).
const run = promisify(execFile);
const MENU_JS = pathToFileURL(path.join(__dirname, 'menu.js')).href;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mf-build-menu-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readMenuOf(source: string): Promise<{ menu?: unknown; error?: string }> {
  const file = path.join(dir, `menu-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const script = `import { readMenu } from ${JSON.stringify(MENU_JS)};
readMenu(${JSON.stringify(file)}).then((menu) => console.log(JSON.stringify({ menu })), (e) => console.log(JSON.stringify({ error: e.message })));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..') });
  return JSON.parse(stdout.trim()) as { menu?: unknown; error?: string };
}

const entry = { key: 'painel', label: 'Painel', path: '/admin/painel', role: 'r.Painel', group: 'painel', order: 1 };

describe('readMenu (the entries a release publishes)', () => {
  it('publishes the further roles of an entry (anyOf) as plain data, beside its role', async () => {
    const anyOf = ['r.Acolhimento', 'r.Denuncias'];
    const answer = await readMenuOf(`export const menu = [${JSON.stringify({ ...entry, anyOf })}, ${JSON.stringify({ ...entry, key: 'b' })}];`);
    expect(answer).toEqual({ menu: [{ ...entry, anyOf }, { ...entry, key: 'b' }] });
  }, 30_000);

  it('refuses an anyOf that is not a list of role names, and an entry without its role', async () => {
    expect((await readMenuOf(`export const menu = [${JSON.stringify({ ...entry, anyOf: 'r.Acolhimento' })}];`)).error).toMatch(
      "'anyOf' da entrada 'painel' deve ser uma lista de papéis",
    );
    expect((await readMenuOf(`export const menu = [${JSON.stringify({ ...entry, anyOf: ['r.A', 3] })}];`)).error).toMatch("'anyOf' da entrada 'painel'");
    const { role: _role, ...withoutRole } = entry;
    expect((await readMenuOf(`export const menu = [${JSON.stringify(withoutRole)}];`)).error).toMatch("entrada de menu sem 'role'");
  }, 30_000);
});
