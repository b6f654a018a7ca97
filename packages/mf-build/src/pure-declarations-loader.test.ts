import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./pure-declarations-loader.cjs') as {
  insertionsFor: (source: string) => [number, string][];
  insert: (source: string, inserts: [number, string][], map?: { mappings: string }) => { code: string; map?: { mappings: string } };
};

const apply = (source: string) => loader.insert(source, loader.insertionsFor(source)).code;

describe('pure-declarations-loader', () => {
  it('marks the top-level constants computed by a call, and nothing else', () => {
    const source = [
      "import { z } from 'zod';",
      'export const schema = z.object({ a: z.string() }).refine((v) => v.a !== "");',
      "const paths = entityPaths('volunteers'), size = 20;",
      "export const STATUSES = ['a', 'b'];",
      'export const set = new Set(STATUSES);',
      'let later = make();',
      'export function make() { return z.string(); }',
      'export const lazy = () => z.string();',
      'const loaded = await import("./x.js");',
      'z.config({});',
    ].join('\n');
    expect(apply(source).split('\n')).toEqual([
      "import { z } from 'zod';",
      'export const schema = /*#__PURE__*/(()=>(z.object({ a: z.string() }).refine((v) => v.a !== "")))();',
      "const paths = /*#__PURE__*/(()=>(entityPaths('volunteers')))(), size = 20;",
      "export const STATUSES = ['a', 'b'];",
      'export const set = /*#__PURE__*/(()=>(new Set(STATUSES)))();',
      'let later = make();',
      'export function make() { return z.string(); }',
      'export const lazy = () => z.string();',
      'const loaded = await import("./x.js");',
      'z.config({});',
    ]);
  });

  it('shifts the source map past each insertion, so every position still points at its original', () => {
    const source = 'const a = f(1), b = g(2);\nconst c = 3;\n';
    // segments: [generated column, source, line, column] at "f", "g" and the second line's "3"
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: encode([[[10, 0, 0, 10], [20, 0, 0, 20]], [[10, 0, 1, 10]]]) };
    const { code, map: shifted } = loader.insert(source, loader.insertionsFor(source), map);
    const lines = decode(shifted!.mappings);
    const generated = code.split('\n');
    expect(generated[0]!.slice(lines[0]![0]![0], lines[0]![0]![0] + 1)).toBe('f');
    expect(generated[0]!.slice(lines[0]![1]![0], lines[0]![1]![0] + 1)).toBe('g');
    expect(lines[1]).toEqual([[10, 0, 1, 10]]);
  });

  it('keeps zod and the schemas out of a bundle that imports only a constant of a contract file', async () => {
    const dir = mkdtempSync(path.join(__dirname, '..', '.pure-test-'));
    try {
      writeFileSync(path.join(dir, 'contract.ts'), "import { z } from 'zod';\nexport const ITEMS_API = ['/api', 'items'].join('/');\nexport const itemSchema = z.object({ name: z.string().min(1) });\n");
      writeFileSync(path.join(dir, 'entry.ts'), "import { ITEMS_API } from './contract';\nconsole.log(ITEMS_API);\n");
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: './entry.ts',
            output: { path: path.join(dir, 'dist') },
            resolve: { extensions: ['.ts', '.js'], modules: [path.join(__dirname, '../../contracts/node_modules'), 'node_modules'] },
            module: {
              rules: [
                { test: /\.ts$/, use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } } },
                { test: /contract\.ts$/, enforce: 'post', use: { loader: require.resolve('./pure-declarations-loader.cjs') } },
              ],
            },
          },
          (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
        ),
      );
      expect(stats.hasErrors()).toBe(false);
      const bundle = readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
      expect(bundle).toContain('items');
      expect(bundle.length).toBeLessThan(1_000);
      // zod is parsed (the import is there) but lands in no chunk
      const shipped = stats.toJson({ modules: true }).modules!.filter((m) => (m.chunks ?? []).length > 0);
      expect(shipped.some((m) => /zod/.test(m.name ?? ''))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
