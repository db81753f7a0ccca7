import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The portal's backup file: gzip-compressed text, one record a line, readable with `zcat`.
 *
 *   H {"format":"portal-backup","version":1,"createdAt":…,"database":"pglite","migration":{…}}
 *   T {"name":"students","columns":["id",…]}      a table; its rows follow
 *   R {…}                                          one row, as PostgreSQL's row_to_json wrote it
 *   Q {"name":"students_id_seq","value":"2001"}    a sequence's last value
 *   E {"counts":{"students":2001,…},"sha256":"…"}  the end: rows per table and the checksum of every line above
 *
 * The same file restores into the embedded database or a PostgreSQL server (row_to_json and
 * json_populate_recordset read and write every column type the portal uses). A file without its end
 * line, or whose checksum or counts differ, is refused whole before anything is restored.
 */
export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied to the backed-up database: its schema version. */
  migration: { tag: string; when: number };
}

export interface BackupEnd {
  counts: Record<string, number>;
  sha256: string;
}

export interface BackupManifest extends BackupHeader {
  counts: Record<string, number>;
  sha256: string;
  /** Size of the file in bytes. */
  bytes: number;
}

export type BackupRecord =
  | { kind: 'H'; header: BackupHeader }
  | { kind: 'T'; name: string; columns: string[] }
  | { kind: 'R'; json: string }
  | { kind: 'Q'; name: string; value: string | null }
  | { kind: 'E'; end: BackupEnd };

/** Writes records as lines, keeping the checksum and the row counts; `sink` receives the text to compress. */
export class BackupWriter {
  readonly #hash = crypto.createHash('sha256');
  readonly #counts: Record<string, number> = {};
  #table: string | null = null;
  #pending: string[] = [];
  #pendingBytes = 0;

  constructor(private readonly sink: (text: string) => Promise<void>) {}

  async header(header: BackupHeader) {
    await this.#line('H', JSON.stringify(header));
  }

  async table(name: string, columns: string[]) {
    this.#table = name;
    this.#counts[name] = 0;
    await this.#line('T', JSON.stringify({ name, columns }));
  }

  /** One row, already JSON text. */
  async row(json: string) {
    if (this.#table === null) throw new Error('a row before its table');
    this.#counts[this.#table]++;
    await this.#line('R', json);
  }

  async sequence(name: string, value: string | null) {
    await this.#line('Q', JSON.stringify({ name, value }));
  }

  /** The end line (not part of the checksum), then everything still buffered. */
  async end(): Promise<BackupEnd> {
    const end: BackupEnd = { counts: this.#counts, sha256: this.#hash.digest('hex') };
    this.#pending.push(`E ${JSON.stringify(end)}\n`);
    await this.#flush();
    return end;
  }

  async #line(kind: string, json: string) {
    const line = `${kind} ${json}\n`;
    this.#hash.update(line);
    this.#pending.push(line);
    this.#pendingBytes += line.length;
    if (this.#pendingBytes >= 256 * 1024) await this.#flush();
  }

  async #flush() {
    const text = this.#pending.join('');
    this.#pending = [];
    this.#pendingBytes = 0;
    if (text) await this.sink(text);
  }
}

export class BackupFileError extends Error {
  constructor(file: string, reason: string) {
    super(`The backup file ${file} cannot be used: ${reason}. Nothing was restored.`);
    this.name = 'BackupFileError';
  }
}

/** The records of a backup file in order (rows unparsed), each with its line. Throws BackupFileError on a damaged file. */
export async function* readBackup(file: string): AsyncGenerator<BackupRecord & { line: string }> {
  let first = true;
  try {
    for await (const line of linesOf(file)) {
      const kind = line[0];
      const json = line.slice(2);
      if (first && kind !== 'H') throw new BackupFileError(file, 'it is not a portal backup');
      first = false;
      if (kind === 'R') yield { kind, json, line };
      else if (kind === 'T') yield { kind, ...(JSON.parse(json) as { name: string; columns: string[] }), line };
      else if (kind === 'Q') yield { kind, ...(JSON.parse(json) as { name: string; value: string | null }), line };
      else if (kind === 'H') yield { kind, header: JSON.parse(json) as BackupHeader, line };
      else if (kind === 'E') yield { kind, end: JSON.parse(json) as BackupEnd, line };
      else throw new BackupFileError(file, `an unknown line "${line.slice(0, 20)}"`);
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(file, `it is damaged (${(err as Error).message})`);
  }
}

/** The file's lines, decompressed; a read or decompression error ends the iteration with that error. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const text = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  text.setEncoding('utf8');
  let rest = '';
  for await (const chunk of text as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

/**
 * Reads the whole file and checks it: a portal backup of a known version, complete (its end line is
 * there), the checksum of its lines and the rows of each table as recorded. Answers its manifest.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupFileError(file, 'there is no such file');
  const hash = crypto.createHash('sha256');
  const counts: Record<string, number> = {};
  let header: BackupHeader | null = null;
  let end: BackupEnd | null = null;
  let table: string | null = null;
  for await (const record of readBackup(file)) {
    if (end) throw new BackupFileError(file, 'it has lines after its end');
    if (record.kind !== 'E') hash.update(`${record.line}\n`);
    switch (record.kind) {
      case 'H':
        header = record.header;
        if (header.format !== BACKUP_FORMAT) throw new BackupFileError(file, 'it is not a portal backup');
        if (header.version > BACKUP_VERSION) throw new BackupFileError(file, `it was written in format ${header.version}, newer than this portal reads`);
        break;
      case 'T':
        table = record.name;
        counts[table] = 0;
        break;
      case 'R':
        if (table === null) throw new BackupFileError(file, 'a row comes before its table');
        counts[table]++;
        break;
      case 'E':
        end = record.end;
        break;
    }
  }
  if (!header) throw new BackupFileError(file, 'it is empty');
  if (!end) throw new BackupFileError(file, 'it is incomplete (no end line: the backup was cut short)');
  if (hash.digest('hex') !== end.sha256) throw new BackupFileError(file, 'its checksum does not match its contents');
  for (const [name, n] of Object.entries(end.counts)) {
    if (counts[name] !== n) throw new BackupFileError(file, `table ${name} has ${counts[name] ?? 0} rows where ${n} were written`);
  }
  return { ...header, counts: end.counts, sha256: end.sha256, bytes: fs.statSync(file).size };
}
