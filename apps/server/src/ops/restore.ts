import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, rowsOf, type Database, type DbOrTx } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { readBackup, verifyBackup, type BackupManifest } from './backup-format.js';
import { storedColumns, tablesInLoadOrder } from './backup.js';
import { appliedMigration, knownMigrations, migrationsUpTo } from './schema-version.js';
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
 * row, then applies the migrations that came after. The embedded database folder is locked throughout;
 * with `force` its old database is kept aside. On PostgreSQL with `force` the old data is first backed up
 * into BACKUP_DIR, then dropped.
 */
export async function restoreBackup(file: string, target: RestoreTarget, opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const manifest = await verifyBackup(file);
  checkSchema(manifest);
  log(`Backup checked: ${manifest.createdAt}, schema ${manifest.migration.tag}, ${Object.values(manifest.counts).reduce((a, b) => a + b, 0)} rows.`);
  const migrations = migrationsUpTo(manifest.migration);
  try {
    return target.DATABASE_URL
      ? await restorePostgres(file, manifest, target, migrations, opts.force ?? false, log)
      : await restorePglite(file, manifest, target, migrations, opts.force ?? false, log);
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
  }
}

async function restorePglite(file: string, manifest: BackupManifest, target: RestoreTarget, migrations: string, force: boolean, log: (l: string) => void): Promise<RestoreResult> {
  const dataDir = target.DATA_DIR;
  const lock = lockDataDir(dataDir, 'restore');
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    let keptAt: string | undefined;
    if (fs.existsSync(pgdata)) {
      const current = await openPglite(dataDir, undefined, { lock, migrate: false });
      const holds = await holdsData(current.db).finally(() => current.close());
      if (holds && !force) throw refuseNonEmpty(`The embedded database in ${dataDir}`);
      if (holds) {
        keptAt = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(pgdata, keptAt);
        log(`The database it replaces is kept in ${keptAt}.`);
      } else {
        fs.rmSync(pgdata, { recursive: true, force: true });
      }
    }
    const atBackupVersion = await openPglite(dataDir, undefined, { lock, migrationsFolder: migrations });
    await loadRows(atBackupVersion, file, manifest).finally(() => atBackupVersion.close());
    const latest = await openPglite(dataDir, undefined, { lock });
    try {
      await queueUnsentMails(latest, target);
      return { manifest, counts: await countRows(latest.db), keptAt };
    } finally {
      await latest.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePostgres(
  file: string,
  manifest: BackupManifest,
  target: RestoreTarget,
  migrations: string,
  force: boolean,
  log: (l: string) => void,
): Promise<RestoreResult> {
  const url = target.DATABASE_URL!;
  const current = await openPostgres(url, { migrate: false });
  let keptAt: string | undefined;
  try {
    if (await holdsData(current.db)) {
      if (!force) throw refuseNonEmpty('The PostgreSQL database');
      keptAt = path.join(target.BACKUP_DIR, scheduledBackupName().replace('portal-backup-', 'portal-before-restore-'));
      log(`Backing up the data it replaces into ${keptAt} …`);
      await backupToFile(current, keptAt);
    }
    if (await appliedMigration(current.db)) await dropPortalSchema(current.db);
  } finally {
    await current.close();
  }
  const atBackupVersion = await openPostgres(url, { migrationsFolder: migrations, max: 1 });
  await loadRows(atBackupVersion, file, manifest).finally(() => atBackupVersion.close());
  const latest = await openPostgres(url, { max: 1 });
  try {
    await queueUnsentMails(latest, target);
    return { manifest, counts: await countRows(latest.db), keptAt };
  } finally {
    await latest.close();
  }
}

/** The job queue is not in a backup: mails still waiting to be sent get their sending job again. */
async function queueUnsentMails(database: Database, target: RestoreTarget) {
  const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from mail_outbox where status in ('queued', 'sending') order by id`)).map((r) => r.id);
  if (!ids.length) return;
  const mail = { retryLimit: target.MAIL_RETRY_LIMIT, retryDelaySeconds: target.MAIL_RETRY_DELAY_SECONDS, expireSeconds: target.MAIL_EXPIRE_SECONDS };
  const jobs = new JobQueue(database.jobDb, { pollSeconds: 60, maintenanceSeconds: 60, mail }, silentLog);
  await database.db.execute(sql`update mail_outbox set status = 'queued' where status = 'sending'`);
  await jobs.sendMailJobs(database.db, ids);
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
 * Loads every row of the backup into the freshly migrated database, in one transaction. Triggers that keep
 * copies (search columns and tables) are off while loading: the copies come from the backup as they were.
 */
async function loadRows(database: Database, file: string, manifest: BackupManifest) {
  await database.db.transaction(async (tx) => {
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
  });
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
