import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type DbOrTx } from '../db/client.js';

/** A migration of `drizzle/meta/_journal.json`: `when` is what the migrator records as applied. */
export interface Migration {
  tag: string;
  when: number;
}

/** The migrations this portal knows, oldest first. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Migration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration applied to the database (its schema version), or null when it has none. */
export async function appliedMigration(db: DbOrTx): Promise<Migration | null> {
  const exists = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`));
  if (!exists[0]?.t) return null;
  const [last] = rowsOf<{ when: string }>(await db.execute(sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`));
  if (!last) return null;
  const when = Number(last.when);
  return { tag: knownMigrations().find((m) => m.when === when)?.tag ?? `unknown (${when})`, when };
}

/** Whether every migration this portal knows is applied. */
export async function isFullyMigrated(db: DbOrTx): Promise<boolean> {
  const applied = await appliedMigration(db);
  const all = knownMigrations();
  return applied !== null && applied.when === all[all.length - 1].when;
}

/**
 * A temporary migrations folder holding only the migrations up to `upTo` (a restore migrates an empty
 * database to the backup's own schema, loads the rows, then applies the rest). The caller removes it.
 */
export function migrationsUpTo(upTo: Migration): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: Migration[] };
  const entries = journal.entries.filter((m) => m.when <= upTo.when);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const m of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${m.tag}.sql`), path.join(dir, `${m.tag}.sql`));
  return dir;
}
