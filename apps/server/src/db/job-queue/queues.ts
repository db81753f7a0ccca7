/** The portal's job queues (pg-boss). */
export const QUEUE = {
  /** One mail of the outbox: `{ mailId }`. */
  MAIL: 'send-mail',
  /** The daily digest of every staff account that asked for it (scheduled). */
  DIGEST: 'staff-digest',
  /** A scheduled backup of the database into BACKUP_DIR (ops/backup-job.ts). */
  BACKUP: 'backup',
} as const;

export const QUEUE_NAMES = Object.values(QUEUE);
