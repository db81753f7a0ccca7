import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite, openPostgres, rowsOf, type Database } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { seedAll } from '../seed/index.js';
import { testConfig } from '../config.js';
import { adminQuery, withDatabase } from '../test/global-setup.js';
import { runScript } from '../test/server-process.js';
import { backupToFile } from './backup-files.js';
import { tablesInLoadOrder } from './backup.js';
import { BACKUP_FORMAT, BackupWriter, verifyBackup } from './backup-format.js';
import { restoreBackup, type RestoreTarget } from './restore.js';
import { appliedMigration, knownMigrations, migrationsUpTo } from './schema-version.js';

/**
 * Backup and restore round trip on the database this run uses (PGlite folders, or PostgreSQL databases with
 * TEST_DATABASE_URL): fill → back up → change → restore into an empty target → the same rows as at backup
 * time, the later change absent; damaged, cut-short and newer-schema files refused with nothing changed.
 */
const pgUrl = inject('templateDatabaseUrl');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const createdDbs: string[] = [];

interface Place {
  target: RestoreTarget;
  open(): Promise<Database>;
}

/** A new empty place for a database: a PGlite folder, or a PostgreSQL database. */
async function newPlace(name: string): Promise<Place> {
  const config = testConfig({ DATA_DIR: path.join(work, name), BACKUP_DIR: path.join(work, `${name}-backups`) });
  if (!pgUrl) return { target: config, open: () => openPglite(config.DATA_DIR) };
  const db = `portal_bk_${name.replace(/\W/g, '_')}_${crypto.randomBytes(3).toString('hex')}`;
  await adminQuery(pgUrl, `create database ${db}`);
  createdDbs.push(db);
  const url = withDatabase(pgUrl, db);
  return { target: { ...config, DATABASE_URL: url }, open: () => openPostgres(url, { max: 2 }) };
}

/** Every row of every table (as JSON text, sorted) and every sequence's value. */
async function contents(database: Database) {
  const tables: Record<string, string[]> = {};
  for (const t of await tablesInLoadOrder(database.db)) {
    tables[t] = rowsOf<{ j: string }>(await database.db.execute(sql.raw(`select row_to_json(x)::text as j from public."${t}" x`)))
      .map((r) => r.j)
      .sort();
  }
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await database.db.execute(sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`),
  );
  return { tables, sequences };
}

/** `npm run restore` as its own process, configured for `place` (no token secret set, as on a fresh machine). */
function restoreCommand(place: Place, args: string[]) {
  const { DATA_DIR, BACKUP_DIR, DATABASE_URL } = place.target;
  return runScript('src/cli/restore.ts', args, { DATA_DIR, BACKUP_DIR, DATABASE_URL, TOKEN_SECRET: undefined, LOG_LEVEL: 'silent' });
}

/** The place is exactly as `newPlace` made it: no data folder at all, and on PostgreSQL an empty database. */
async function expectUntouched(place: Place) {
  expect(fs.existsSync(place.target.DATA_DIR), place.target.DATA_DIR).toBe(false);
  if (!place.target.DATABASE_URL) return;
  const database = await openPostgres(place.target.DATABASE_URL, { migrate: false, max: 1 });
  try {
    const made = rowsOf<{ name: string }>(
      await database.db.execute(sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle', 'pgboss') order by 1`),
    );
    expect(made.map((r) => r.name)).toEqual([]);
  } finally {
    await database.close();
  }
}

let source: Place;
let atBackup: Awaited<ReturnType<typeof contents>>;
const file = path.join(work, 'backup.ndjson.gz');

