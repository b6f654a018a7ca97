import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

describe("the compiled server's Node flags", () => {
  it('are the same in the API image as in packages/server/node-flags.json (what npm start and the benchmarks use)', () => {
    const flags = JSON.parse(readFileSync(join(ROOT, 'packages/server/node-flags.json'), 'utf8')) as string[];
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(ROOT, 'deploy/docker/api.Dockerfile'), 'utf8'));
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...flags, 'packages/server/dist/main.js']);
  });
});
