import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpointSegments } from './make-pglite-template';
import { parseTar, tarOfFolder } from './tar';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('data folder archives', () => {
  let dir = '';
  beforeEach(() => folders.push((dir = mkdtempSync(join(tmpdir(), 'sisacte-tar-')))));

  it('reads back what it writes: folders before their files, contents whole, skipped paths left out', () => {
    mkdirSync(join(dir, 'base', '1'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'base', '1', '1259'), Buffer.alloc(8192 + 3, 7));
    writeFileSync(join(dir, 'postmaster.pid'), '42');
    const entries = parseTar(tarOfFolder(dir, (path) => path === '/postmaster.pid'));
    expect(entries.map((e) => [e.path, e.data?.length])).toEqual([
      ['/PG_VERSION', 3],
      ['/base', undefined],
      ['/base/1', undefined],
      ['/base/1/1259', 8195],
    ]);
    expect(Buffer.from(entries[3]!.data!).equals(Buffer.alloc(8195, 7))).toBe(true);
  });

  /** A control file in `state` whose last checkpoint is at `lsn`, and 1 MB log segments named `segments`. */
  const cluster = (state: number, lsn: bigint, segments: string[]) => {
    mkdirSync(join(dir, 'global'));
    mkdirSync(join(dir, 'pg_wal'));
    const control = Buffer.alloc(8192);
    control.writeUInt32LE(state, 16);
    control.writeBigUInt64LE(lsn, 32);
    control.writeUInt32LE(1, 48);
    writeFileSync(join(dir, 'global', 'pg_control'), control);
    for (const name of segments) writeFileSync(join(dir, 'pg_wal', name), Buffer.alloc(1024 * 1024));
  };

  it("keeps of the log the shutdown checkpoint's segment and the next one", () => {
    cluster(1, 0x1_01e2_e428n, ['00000001000000010000001D', '00000001000000010000001E', '00000001000000010000001F', '000000010000000100000020']);
    expect([...checkpointSegments(dir)]).toEqual(['/pg_wal/00000001000000010000001E', '/pg_wal/00000001000000010000001F']);
  });

  it('refuses a folder whose server did not stop cleanly', () => {
    cluster(6, 0xe2e428n, ['00000001000000000000000E']);
    expect(() => checkpointSegments(dir)).toThrow(/não parou de forma limpa/);
  });
});
