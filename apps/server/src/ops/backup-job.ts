import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { backupToFile, pruneScheduledBackups, scheduledBackupName } from './backup-files.js';

/**
 * When scheduled backups run (cron, UTC), or null for none: `BACKUP_CRON` when set (`off` for none);
 * otherwise daily at 02:00 on the embedded database, and none on a PostgreSQL server, whose operators
 * usually back it up with its own tools (the portal's `npm run backup` works there too).
 */
export function backupCron(config: Pick<Config, 'BACKUP_CRON'>, kind: 'pglite' | 'postgres'): string | null {
  if (config.BACKUP_CRON === 'off') return null;
  return config.BACKUP_CRON ?? (kind === 'pglite' ? '0 2 * * *' : null);
}

/**
 * One scheduled backup (the `backup` job): a new file in BACKUP_DIR, then the oldest beyond BACKUP_KEEP
 * removed. A failure is logged and counted in the metrics, and keeps every earlier backup.
 */
export async function runScheduledBackup(app: FastifyInstance): Promise<string> {
  const file = path.join(app.config.BACKUP_DIR, scheduledBackupName());
  try {
    const manifest = await backupToFile({ db: app.db, kind: app.dbKind }, file);
    const removed = pruneScheduledBackups(app.config.BACKUP_DIR, app.config.BACKUP_KEEP);
    app.metrics?.backupLastSuccess.set(Date.now() / 1000);
    app.log.info({ file, bytes: manifest.bytes, removed: removed.length }, 'scheduled backup written');
    return file;
  } catch (err) {
    app.metrics?.backupFailures.inc();
    app.log.error({ err, file }, 'scheduled backup failed');
    throw err;
  }
}
