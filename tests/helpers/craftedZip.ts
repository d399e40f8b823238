import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** the unpacked size the headers state instead of the real one (a bomb that lies) */
  declared?: number;
}

const packedOf = new Map<string, WeakMap<Buffer, Buffer>>();

/**
 * A zip of deflated entries, written by hand because the files the import limits must refuse
 * (sizes the directory lies about, millions of cells) are ones no zip or XLSX writer makes, or
 * makes fast. Compressed data is remembered per buffer, so a test may build variants cheaply.
 */
export function craftedZip(entries: ZipEntry[], level = 6): Buffer {
  const cache = packedOf.get(String(level)) ?? new WeakMap<Buffer, Buffer>();
  packedOf.set(String(level), cache);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = cache.get(e.data) ?? zlib.deflateRawSync(e.data, { level });
    cache.set(e.data, packed);
    const crc = zlib.crc32(e.data);
    const header = (central: boolean) => {
      const h = Buffer.alloc(central ? 46 : 30);
      // The central header has "version made by" before the fields the local header starts with.
      const o = central ? 2 : 0;
      h.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      if (central) h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 4 + o);
      h.writeUInt16LE(8, 8 + o);
      h.writeUInt32LE(crc, 14 + o);
      h.writeUInt32LE(packed.length, 18 + o);
      h.writeUInt32LE(e.declared ?? e.data.length, 22 + o);
      h.writeUInt16LE(name.length, 26 + o);
      if (central) h.writeUInt32LE(offset, 42);
      return h;
    };
    locals.push(header(false), name, packed);
    centrals.push(header(true), name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
