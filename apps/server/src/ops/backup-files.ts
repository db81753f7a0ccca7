import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { Writable } from 'node:stream';
import type { Database } from '../db/client.js';
import { writeBackup } from './backup.js';
import { verifyBackup, type BackupManifest } from './backup-format.js';

/**
 * Writes `file` through a temporary name in the same folder and renames it only once it is whole and
 * checked: a backup killed halfway leaves at most a `.partial` file, never one that looks complete.
 */
export async function writeBackupFile(file: string, fill: (out: Writable) => Promise<void>): Promise<BackupManifest> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`);
  const out = fs.createWriteStream(temp, { mode: 0o600 });
  try {
    await fill(out);
    if (!out.closed) await once(out, 'close');
    // On disk before it takes the final name.
    const fd = fs.openSync(temp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const manifest = await verifyBackup(temp);
    fs.renameSync(temp, target);
    return manifest;
  } catch (err) {
    out.destroy();
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

/** A backup of `database` into `file` (compressed as it is written). */
export function backupToFile(database: Pick<Database, 'db' | 'kind'>, file: string): Promise<BackupManifest> {
  return writeBackupFile(file, async (out) => {
    const gzip = zlib.createGzip();
    gzip.pipe(out);
    try {
      await writeBackup(database, async (text) => {
        if (!gzip.write(text)) await once(gzip, 'drain');
      });
    } catch (err) {
      gzip.destroy();
      out.destroy();
      throw err;
    }
    gzip.end();
  });
}

const SCHEDULED = /^portal-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.ndjson\.gz$/;

/** The file name of a scheduled backup taken at `at` (UTC, to the millisecond: names sort by time). */
export function scheduledBackupName(at = new Date()): string {
  return `portal-backup-${at.toISOString().replace(/[:.]/g, '-')}.ndjson.gz`;
}

/** The scheduled backups in `dir`, newest first. */
export function scheduledBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => SCHEDULED.test(f))
    .sort()
    .reverse()
    .map((f) => path.join(dir, f));
}

/** Removes the scheduled backups in `dir` beyond the newest `keep` (answered: the removed files). */
export function pruneScheduledBackups(dir: string, keep: number): string[] {
  const old = scheduledBackups(dir).slice(keep);
  for (const f of old) fs.rmSync(f, { force: true });
  return old;
}
