import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DbOrTx } from '../db/client.js';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupWriter, type BackupEnd, type BackupHeader } from './backup-format.js';
import { appliedMigration } from './schema-version.js';

/** Rows fetched at a time from a table's cursor (a student row with its photo is up to ~100 kB of JSON). */
const FETCH_ROWS = 200;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The portal's tables (schema public), parents before the tables that refer to them. */
export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  ).map((t) => t.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** A table's columns that hold data (generated columns are computed again on restore). */
export async function storedColumns(db: DbOrTx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`select attname as name from pg_attribute
      where attrelid = ${`public.${quote(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`),
  ).map((c) => c.name);
}

/**
 * Writes the whole database to `sink` as a backup (ops/backup-format.ts), from one consistent snapshot:
 * a read-only repeatable-read transaction on PostgreSQL (the portal keeps working meanwhile); on the
 * embedded database one transaction, during which other statements wait (it serves one at a time).
 * The job queue's own tables are not included: after a restore, unsent mails are queued again.
 */
export async function writeBackup(database: Pick<Database, 'db' | 'kind'>, sink: (text: string) => Promise<void>): Promise<BackupEnd> {
  const writer = new BackupWriter(sink);
  return database.db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      if (!migration) throw new Error('The database has no schema yet: there is nothing to back up.');
      const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), database: database.kind, migration };
      await writer.header(header);
      for (const table of await tablesInLoadOrder(tx)) {
        await writer.table(table, await storedColumns(tx, table));
        await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from public.${quote(table)} t`));
        for (;;) {
          const rows = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`)));
          for (const r of rows) await writer.row(r.j);
          if (rows.length < FETCH_ROWS) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
      }
      const sequences = rowsOf<{ name: string; value: string | null }>(
        await tx.execute(sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`),
      );
      for (const s of sequences) await writer.sequence(s.name, s.value);
      return writer.end();
    },
    database.kind === 'postgres' ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
  );
}
