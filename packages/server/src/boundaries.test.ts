import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server's boundaries, as the repository's ESLint configuration enforces them: a module is
// imported only through its index.ts (tests may also use another module's test-support.ts), and
// drizzle-orm only in repositories; modules import each other without cycles.

const root = path.resolve(__dirname, '../../..');
const src = path.join(root, 'packages/server/src');
const modulesDir = path.join(src, 'modules');

interface Sample {
  file: string;
  code: string;
}
interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints code as if it were at `file`, with the repository's configuration, in one ESLint process. */
function lint(samples: Sample[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const s of samples) {
      const [result] = await eslint.lintText(s.code, { filePath: s.file });
      out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
    }
    console.log(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout) as LintMessage[][];
}

const rules = (messages: LintMessage[]) => messages.map((m) => m.ruleId);
const at = (relative: string) => path.join(src, relative);

describe('server boundaries (ESLint)', () => {
  let results: LintMessage[][];
  const samples: Sample[] = [
    // 0: a module reaching into another's internals
    { file: at('modules/painel/boundary-sample.ts'), code: "import { moveComplaintStatus } from '../denuncias/admin/service';\nexport const f = moveComplaintStatus;\n" },
    // 1: the same through the other module's index.ts
    { file: at('modules/painel/boundary-sample.ts'), code: "import { moveComplaintStatus } from '../denuncias';\nexport const f = moveComplaintStatus;\n" },
    // 2: drizzle outside a repository
    { file: at('modules/painel/boundary-sample.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`SELECT 1`;\n" },
    // 3: drizzle in a repository
    { file: at('modules/painel/boundary-sample-repository.ts'), code: "import { sql } from 'drizzle-orm';\nexport const q = sql`SELECT 1`;\n" },
    // 4: a plugin reaching into a module
    { file: at('plugins/boundary-sample.ts'), code: "import { insertUser } from '../modules/auth/users/repository';\nexport const f = insertUser;\n" },
    // 5: a test using another module's test support
    { file: at('modules/notificacoes/boundary-sample.test.ts'), code: "import { FAST } from '../denuncias/test-support';\nexport const f = FAST;\n" },
    // 6: production code using another module's test support
    { file: at('modules/notificacoes/boundary-sample.ts'), code: "import { FAST } from '../denuncias/test-support';\nexport const f = FAST;\n" },
    // 7: a module importing the shared area directly
    { file: at('modules/painel/boundary-sample.ts'), code: "import { createOnce } from '../shared/idempotency/create-once';\nexport const f = createOnce;\n" },
  ];

  beforeAll(() => {
    results = lint(samples);
  }, 120_000);

  it("refuses a module's internals from another module or a plugin, and accepts its index.ts and the shared area", () => {
    expect(rules(results[0]!)).toContain('import-x/no-restricted-paths');
    expect(results[0]!.find((m) => m.ruleId === 'import-x/no-restricted-paths')!.message).toContain('O módulo denuncias só se importa pelo seu index.ts');
    expect(rules(results[1]!)).toEqual([]);
    expect(rules(results[4]!)).toContain('import-x/no-restricted-paths');
    expect(rules(results[7]!)).toEqual([]);
  });

  it('lets tests, and only tests, use another module’s test-support.ts', () => {
    expect(rules(results[5]!)).toEqual([]);
    expect(rules(results[6]!)).toContain('import-x/no-restricted-paths');
  });

  it('refuses drizzle-orm outside repositories', () => {
    expect(rules(results[2]!)).toContain('@typescript-eslint/no-restricted-imports');
    expect(results[2]!.find((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')!.message).toContain('SQL só em repositórios');
    expect(rules(results[3]!)).toEqual([]);
  });
});

/** Every .ts file under `dir`, tests and test support left out. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return productionFiles(full);
    return /\.ts$/.test(d.name) && !/\.test\.ts$/.test(d.name) && d.name !== 'test-support.ts' ? [full] : [];
  });
}

const moduleOf = (file: string): string | null => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
};

describe('server modules', () => {
  it('import each other without cycles (type-only imports aside)', () => {
    const edges = new Map<string, Set<string>>();
    const valueImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
    for (const file of productionFiles(modulesDir)) {
      const from = moduleOf(file)!;
      for (const match of readFileSync(file, 'utf8').matchAll(valueImport)) {
        const to = moduleOf(path.resolve(path.dirname(file), match[1]!));
        if (to && to !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
      }
    }
    // The graph is real: complaints use notifications and files, operations use complaints.
    expect([...(edges.get('denuncias') ?? [])]).toEqual(expect.arrayContaining(['notificacoes', 'files']));
    expect([...(edges.get('operacoes') ?? [])]).toContain('denuncias');

    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (m: string, trail: string[]) => {
      if (state.get(m) === 'done') return;
      if (state.get(m) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(' → '));
        return;
      }
      state.set(m, 'open');
      for (const next of edges.get(m) ?? []) visit(next, [...trail, m]);
      state.set(m, 'done');
    };
    for (const m of edges.keys()) visit(m, []);
    expect(cycles).toEqual([]);
  });
});
