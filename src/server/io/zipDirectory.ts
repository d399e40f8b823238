/**
 * The central directory of a zip file held in memory: each entry's name, compression, sizes and
 * where its data lies. Written here because the sizes must be known before anything is unpacked
 * (a zip bomb is refused by what it declares) and no direct dependency exposes them: exceljs
 * only streams a zip from its first byte. Only what an XLSX needs is supported: no ZIP64, no
 * encryption, no multi-disk archives.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  /** as declared; 0xFFFFFFFF marks a ZIP64 size of 4 GB or more */
  uncompressedSize: number;
  /** offset of the entry's (compressed) data in the file */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

export class ZipUnreadable extends Error {}

/** The entries of a zip file in directory order; throws ZipUnreadable when it is not one this reads. */
export function zipDirectory(zip: Buffer): ZipEntry[] {
  const fail = (why: string): never => {
    throw new ZipUnreadable(why);
  };
  // The end record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD && i + 22 + zip.readUInt16LE(i + 20) === zip.length) {
      end = i;
      break;
    }
  }
  if (end < 0) fail('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count) fail('multi-disk archive');
  if (count === 0xffff || start === ZIP64_MARK) fail('ZIP64 archive');
  if (start + size > end) fail('central directory outside the file');

  const entries: ZipEntry[] = [];
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) fail('broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (next > end) fail('broken central directory');
    if (flags & 1) fail('encrypted entry');
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (local + 30 > start || zip.readUInt32LE(local) !== LOCAL) fail(`no local header for ${name}`);
    const dataOffset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (compressedSize === ZIP64_MARK || dataOffset + compressedSize > start) fail(`data of ${name} outside the file`);
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset });
    at = next;
  }
  return entries;
}
