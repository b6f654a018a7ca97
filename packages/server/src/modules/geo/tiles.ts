import { crc32, deflateSync } from 'node:zlib';

/**
 * LOCAL STAND-IN for a map tile server (the default MAP_TILE_URL): every tile is the same plain
 * light 256×256 PNG with a grid, made here without any map data or network. Production sets
 * MAP_TILE_URL to an OpenStreetMap-compatible tile server.
 */
const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function renderTile(): Buffer {
  const background = [0xf2, 0xef, 0xe9];
  const grid = [0xdd, 0xd8, 0xce];
  const edge = [0xc4, 0xbd, 0xb0];
  const raw = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      const colour = x === 0 || y === 0 ? edge : x % 32 === 0 || y % 32 === 0 ? grid : background;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let tile: Buffer | undefined;
export function standInTile(): Buffer {
  tile ??= renderTile();
  return tile;
}
