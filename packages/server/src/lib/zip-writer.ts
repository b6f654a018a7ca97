import type { Writable } from 'node:stream';
import { createDeflateRaw, crc32, type DeflateRaw } from 'node:zlib';

/*
 * A zip archive written as a stream (PKWARE APPNOTE 6.3: deflated entries, sizes and CRC in a data
 * descriptor after each entry's data, the central directory at the end). Used by the XLSX writer
 * (xlsx-writer.ts): an entry's bytes go out as they are deflated, so an archive of any size holds a
 * few buffers in memory. Deflating runs on libuv's thread pool, off the event loop. No ZIP64: an
 * entry or archive past 4 GiB is refused.
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffffffff;

export const ZIP_ABORTED = 'export aborted: the stream was closed';

interface EntryRecord {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

export interface ZipEntry {
  /** Deflates `data` into the entry; waits while the output is full. */
  write(data: string | Buffer): Promise<void>;
  /** Ends the entry (its data descriptor). */
  end(): Promise<void>;
}

/** Time and date of `at` in MS-DOS form (local time, 2-second steps, from 1980). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getFullYear(), 1980);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** Resolves once `stream` has room again; fails if `output` closes first. */
function waitFor(stream: Writable | DeflateRaw, event: 'drain' | 'end', output: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off(event, onEvent);
      stream.off('error', onError);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error(ZIP_ABORTED));
    stream.on(event, onEvent);
    stream.on('error', onError);
    output.on('close', onClose);
  });
}

/**
 * A zip written to `output`, entry after entry (one open at a time); `finish()` writes the central
 * directory and ends `output`. Every write waits while `output` is full and fails once it has closed
 * (the client went away), so the producer stops.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private readonly stamp = dosDateTime(new Date());
  private open = false;

  constructor(private readonly output: Writable) {}

  private async put(bytes: Buffer): Promise<void> {
    if (this.output.destroyed) throw new Error(ZIP_ABORTED);
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await waitFor(this.output, 'drain', this.output);
  }

  /** Starts the entry `name`; write its data, then end it. */
  async entry(name: string): Promise<ZipEntry> {
    if (this.open) throw new Error('zip: the previous entry is still open');
    this.open = true;
    const record: EntryRecord = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14–25) are zero here: they follow in the data descriptor.
    header.writeUInt16LE(record.name.length, 26);
    await this.put(Buffer.concat([header, record.name]));

    const output = this.output;
    const deflate = createDeflateRaw();
    let failure: Error | undefined;
    deflate.on('error', (error) => (failure = error));
    // A client gone away stops the deflater (and every wait below fails).
    const onClose = () => deflate.destroy();
    output.once('close', onClose);
    // Deflated bytes go straight out; while the output is full the deflater pauses, its buffers
    // fill, and write() below waits.
    let paused = false;
    deflate.on('data', (chunk: Buffer) => {
      if (output.destroyed) return;
      record.compressed += chunk.length;
      this.offset += chunk.length;
      if (!output.write(chunk) && !paused) {
        paused = true;
        deflate.pause();
        output.once('drain', () => {
          paused = false;
          deflate.resume();
        });
      }
    });
    const ended = waitFor(deflate, 'end', output);
    ended.catch(() => undefined);

    return {
      write: async (data) => {
        if (failure) throw failure;
        if (output.destroyed) throw new Error(ZIP_ABORTED);
        const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        record.crc = crc32(bytes, record.crc);
        record.size += bytes.length;
        if (record.size > MAX_32) throw new Error('zip: entry larger than 4 GiB');
        if (!deflate.write(bytes)) await waitFor(deflate, 'drain', output);
      },
      end: async () => {
        deflate.end();
        await ended;
        output.off('close', onClose);
        if (failure) throw failure;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
        descriptor.writeUInt32LE(record.crc, 4);
        descriptor.writeUInt32LE(record.compressed, 8);
        descriptor.writeUInt32LE(record.size, 12);
        await this.put(descriptor);
        this.entries.push(record);
        this.open = false;
      },
    };
  }

  /** Adds a whole entry. */
  async add(name: string, data: string | Buffer): Promise<void> {
    const entry = await this.entry(name);
    await entry.write(data);
    await entry.end();
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    if (this.open) throw new Error('zip: an entry is still open');
    const start = this.offset;
    for (const e of this.entries) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(CENTRAL_HEADER, 0);
      central.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes, version 2.0
      central.writeUInt16LE(VERSION, 6);
      central.writeUInt16LE(FLAGS, 8);
      central.writeUInt16LE(DEFLATE, 10);
      central.writeUInt16LE(this.stamp.time, 12);
      central.writeUInt16LE(this.stamp.date, 14);
      central.writeUInt32LE(e.crc, 16);
      central.writeUInt32LE(e.compressed, 20);
      central.writeUInt32LE(e.size, 24);
      central.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, attributes: zero
      central.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([central, e.name]));
    }
    const size = this.offset - start;
    if (this.offset > MAX_32) throw new Error('zip: archive larger than 4 GiB');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.output.end();
  }
}
