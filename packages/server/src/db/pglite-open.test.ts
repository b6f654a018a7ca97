import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteReady, PGLITE_SHARED_BUFFERS, pgliteWasmModule } from './pglite-open';
import { PgliteThreadClient } from './pglite-thread';

// The embedded database's memory: PostgreSQL's shared buffers are PGLITE_SHARED_BUFFERS (not PGlite's
// built-in 128 MB) on the main thread and in the worker thread, with the same durability settings.
describe('the embedded database starts with its own shared buffers', () => {
  it('on this thread, in memory: the setting, and the durability ones unchanged', async () => {
    const client = await openPgliteReady(undefined);
    try {
      const show = async (name: string) => Object.values((await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]!)[0];
      expect(await show('shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
      expect(await show('fsync')).toBe('on');
      expect(await show('synchronous_commit')).toBe('on');
      expect(await show('work_mem')).toBe('4MB');
    } finally {
      await client.close();
    }
  });

  it('the module is compiled once per process and reused', async () => {
    expect(await pgliteWasmModule()).toBe(await pgliteWasmModule());
  });

  it('in the worker thread, on a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sisacte-pglite-open-'));
    const client = await PgliteThreadClient.open(join(dir, 'db'));
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
