import { pipeline, Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the file's data starts in the archive (after its local header). */
  dataOffset: number;
}

/**
 * The archive cannot be read safely: `damaged` (not a zip, encrypted, zip64, inconsistent records, bad
 * deflate data) or `larger` (a file unpacks to more than its directory entry says).
 */
export class ZipError extends Error {
  constructor(
    message: string,
    readonly kind: 'damaged' | 'larger' = 'damaged',
  ) {
    super(message);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The files of a zip archive read from its central directory alone: nothing is inflated. Refuses what a
 * reader of uploads has no reason to accept: zip64 sizes, encrypted files, methods other than stored and
 * deflate, and records that point outside the archive or overlap.
 */
export function readZipDirectory(bytes: Buffer, maxEntries = 10_000): ZipEntry[] {
  const eocd = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const start = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw new ZipError('zip64 archive');
  if (count > maxEntries) throw new ZipError('too many files');
  if (start + size > eocd) throw new ZipError('central directory out of bounds');
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > start + size || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipError('bad central directory');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc32 = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) throw new ZipError('encrypted file');
    if (method !== 0 && method !== 8) throw new ZipError('unknown compression method');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || local === 0xffffffff) throw new ZipError('zip64 file');
    if (local + 30 > start || bytes.readUInt32LE(local) !== LOCAL) throw new ZipError('bad local header');
    const dataOffset = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > start) throw new ZipError('file data out of bounds');
    if (method === 0 && compressedSize !== uncompressedSize) throw new ZipError('stored file of two sizes');
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, dataOffset });
  }
  const spans = [...entries].sort((a, b) => a.dataOffset - b.dataOffset);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i].dataOffset < spans[i - 1].dataOffset + spans[i - 1].compressedSize) throw new ZipError('overlapping files');
  }
  return entries;
}

function findEndOfDirectory(bytes: Buffer): number {
  const last = bytes.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (bytes.readUInt32LE(at) === EOCD && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  throw new ZipError('not a zip archive');
}

/** What the files of an archive unpack to, as its directory says (each file is held to it when read). */
export const unpackedSize = (entries: readonly ZipEntry[]) => entries.reduce((sum, e) => sum + e.uncompressedSize, 0);

/**
 * The contents of one file as a stream, inflated off the event loop (zlib's thread pool) as it is read,
 * fed a small slice of the compressed data at a time. The file is held to the size its directory entry
 * gives: the stream fails (ZipError `larger`) as soon as it would give one byte more, and at its end
 * when it gave fewer. `inflated` counts the bytes given so far.
 */
export function openZipEntry(bytes: Buffer, entry: ZipEntry, inflated?: { bytes: number }): Readable {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let given = 0;
  const hold = new Transform({
    transform(chunk: Buffer, _enc, done) {
      given += chunk.length;
      if (inflated) inflated.bytes += chunk.length;
      if (given > entry.uncompressedSize) return done(new ZipError(`${entry.name} unpacks to more than the archive says`, 'larger'));
      done(null, chunk);
    },
    flush(done) {
      done(given === entry.uncompressedSize ? null : new ZipError(`${entry.name} unpacks to less than the archive says`));
    },
  });
  const source = Readable.from(slices(data, 16 * 1024));
  const steps = entry.method === 0 ? [source, hold] : [source, zlib.createInflateRaw(), hold];
  // Any failure destroys every step (the inflater stops); the reader sees it on `hold`.
  pipeline(steps as [Readable, Transform], () => {});
  return hold;
}

function* slices(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

/**
 * What a file's local header and its central directory record both say, in the same order (the record
 * holds them two bytes further on): the version needed, flags, method, DOS time and date, CRC, sizes.
 */
export interface ZipFileFields {
  name: Buffer;
  version: number;
  flags: number;
  method: number;
  dosTime: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
}

function writeFileFields(to: Buffer, at: number, f: ZipFileFields) {
  to.writeUInt16LE(f.version, at);
  to.writeUInt16LE(f.flags, at + 2);
  to.writeUInt16LE(f.method, at + 4);
  to.writeUInt32LE(f.dosTime, at + 6);
  to.writeUInt32LE(f.crc32 >>> 0, at + 10);
  to.writeUInt32LE(f.compressedSize, at + 14);
  to.writeUInt32LE(f.uncompressedSize, at + 18);
  to.writeUInt16LE(f.name.length, at + 22);
}

/** A file's local header, its name included (the file's data follows it). */
export function zipLocalHeader(f: ZipFileFields): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  writeFileFields(header, 4, f);
  return Buffer.concat([header, f.name]);
}

/** A file's central directory record, its name included; `offset` is where its local header starts. */
export function zipCentralRecord(f: ZipFileFields, offset: number): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(CENTRAL, 0);
  record.writeUInt16LE(20, 4);
  writeFileFields(record, 6, f);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, f.name]);
}

/** The end of the central directory: `count` files, the directory's length and where it starts. */
export function zipEndOfDirectory(count: number, directoryLength: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directoryLength, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** A file to write into a stored (uncompressed) archive: its exact size and CRC, and its contents. */
export interface StoredPart {
  name: string;
  size: number;
  crc32: number;
  open(): Readable;
}

/**
 * Writes `parts` as a zip archive of stored files, in the order given, streaming each file's contents
 * as it is read (the central directory at the end). Lets a streaming zip reader take files checked and
 * held to their sizes here, in the order it needs them. Names are UTF-8 (flag 0x0800).
 */
export async function* storedZip(parts: readonly StoredPart[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const fields: ZipFileFields = {
      name: Buffer.from(p.name, 'utf8'),
      version: 10,
      flags: 0x0800,
      method: 0,
      dosTime: 0x00210000,
      crc32: p.crc32,
      compressedSize: p.size,
      uncompressedSize: p.size,
    };
    yield zipLocalHeader(fields);
    for await (const chunk of p.open()) yield chunk as Buffer;
    central.push(zipCentralRecord(fields, offset));
    offset += 30 + fields.name.length + p.size;
  }
  const directory = Buffer.concat(central);
  yield Buffer.concat([directory, zipEndOfDirectory(parts.length, directory.length, offset)]);
}
