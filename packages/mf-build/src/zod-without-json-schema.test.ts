import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./zod-without-json-schema.cjs') as {
  exportedNames: (source: string) => string[];
  standIn: (source: string) => string;
  test: RegExp;
};

/** The zod module the browser builds replace, as installed (zod is the contracts' dependency). */
const zodCore = (file: string) => {
  const entry = require.resolve('zod/v4/core', { paths: [path.join(__dirname, '../../contracts')] });
  return { file: path.join(path.dirname(entry), file), source: readFileSync(path.join(path.dirname(entry), file), 'utf8') };
};

describe('zod-without-json-schema: the browsers leave out JSON Schema generation', () => {
  it.each(['json-schema-processors.js', 'to-json-schema.js'])('replaces %s with a stand-in that keeps every name it exports', (name) => {
    const { file, source } = zodCore(name);
    expect(loader.test.test(file)).toBe(true);
    const names = loader.exportedNames(source);
    expect(names.length).toBeGreaterThan(3);
    const standIn = loader.standIn(source);
    for (const exported of names) expect(standIn).toContain(`export const ${exported} =`);
    expect(standIn).not.toMatch(/\bimport\b/);
  });

  it('keeps what a schema calls when it is built or read, and throws only when JSON Schema is asked for', async () => {
    const module = { exports: {} as Record<string, unknown> };
    const code = loader
      .standIn(zodCore('to-json-schema.js').source + '\n' + zodCore('json-schema-processors.js').source)
      .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
    new Function('exports', code)(module.exports);
    const made = (module.exports.createStandardJSONSchemaMethod as (...a: unknown[]) => () => unknown)({}, 'input');
    expect(typeof made).toBe('function');
    expect(() => made()).toThrow(/JSON Schema não faz parte do build do navegador/);
    // behind the schemas' enumerable getters (maxLength, format…): no checks, never a throw
    expect((module.exports.aggregateChecks as () => unknown)()).toEqual({});
    expect(() => (module.exports.toJSONSchema as () => unknown)()).toThrow();
  });

  it('reads declarations and export lists, renamed or not', () => {
    expect(loader.exportedNames('export function a() {}\nexport const b = 1;\nfunction c() {}\nexport { c, c as d };\nexport class E {}')).toEqual(['a', 'b', 'E', 'c', 'd']);
  });

  it('leaves every other module of zod alone', () => {
    expect(loader.test.test('/x/node_modules/zod/v4/core/schemas.js')).toBe(false);
    expect(loader.test.test('/x/node_modules/zod/v4/classic/schemas.js')).toBe(false);
  });
});