beforeAll(async () => {
  source = await newPlace('source');
  const database = await source.open();
  try {
    await ensureReferenceData(database.db);
    await seedAll(database.db, { students: 40, requests: 80 });
    // Mails not sent yet: the job queue is not in a backup, so the restore queues them again.
    await database.db.execute(sql`insert into mail_outbox (to_address, subject, body_text) values ('one@example.org', 'Unsent', 'one'), ('two@example.org', 'Unsent', 'two')`);
    await backupToFile(database, file);
    atBackup = await contents(database);
    // A change after the backup: it must not come back.
    await database.db.execute(sql`update students set nm = 'CHANGED AFTER BACKUP' where id = (select min(id) from students)`);
    await database.db.execute(sql`delete from card_requests where trans_id = (select max(trans_id) from card_requests)`);
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  if (pgUrl) for (const db of createdDbs) await adminQuery(pgUrl, `drop database if exists ${db} with (force)`);
});

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes a complete file with its manifest: schema version, row counts, checksum, time', async () => {
    const manifest = await verifyBackup(file);
    const all = knownMigrations();
    expect(manifest.migration).toEqual(all[all.length - 1]);
    expect(manifest.counts.students).toBe(atBackup.tables.students.length);
    expect(manifest.counts.students).toBeGreaterThan(40);
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(10 * 60_000);
    expect(fs.readdirSync(work).filter((f) => f.includes('.partial'))).toEqual([]);
  });

  it('restores into an empty target exactly the rows and sequences of backup time', async () => {
    const target = await newPlace('restored');
    const result = await restoreBackup(file, target.target);
    expect(result.counts).toEqual(result.manifest.counts);
    const database = await target.open();
    try {
      const restored = await contents(database);
      expect(Object.keys(restored.tables)).toEqual(Object.keys(atBackup.tables));
      for (const t of Object.keys(atBackup.tables)) expect(restored.tables[t], t).toEqual(atBackup.tables[t]);
      expect(restored.sequences).toEqual(atBackup.sequences);
      const names = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from students where nm = 'CHANGED AFTER BACKUP'`));
      expect(names[0].n).toBe(0);
      // Photos (bytea) come back byte for byte.
      const photos = rowsOf<{ h: string }>(await database.db.execute(sql`select md5(string_agg(md5(photo), '' order by id)) as h from students`));
      expect(photos[0].h).toMatch(/^[0-9a-f]{32}$/);
      // Each unsent mail has its sending job again.
      const unsent = rowsOf<{ id: number }>(await database.db.execute(sql`select id from mail_outbox where status = 'queued' order by id`)).map((r) => r.id);
      const jobs = rowsOf<{ id: number }>(await database.db.execute(sql`select (data->>'mailId')::int as id from pgboss.job where name = 'send-mail' order by 1`)).map((r) => r.id);
      expect(unsent.length).toBeGreaterThanOrEqual(2);
      expect(jobs).toEqual(unsent);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a target that holds data without --force, and replaces it with --force', async () => {
    await expect(restoreBackup(file, source.target)).rejects.toThrow(/already holds the portal's data.*--force/);
    let database = await source.open();
    const [before] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from students where nm = 'CHANGED AFTER BACKUP'`));
    await database.close();
    expect(before.n).toBe(1);

    const result = await restoreBackup(file, source.target, { force: true });
    expect(result.keptAt).toBeTruthy();
    expect(fs.existsSync(result.keptAt!)).toBe(true);
    database = await source.open();
    try {
      expect((await contents(database)).tables).toEqual(atBackup.tables);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a damaged or cut-short file before touching the target', async () => {
    const bytes = fs.readFileSync(file);
    const damaged = path.join(work, 'damaged.ndjson.gz');
    const cut = path.join(work, 'cut.ndjson.gz');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, flipped);
    // Cut short at a line boundary, compressed again: the gzip is whole, the end line is missing.
    const text = zlib.gunzipSync(bytes).toString('utf8');
    fs.writeFileSync(cut, zlib.gzipSync(text.slice(0, text.lastIndexOf('\nR ') + 1)));
    // Whole and well-formed, but one row changed: the checksum tells.
    const tampered = path.join(work, 'tampered.ndjson.gz');
    fs.writeFileSync(tampered, zlib.gzipSync(text.replace(/"nm":"[^"]+"/, '"nm":"SOMEONE ELSE"')));

    const target = await newPlace('untouched');
    for (const [f, reason] of [
      [damaged, /damaged|checksum/],
      [cut, /incomplete/],
      [tampered, /checksum/],
    ] as const) {
      await expect(restoreBackup(f, target.target)).rejects.toThrow(reason);
    }
    if (!pgUrl) expect(fs.existsSync(path.join(target.target.DATA_DIR, 'pgdata'))).toBe(false);
    else {
      const database = await openPostgres(target.target.DATABASE_URL!, { migrate: false, max: 1 });
      const [t] = rowsOf<{ t: string | null }>(await database.db.execute(sql`select to_regclass('public.students')::text as t`));
      await database.close();
      expect(t.t).toBeNull();
    }
  });

  it('restores a backup from an older schema at its version, then migrates it', async () => {
    const all = knownMigrations();
    const older = all[all.length - 2];
    const folder = migrationsUpTo(older);
    const oldPlace = await newPlace('older');
    const oldDb = oldPlace.target.DATABASE_URL
      ? await openPostgres(oldPlace.target.DATABASE_URL, { migrationsFolder: folder, max: 1 })
      : await openPglite(oldPlace.target.DATA_DIR, undefined, { migrationsFolder: folder });
    const oldFile = path.join(work, 'older.ndjson.gz');
    try {
      await oldDb.db.execute(sql`insert into departments (d_id, d_nm, kind) values (977, 'Department From An Older Version', 'academic')`);
      await backupToFile(oldDb, oldFile);
    } finally {
      await oldDb.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect((await verifyBackup(oldFile)).migration).toEqual(older);
    const target = await newPlace('from-older');
    await restoreBackup(oldFile, target.target);
    const database = await target.open();
    try {
      expect(await appliedMigration(database.db)).toEqual(all[all.length - 1]);
      const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select d_nm as name from departments where d_id = 977`));
      expect(row.name).toBe('Department From An Older Version');
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(!pgUrl)('moves the embedded database to PostgreSQL: a PGlite backup restores there row for row', async () => {
    const embedded = await openPglite(path.join(work, 'embedded'));
    const embeddedFile = path.join(work, 'embedded.ndjson.gz');
    let before: Awaited<ReturnType<typeof contents>>;
    try {
      await ensureReferenceData(embedded.db);
      await seedAll(embedded.db, { students: 20, requests: 40 });
      await backupToFile(embedded, embeddedFile);
      before = await contents(embedded);
    } finally {
      await embedded.close();
    }
    const target = await newPlace('moved');
    await restoreBackup(embeddedFile, target.target);
    const database = await target.open();
    try {
      expect(await contents(database)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a refused restore leaves the target as it was: no folder or token secret where there was none, the old data where there was', async () => {
    const damaged = path.join(work, 'damaged-for-cli.ndjson.gz');
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    // Whole and checksummed, but holding a table this portal does not have: refused while loading.
    const foreign = path.join(work, 'foreign-table.ndjson.gz');
    const chunks: string[] = [];
    const writer = new BackupWriter(async (t) => void chunks.push(t));
    const all = knownMigrations();
    await writer.header({ format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), database: 'pglite', migration: all[all.length - 1] });
    await writer.table('no_such_table', ['id']);
    await writer.row('{"id":1}');
    await writer.end();
    fs.writeFileSync(foreign, zlib.gzipSync(chunks.join('')));

    for (const [name, backup, reason] of [
      ['refused-damaged', damaged, /damaged|checksum/],
      ['refused-foreign', foreign, /no_such_table/],
    ] as const) {
      const place = await newPlace(name);
      expect(process.env.TOKEN_SECRET).toBeUndefined();
      const run = restoreCommand(place, ['--in', backup]);
      expect(await run.exited, run.stdout()).toBe(1);
      expect(run.stderr()).toMatch(reason);
      await expectUntouched(place);
    }

    // Forced over data, the same refusal while loading leaves the data that was there.
    const run = restoreCommand(source, ['--in', foreign, '--force']);
    expect(await run.exited, run.stdout()).toBe(1);
    expect(run.stderr()).toMatch(/no_such_table/);
    const database = await source.open();
    try {
      expect((await contents(database)).tables).toEqual(atBackup.tables);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(!pgUrl)('a forced restore killed while it loads leaves the old data whole (PostgreSQL)', async () => {
    const target = await newPlace('killed');
    await restoreBackup(file, target.target);
    let database = await target.open();
    let before: Awaited<ReturnType<typeof contents>>;
    try {
      await database.db.execute(sql`update students set nm = 'OLD DATA THE RESTORE REPLACES' where id = (select min(id) from students)`);
      before = await contents(database);
    } finally {
      await database.close();
    }

    // The restore reads the backup twice: whole, to check it, then again to load it. Given through a named
    // pipe, the second reading gets half the file and then waits: the restore is killed in the middle of loading.
    const pipe = path.join(work, 'slow-backup.ndjson.gz');
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    const bytes = fs.readFileSync(file);
    const run = restoreCommand(target, ['--in', pipe, '--force']);
    const whole = await openForWriting(pipe, run);
    await whole.write(bytes);
    await whole.close();
    await until(() => run.stdout().includes('Backing up the data it replaces'), run);
    const half = await openForWriting(pipe, run);
    await half.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    await new Promise((r) => setTimeout(r, 1000));
    expect(run.child.exitCode, run.stderr()).toBeNull();
    run.child.kill('SIGKILL');
    expect(await run.exited).toBe('SIGKILL');
    await half.close().catch(() => {});

    database = await target.open();
    try {
      expect((await contents(database)).tables).toEqual(before.tables);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a backup from a newer schema', async () => {
    const newer = path.join(work, 'newer.ndjson.gz');
    const chunks: string[] = [];
    const writer = new BackupWriter(async (t) => void chunks.push(t));
    const all = knownMigrations();
    await writer.header({ format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), database: 'pglite', migration: { tag: '9999_future', when: all[all.length - 1].when + 1 } });
    await writer.end();
    fs.writeFileSync(newer, zlib.gzipSync(chunks.join('')));
    const target = await newPlace('newer');
    await expect(restoreBackup(newer, target.target)).rejects.toThrow(/newer version of the portal/);
  });
});

type Run = ReturnType<typeof runScript>;

/** Opens a named pipe for writing once `run` opens it for reading (fails if `run` ends first). */
async function openForWriting(pipe: string, run: Run) {
  let waiting = true;
  void run.exited.then(() => {
    // Unblocks the open below with a reader of our own, which goes again at once.
    if (waiting) fs.closeSync(fs.openSync(pipe, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK));
  });
  const handle = await fs.promises.open(pipe, 'w');
  waiting = false;
  if (run.child.exitCode !== null) {
    await handle.close();
    throw new Error(`the restore ended before reading the backup: ${run.stderr()}`);
  }
  return handle;
}

async function until(done: () => boolean, run: Run) {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`the restore did not get there: ${run.stdout()}${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
