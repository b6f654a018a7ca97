import { crc32 } from 'node:zlib';

/** A small, real zip (stored, no compression) of text files, made in code for the stand-in's downloads. */

// 2026-01-01 00:00 in DOS time.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** The fields the local and the central header share, in the same order from `at`: flags to the name's length. */
function writeEntry(header: Buffer, at: number, crc: number, size: number, nameLength: number): Buffer {
  header.writeUInt16LE(0x0800, at); // UTF-8 names
  header.writeUInt16LE(0, at + 2); // stored
  header.writeUInt16LE(DOS_TIME, at + 4);
  header.writeUInt16LE(DOS_DATE, at + 6);
  header.writeUInt32LE(crc, at + 8);
  header.writeUInt32LE(size, at + 12);
  header.writeUInt32LE(size, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
  return header;
}

export function makeZip(files: { name: string; content: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.content, 'utf8');
    const crc = crc32(data);
    const local = writeEntry(Buffer.alloc(30), 6, crc, data.length, name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const central = writeEntry(Buffer.alloc(46), 8, crc, data.length, name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
