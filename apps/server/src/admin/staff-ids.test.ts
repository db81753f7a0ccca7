import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEPT } from '@portal/domain';
import { testConfig } from '../config.js';
import { openPglite, openPostgres, rowsOf, type Database } from '../db/client.js';
import { backupToFile } from '../ops/backup-files.js';
import { restoreBackup, type RestoreTarget } from '../ops/restore.js';
import { knownMigrations, migrationsUpTo } from '../ops/schema-version.js';
import { createAdminTestApp, type AdminTestApp } from '../test/admin-helpers.js';
import { adminQuery, withDatabase } from '../test/global-setup.js';

/**
 * Staff ids given automatically come from a database sequence, so accounts created at the same moment never
 * get the same one, and a restored database goes on past the ids it holds. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the requests truly overlap.
 */
let a: AdminTestApp;
const pgUrl = inject('templateDatabaseUrl');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-staff-ids-'));
const createdDbs: string[] = [];

beforeAll(async () => {
  a = await createAdminTestApp();
});
afterAll(async () => {
  await a.t.close();
  fs.rmSync(work, { recursive: true, force: true });
  if (pgUrl) for (const db of createdDbs) await adminQuery(pgUrl, `drop database if exists ${db} with (force)`);
});

const create = (username: string, extra: object = {}) =>
  a.call('POST', '/api/admin/accounts', a.admin, { username, name: `Clerk ${username}`, D_ID: DEPT.EXAMINATION, ...extra });

describe('automatic staff ids', () => {
  it('gives twenty accounts created at once twenty different staff ids, all above 5000', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(`rush-clerk-${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((r) => r.json().data.FM_ID as number);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toBeGreaterThan(5000);
  });

  it('passes over an id an administrator gave by hand', async () => {
    const first = (await create('before-hand')).json().data.FM_ID as number;
    expect((await create('by-hand', { FM_ID: first + 1 })).statusCode).toBe(200);
    const next = await create('after-hand');
    expect(next.statusCode).toBe(200);
    expect(next.json().data.FM_ID).toBe(first + 2);
  });
});

interface Place {
  target: RestoreTarget;
  open(migrationsFolder?: string): Promise<Database>;
}

/** A new empty place for a database: a PGlite folder, or a PostgreSQL database. */
async function newPlace(name: string): Promise<Place> {
  const config = testConfig({ DATA_DIR: path.join(work, name), BACKUP_DIR: path.join(work, `${name}-backups`) });
  if (!pgUrl) return { target: config, open: (migrationsFolder) => openPglite(config.DATA_DIR, undefined, { migrationsFolder }) };
  const db = `portal_staff_ids_${name}_${crypto.randomBytes(3).toString('hex')}`;
  await adminQuery(pgUrl, `create database ${db}`);
  createdDbs.push(db);
  const url = withDatabase(pgUrl, db);
  return { target: { ...config, DATABASE_URL: url }, open: (migrationsFolder) => openPostgres(url, { max: 2, migrationsFolder }) };
}

const addAccount = (database: Database, username: string, fmId: number) =>
  database.db.execute(sql`insert into accounts (username, password_hash, role, nm, fm_id) values (${username}, 'x', 'STF', ${username}, ${fmId})`);

/** The schema just before the sequence: an existing database, or a backup an earlier version made. */
function migrationsBeforeSequence() {
  const all = knownMigrations();
  return migrationsUpTo(all[all.findIndex((m) => m.tag === '0023_staff_id_sequence') - 1]);
}

/**
 * A database at the schema before the sequence holding a staff id of 7000 given by the old rule; `upgrade`:
 * opened by this version (its migrations run) before the backup. Backed up, restored elsewhere: the
 * restored sequence's next id and the largest id restored.
 */
async function nextIdAfterRestore(name: string, upgrade: boolean) {
  const source = await newPlace(`${name}_source`);
  const file = path.join(work, `${name}.ndjson.gz`);
  const folder = migrationsBeforeSequence();
  let database = await source.open(folder);
  try {
    await addAccount(database, 'older', 7000);
    if (upgrade) {
      await database.close();
      database = await source.open();
    }
    await backupToFile(database, file);
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const target = await newPlace(`${name}_target`);
  await restoreBackup(file, target.target);
  const restored = await target.open();
  try {
    const [{ max }] = rowsOf<{ max: number }>(await restored.db.execute(sql`select max(fm_id)::int as max from accounts`));
    const [{ next }] = rowsOf<{ next: number }>(await restored.db.execute(sql`select nextval('staff_id_seq')::int as next`));
    return { max, next };
  } finally {
    await restored.close();
  }
}

describe('on an existing database and after a restore', () => {
  it('starts past the ids in use, and a backup made since keeps that place through a restore', async () => {
    expect(await nextIdAfterRestore('upgraded', true)).toEqual({ max: 7000, next: 7001 });
  }, 120_000);

  it('goes on past the ids of a backup made before the sequence existed', async () => {
    expect(await nextIdAfterRestore('older_backup', false)).toEqual({ max: 7000, next: 7001 });
  }, 120_000);
});
