import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { backupCron, runScheduledBackup } from './backup-job.js';
import { scheduledBackups } from './backup-files.js';
import { verifyBackup } from './backup-format.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-job-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('scheduled backups', () => {
  it('runs daily at 02:00 on the embedded database, not on PostgreSQL unless set, never when off', () => {
    expect(backupCron({ BACKUP_CRON: undefined }, 'pglite')).toBe('0 2 * * *');
    expect(backupCron({ BACKUP_CRON: undefined }, 'postgres')).toBeNull();
    expect(backupCron({ BACKUP_CRON: '30 1 * * 0' }, 'postgres')).toBe('30 1 * * 0');
    expect(backupCron({ BACKUP_CRON: 'off' }, 'pglite')).toBeNull();
  });

  it('writes a whole backup into BACKUP_DIR, keeps the newest BACKUP_KEEP, and records the time in the metrics', async () => {
    const dir = path.join(work, 'kept');
    const t = await createTestApp({ config: { BACKUP_DIR: dir, BACKUP_KEEP: 2 } });
    try {
      const written: string[] = [];
      for (let i = 0; i < 3; i++) {
        written.push(await runScheduledBackup(t.app));
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(scheduledBackups(dir)).toEqual([written[2], written[1]]);
      expect((await verifyBackup(written[2])).counts.departments).toBeGreaterThan(0);
      const [last] = (await t.app.metrics.backupLastSuccess.get()).values;
      expect(Date.now() / 1000 - last.value).toBeLessThan(60);
    } finally {
      await t.close();
    }
  });

  it('a failed backup throws, is counted, and leaves no partial file', async () => {
    const notADir = path.join(work, 'a-file');
    fs.writeFileSync(notADir, 'x');
    const t = await createTestApp({ config: { BACKUP_DIR: notADir } });
    try {
      await expect(runScheduledBackup(t.app)).rejects.toThrow();
      const [failures] = (await t.app.metrics.backupFailures.get()).values;
      expect(failures.value).toBe(1);
      expect(fs.readdirSync(work).filter((f) => f.includes('partial'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
