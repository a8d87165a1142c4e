/**
 * Just enough PNG and ZIP to ship the texture pack: RGBA pictures, and archives whose entries are
 * deflated when that makes them smaller. No clock and no platform goes into the bytes (the ZIP's
 * dates are fixed), so a run on the same Node gives the same files; another zlib build may deflate
 * differently, which changes the bytes but not what the files hold.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import type { PixelArt } from './art.ts';

/** An RGBA raster, drawn on in whole pixels. */
export class Picture {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  static of(art: PixelArt): Picture {
    const width = art.rows[0]?.length ?? 0;
    const picture = new Picture(width, art.rows.length);
    picture.draw(art, 0, 0);
    return picture;
  }

  fill(x: number, y: number, width: number, height: number, color: string): void {
    const rgba = [Number.parseInt(color.slice(1, 3), 16), Number.parseInt(color.slice(3, 5), 16), Number.parseInt(color.slice(5, 7), 16), 255];
    for (let row = y; row < y + height; row++) {
      for (let column = x; column < x + width; column++) this.data.set(rgba, (row * this.width + column) * 4);
    }
  }

  /** Paints the art's opaque pixels with its top-left corner at (x, y). */
  draw(art: PixelArt, x: number, y: number): void {
    art.rows.forEach((row, dy) => {
      if (row.length !== art.rows[0]?.length) throw new Error(`pixel art row ${dy} is ${row.length} pixels wide, not ${art.rows[0]?.length}`);
      [...row].forEach((letter, dx) => {
        if (letter === '.') return;
        const color = art.palette[letter];
        if (color === undefined) throw new Error(`pixel art uses "${letter}", which its palette lacks`);
        this.fill(x + dx, y + dy, 1, 1, color);
      });
    });
  }

  /** Each pixel becomes a `factor`×`factor` square. */
  scaled(factor: number): Picture {
    const big = new Picture(this.width * factor, this.height * factor);
    for (let y = 0; y < big.height; y++) {
      for (let x = 0; x < big.width; x++) {
        const from = (Math.floor(y / factor) * this.width + Math.floor(x / factor)) * 4;
        big.data.set(this.data.subarray(from, from + 4), (y * big.width + x) * 4);
      }
    }
    return big;
  }

  png(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
    const rowBytes = this.width * 4;
    const scanlines = Buffer.alloc((rowBytes + 1) * this.height); // each row: filter type 0, then its pixels
    for (let y = 0; y < this.height; y++) scanlines.set(this.data.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(scanlines, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE(crc32(typeAndData), typeAndData.length + 4);
  return framed;
}

/** 12 May 2025, 12:00, in MS-DOS form: the date the pack's version was published, on every entry. */
const DOS_TIME = 12 << 11;
const DOS_DATE = ((2025 - 1980) << 9) | (5 << 5) | 12;

/** A ZIP archive of the entries, in the order given (names with `/`, ASCII). */
export function zipArchive(entries: ReadonlyMap<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const deflated = deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const fileName = Buffer.from(name, 'ascii');
    const fields = Buffer.alloc(26); // from "version needed" to "extra field length", shared by both headers
    fields.writeUInt16LE(20, 0);
    fields.writeUInt16LE(0, 2);
    fields.writeUInt16LE(stored ? 0 : 8, 4);
    fields.writeUInt16LE(DOS_TIME, 6);
    fields.writeUInt16LE(DOS_DATE, 8);
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(body.length, 14);
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([uint32(0x04034b50), fields, fileName, body]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: MS-DOS, ZIP 2.0
    fields.copy(central, 6);
    central.writeUInt32LE(offset, 42); // comment, disk, attributes: 0
    centrals.push(central, fileName);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.size, 8);
  end.writeUInt16LE(entries.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value, 0);
  return buffer;
}
