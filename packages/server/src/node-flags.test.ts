import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const dockerfile = () => readFileSync(join(ROOT, 'deploy/docker/api.Dockerfile'), 'utf8');

describe("the compiled server's Node flags and environment", () => {
  it('are the same in the API image as in packages/server/node-flags.json (what npm start and the benchmarks use)', () => {
    const flags = JSON.parse(readFileSync(join(ROOT, 'packages/server/node-flags.json'), 'utf8')) as string[];
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile());
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...flags, 'packages/server/dist/main.js']);
  });

  it("set in the API image's environment as in packages/server/node-env.json", () => {
    const env = JSON.parse(readFileSync(join(ROOT, 'packages/server/node-env.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(env).length).toBeGreaterThan(0);
    // The runtime stage's ENV instruction, its continued lines joined.
    const runtime = dockerfile().split(/^FROM .* AS runtime$/m)[1]!;
    const instruction = /^ENV ((?:.*\\\n)*.*)$/m.exec(runtime)![1]!.replace(/\\\n/g, ' ');
    const set = Object.fromEntries(instruction.trim().split(/\s+/).map((pair) => pair.split('=') as [string, string]));
    for (const [name, value] of Object.entries(env)) expect(set[name]).toBe(value);
  });
});
