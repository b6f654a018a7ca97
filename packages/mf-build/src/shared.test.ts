import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUNDLED_PER_REMOTE, SHARED_SINGLETONS, sharedConfig } from './shared.js';

/** What holds state or must exist once on the page: shared, as one copy. */
const MUST_BE_ONE = [
  'react', 'react/', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/', 'react-dom/client',
  '@ant-design/cssinjs', 'dayjs', 'zustand', 'single-spa',
  '@sisacte/event-bus', '@sisacte/auth', '@sisacte/api-client',
];

describe('the sharing rule', () => {
  const shared = sharedConfig() as Record<string, { singleton?: boolean }>;

  it('shares exactly what must be one, each as a singleton', () => {
    expect(Object.keys(shared).sort()).toEqual([...MUST_BE_ONE].sort());
    expect([...SHARED_SINGLETONS].sort()).toEqual([...MUST_BE_ONE].sort());
    for (const name of MUST_BE_ONE) expect(shared[name]).toMatchObject({ singleton: true });
  });

  it('never shares the stateless packages, nor a subpath of them', () => {
    expect(BUNDLED_PER_REMOTE).toEqual(expect.arrayContaining(['@sisacte/contracts', '@sisacte/ui', 'antd', '@ant-design/icons', 'react-router', 'react-router-dom']));
    for (const name of BUNDLED_PER_REMOTE) {
      expect(Object.keys(shared).filter((key) => key === name || key.startsWith(`${name}/`))).toEqual([]);
    }
  });

  // Builds a tiny shell (contracts revision 1) and a remote released later (revision 2) with createConfig, then
  // loads the remote from the shell in jsdom through the Module Federation runtime. See test/release-alone.mjs.
  it('a remote released alone against a changed contract runs its own copy, and still the shell\'s event bus', async () => {
    const script = path.join(__dirname, '..', 'test', 'release-alone.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 110_000, maxBuffer: 10 * 1024 * 1024 });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');

    expect(result.report).toEqual({
      shell: { contractRevision: 1, busBuiltBy: 'shell' },
      // Its own contracts (revision 2, not the shell's 1), but the one bus the shell created.
      remote: { contractRevision: 2, busBuiltBy: 'shell', sameBusObject: true },
    });
    // The builds agree: contracts is neither consumed from the share scope nor declared in the remote's manifest.
    expect(result.remoteConsumes).toEqual(['@sisacte/event-bus']);
    expect(result.shellConsumes).toEqual(['@sisacte/event-bus']);
    expect(result.remoteManifestShared).toEqual(['@sisacte/event-bus']);
  }, 120_000);
});
