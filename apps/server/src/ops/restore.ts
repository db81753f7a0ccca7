import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, rowsOf, type DbOrTx, type Tx } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { txJobDb, type JobDb } from '../db/job-queue/executors.js';
import { installJobQueue } from '../db/job-queue/install.js';
import { readBackup, verifyBackup, type BackupManifest } from './backup-format.js';
import { storedColumns, tablesInLoadOrder } from './backup.js';
import { appliedMigration, knownMigrations, migrationsUpTo, type Migration } from './schema-version.js';
import { backupToFile, scheduledBackupName } from './backup-files.js';
import type { Config } from '../config.js';
import { JobQueue } from '../jobs/job-queue.js';

/** What a restore reads of the configuration: where the database is, and how unsent mails are queued again. */
export type RestoreTarget = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'BACKUP_DIR' | 'MAIL_RETRY_LIMIT' | 'MAIL_RETRY_DELAY_SECONDS' | 'MAIL_EXPIRE_SECONDS'>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table in the restored database (equal to the backup's). */
  counts: Record<string, number>;
  /** Where the data the restore replaced was kept (with --force on a database that held data). */
  keptAt?: string;
}

/** Rows in a batch of one insert (or fewer when the batch's JSON passes BATCH_BYTES). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Whether the database holds the portal's data (any account: a fresh one has its reference data only). */
export async function holdsData(db: DbOrTx): Promise<boolean> {
  const [t] = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('public.accounts')::text as t`));
  if (!t?.t) return false;
  const [row] = rowsOf<{ any: boolean }>(await db.execute(sql`select exists (select 1 from accounts) as "any"`));
  return row.any;
}

/** Refuses a backup whose schema this portal does not know (written by a newer version). */
function checkSchema(manifest: BackupManifest) {
  const known = knownMigrations();
  const last = known[known.length - 1];
  if (manifest.migration.when > last.when) {
    throw new Error(
      `The backup comes from a newer version of the portal (schema ${manifest.migration.tag}; this portal knows up to ${last.tag}). Restore it with that version or a later one. Nothing was restored.`,
    );
  }
  if (!known.some((m) => m.when === manifest.migration.when)) {
    throw new Error(`The backup's schema (${manifest.migration.tag}) is not one of this portal's migrations. Nothing was restored.`);
  }
}

const refuseNonEmpty = (where: string) =>
  new Error(`${where} already holds the portal's data. A restore replaces all of it: run again with --force to do so. Nothing was restored.`);

/**
 * Restores a backup file into the configured database: checks the whole file first, refuses a target
 * that holds data unless `force`, migrates the empty target to the backup's schema version, loads every
 * row, then applies the migrations that came after. A restore that stops (refused, failed or killed) leaves
 * the target as it was:
 * - embedded database: the folder is locked throughout; the old database is moved aside (kept with
 *   `force`) and put back when the restore fails; a folder the restore had to create is removed again.
 * - PostgreSQL: with `force` the old data is first backed up into BACKUP_DIR; then the old schema is dropped
 *   and the new one built and loaded in one transaction, so until it commits the old rows stay in place.
 */
export async function restoreBackup(file: string, target: RestoreTarget, opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const manifest = await verifyBackup(file);
  checkSchema(manifest);
  log(`Backup checked: ${manifest.createdAt}, schema ${manifest.migration.tag}, ${Object.values(manifest.counts).reduce((a, b) => a + b, 0)} rows.`);
  return target.DATABASE_URL
    ? restorePostgres(file, manifest, target, opts.force ?? false, log)
    : restorePglite(file, manifest, target, opts.force ?? false, log);
}

async function restorePglite(file: string, manifest: BackupManifest, target: RestoreTarget, force: boolean, log: (l: string) => void): Promise<RestoreResult> {
  const dataDir = target.DATA_DIR;
  const folderExisted = fs.existsSync(dataDir);
  const lock = lockDataDir(dataDir, 'restore');
  const pgdata = path.join(dataDir, 'pgdata');
  let asideAt: string | undefined;
  let holds = false;
  // From the moment a new database is being made in pgdata, a failure removes it (and puts the old one back).
  let making = false;
  let done = false;
  const migrations = migrationsUpTo(manifest.migration);
  try {
    if (fs.existsSync(pgdata)) {
      const current = await openPglite(dataDir, undefined, { lock, migrate: false });
      holds = await holdsData(current.db).finally(() => current.close());
      if (holds && !force) throw refuseNonEmpty(`The embedded database in ${dataDir}`);
      // Moved aside rather than removed: kept when it held data, and put back if the restore fails.
      asideAt = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(pgdata, asideAt);
      if (holds) log(`The database it replaces is kept in ${asideAt}.`);
    }
    making = true;
    const atBackupVersion = await openPglite(dataDir, undefined, { lock, migrationsFolder: migrations });
    await atBackupVersion.db.transaction((tx) => loadRows(tx, file, manifest)).finally(() => atBackupVersion.close());
    const latest = await openPglite(dataDir, undefined, { lock });
    let counts: Record<string, number>;
    try {
      await latest.db.transaction((tx) => queueUnsentMails(tx, latest.jobDb, target));
      counts = await countRows(latest.db);
    } finally {
      await latest.close();
    }
    done = true;
    if (asideAt && !holds) fs.rmSync(asideAt, { recursive: true, force: true });
    return { manifest, counts, keptAt: holds ? asideAt : undefined };
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
    if (!done && making) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (asideAt) fs.renameSync(asideAt, pgdata);
    }
    lock.release();
    if (!done && !folderExisted) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function restorePostgres(file: string, manifest: BackupManifest, target: RestoreTarget, force: boolean, log: (l: string) => void): Promise<RestoreResult> {
  const database = await openPostgres(target.DATABASE_URL!, { migrate: false, max: 1 });
  try {
    let keptAt: string | undefined;
    if (await holdsData(database.db)) {
      if (!force) throw refuseNonEmpty('The PostgreSQL database');
      keptAt = path.join(target.BACKUP_DIR, scheduledBackupName().replace('portal-backup-', 'portal-before-restore-'));
      log(`Backing up the data it replaces into ${keptAt} …`);
      await backupToFile(database, keptAt);
    }
    log('Replacing the database in one transaction …');
    await database.db.transaction(async (tx) => {
      // Only a database the portal has migrated is cleared: one without its schema is left as it is.
      if (await appliedMigration(tx)) await dropPortalSchema(tx);
      await migrateWithin(tx, manifest.migration);
      await loadRows(tx, file, manifest);
      await migrateWithin(tx);
      const jobDb = withinTransaction(tx);
      await installJobQueue(jobDb);
      await queueUnsentMails(tx, jobDb, target);
    });
    return { manifest, counts: await countRows(database.db), keptAt };
  } finally {
    await database.close();
  }
}

/**
 * Applies the portal's migrations (those up to `upTo`, or all) inside the transaction `tx`, recording each as
 * drizzle's migrator does (drizzle.__drizzle_migrations: its hash and time), so the portal's start finds them
 * applied. drizzle's own migrator opens a transaction of its own, which cannot nest inside the restore's.
 */
async function migrateWithin(tx: Tx, upTo?: Migration) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const [last] = rowsOf<{ when: string | null }>(await tx.execute(sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`));
  const applied = Number(last?.when ?? 0);
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    if (migration.folderMillis <= applied || (upTo && migration.folderMillis > upTo.when)) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
  }
}

/** pg-boss's own `BEGIN; …; COMMIT;` texts, which must not end the restore's transaction. */
const WRAPPED_IN_TRANSACTION = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * The job queue's executor inside the restore's transaction: pg-boss installs its schema with commands
 * wrapped in a transaction of their own, which run here without their BEGIN and COMMIT. Their SET LOCAL
 * timeouts are undone after each, so they do not bound the rest of the restore.
 */
function withinTransaction(tx: Tx): JobDb {
  const inTx = txJobDb(tx);
  return {
    async executeSql(text, values = []) {
      const wrapped = values.length === 0 ? WRAPPED_IN_TRANSACTION.exec(text) : null;
      if (wrapped) {
        const result = await tx.execute(sql.raw(wrapped[1]));
        await tx.execute(sql.raw('set local lock_timeout to default; set local idle_in_transaction_session_timeout to default'));
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: rowsOf(last) };
      }
      return inTx.executeSql(text, values);
    },
  };
}

/** The job queue is not in a backup: mails still waiting to be sent get their sending job again. */
async function queueUnsentMails(tx: Tx, jobDb: JobDb, target: RestoreTarget) {
  const ids = rowsOf<{ id: number }>(await tx.execute(sql`select id from mail_outbox where status in ('queued', 'sending') order by id`)).map((r) => r.id);
  if (!ids.length) return;
  const mail = { retryLimit: target.MAIL_RETRY_LIMIT, retryDelaySeconds: target.MAIL_RETRY_DELAY_SECONDS, expireSeconds: target.MAIL_EXPIRE_SECONDS };
  const jobs = new JobQueue(jobDb, { pollSeconds: 60, maintenanceSeconds: 60, mail }, silentLog);
  await tx.execute(sql`update mail_outbox set status = 'queued' where status = 'sending'`);
  await jobs.sendMailJobs(tx, ids);
}

const silentLog = { error: () => {} } as unknown as ConstructorParameters<typeof JobQueue>[2];

/** Drops the portal's tables, sequences, functions and its migration and job-queue schemas (not extensions). */
async function dropPortalSchema(db: DbOrTx) {
  await db.execute(sql.raw(`
    drop schema if exists drizzle cascade;
    drop schema if exists pgboss cascade;
    do $$ declare r record; begin
      for r in select tablename from pg_tables where schemaname = 'public' loop
        execute format('drop table if exists public.%I cascade', r.tablename);
      end loop;
      for r in select sequencename from pg_sequences where schemaname = 'public' loop
        execute format('drop sequence if exists public.%I cascade', r.sequencename);
      end loop;
      for r in select p.oid::regprocedure as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
        execute format('drop function if exists %s cascade', r.f);
      end loop;
    end $$;`));
}

/**
 * Loads every row of the backup into the freshly migrated database, within the caller's transaction `tx`.
 * Triggers that keep copies (search columns and tables) are off while loading: the copies come from the
 * backup as they were.
 */
async function loadRows(tx: Tx, file: string, manifest: BackupManifest) {
  const tables = await tablesInLoadOrder(tx);
  await tx.execute(sql.raw(`truncate ${tables.map((t) => `public.${quote(t)}`).join(', ')} restart identity cascade`));
  let table: string | null = null;
  let columnList = '';
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (!table || !batch.length) return;
    const json = `[${batch.join(',')}]`;
    batch = [];
    bytes = 0;
    await tx.execute(
      sql`${sql.raw(`insert into public.${quote(table)} (${columnList}) overriding system value select ${columnList} from json_populate_recordset(null::public.${quote(table)}, `)}${json}::json)`,
    );
  };
  const finishTable = async () => {
    await flush();
    if (table) await tx.execute(sql.raw(`alter table public.${quote(table)} enable trigger user`));
  };
  for await (const record of readBackup(file)) {
    if (record.kind === 'T') {
      await finishTable();
      if (!tables.includes(record.name)) throw new Error(`The backup has a table ${record.name} that this schema lacks. Nothing was restored.`);
      const have = new Set(await storedColumns(tx, record.name));
      const missing = record.columns.filter((c) => !have.has(c));
      if (missing.length) throw new Error(`Table ${record.name} lacks the backup's columns ${missing.join(', ')}. Nothing was restored.`);
      table = record.name;
      columnList = record.columns.map(quote).join(', ');
      await tx.execute(sql.raw(`alter table public.${quote(table)} disable trigger user`));
    } else if (record.kind === 'R') {
      batch.push(record.json);
      bytes += record.json.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    } else if (record.kind === 'Q') {
      await finishTable();
      table = null;
      if (record.value !== null) await tx.execute(sql`select setval(${`public.${quote(record.name)}`}::regclass, ${record.value}::bigint, true)`);
    }
  }
  await finishTable();
  const counts = await countRows(tx);
  for (const [name, n] of Object.entries(manifest.counts)) {
    if (counts[name] !== n) throw new Error(`Table ${name} has ${counts[name]} rows after loading where the backup holds ${n}. Nothing was restored.`);
  }
}

/** Rows per table of the portal (schema public). */
export async function countRows(db: DbOrTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await tablesInLoadOrder(db)) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from public.${quote(t)}`)));
    counts[t] = row.n;
  }
  return counts;
}
