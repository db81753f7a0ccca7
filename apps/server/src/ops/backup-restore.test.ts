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

let source: Place;
let atBackup: Awaited<ReturnType<typeof contents>>;
const file = path.join(work, 'backup.ndjson.gz');

beforeAll(async () => {
  source = await newPlace('source');
  const database = await source.open();
  try {
    await ensureReferenceData(database.db);
    await seedAll(database.db, { students: 40, requests: 80 });
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
