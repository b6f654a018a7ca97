import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tar archives of an embedded database's data folder, in the form PGlite's own dumpDataDir writes and its
 * loadDataDir reads (ustar; names relative to the data folder with a leading slash, '/base/1/1259'; folders and
 * plain files only).
 */

/** A file or folder of a data folder archive. */
export interface TarEntry {
  /** Relative to the data folder: '/base/1/1259'. */
  path: string;
  /** Absent for a folder. */
  data?: Uint8Array;
}

const BLOCK = 512;
const NAME_LENGTH = 100;

/** The entries of an archive (what PGlite's dumpDataDir or tarOfFolder wrote). */
export function parseTar(bytes: Uint8Array): TarEntry[] {
  const text = (from: number, length: number) => {
    const end = bytes.indexOf(0, from);
    return Buffer.from(bytes.subarray(from, end < 0 || end > from + length ? from + length : end)).toString('utf8');
  };
  const entries: TarEntry[] = [];
  for (let at = 0; at + BLOCK <= bytes.length; ) {
    if (bytes[at] === 0) break; // the two empty blocks that end an archive
    const name = text(at, NAME_LENGTH);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(bytes[at + 156]!);
    const prefix = text(at + 257, 6).startsWith('ustar') ? text(at + 345, 155) : '';
    const path = `/${[prefix, name].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
    at += BLOCK;
    if (type === '5') entries.push({ path });
    else if (type === '0' || type === '\0') entries.push({ path, data: bytes.subarray(at, at + size) });
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** One ustar header block (a checksum PGlite's reader verifies). */
function header(path: string, mode: number, size: number, mtime: Date, folder: boolean): Buffer {
  const block = Buffer.alloc(BLOCK);
  const name = Buffer.from(path, 'utf8');
  if (name.length > NAME_LENGTH) throw new Error(`nome longo demais para o arquivo tar: ${path}`);
  name.copy(block, 0);
  const octal = (value: number, at: number, width: number) => block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'latin1');
  octal(mode & 0o7777, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write(folder ? '5' : '0', 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/**
 * An archive of the folder `dir` (folders before what they hold, names in order), leaving out each path (relative,
 * '/postmaster.pid') for which `skip` answers true.
 */
export function tarOfFolder(dir: string, skip: (path: string) => boolean = () => false): Buffer {
  const blocks: Buffer[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(join(dir, relative)).sort()) {
      const path = `${relative}/${name}`;
      if (skip(path)) continue;
      const stat = statSync(join(dir, path));
      if (stat.isDirectory()) {
        blocks.push(header(path, stat.mode, 0, stat.mtime, true));
        walk(path);
      } else if (stat.isFile()) {
        const data = readFileSync(join(dir, path));
        blocks.push(header(path, stat.mode, data.length, stat.mtime, false), data);
        if (data.length % BLOCK) blocks.push(Buffer.alloc(BLOCK - (data.length % BLOCK)));
      }
    }
  };
  walk('');
  blocks.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(blocks);
}
