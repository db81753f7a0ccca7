import PgBoss from 'pg-boss';
import type { JobDb } from './executors.js';
import { QUEUE_NAMES } from './queues.js';

/**
 * Creates (or upgrades) pg-boss's tables in the `pgboss` schema and the portal's queues. Runs with the
 * migrations, so every database — and the test snapshot — can take jobs inside its transactions even when
 * no worker runs in this process. pg-boss takes an advisory lock, so instances starting together are safe.
 */
export async function installJobQueue(db: JobDb) {
  const boss = new PgBoss({ db, migrate: true, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  for (const name of QUEUE_NAMES) await boss.createQueue(name, { name, policy: 'standard' });
  await boss.stop({ graceful: false, close: false, wait: true });
}
