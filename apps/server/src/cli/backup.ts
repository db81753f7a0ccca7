/**
 * A backup of the configured database into one file:
 *   npm run backup -- [--out FILE]      (default: a new file in BACKUP_DIR)
 * The embedded database: through the running portal when one holds the folder, else opened here.
 * A PostgreSQL server: read here, in one consistent snapshot, while the portal keeps working.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/client.js';
import { backupToFile, scheduledBackupName, writeBackupFile } from '../ops/backup-files.js';
import type { BackupManifest } from '../ops/backup-format.js';
import { callPortal, runningPortal } from './running-portal.js';
import { printManifest } from './print-manifest.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

async function main() {
  const config = configFromEnv();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? path.join(config.BACKUP_DIR, scheduledBackupName()));
  const started = Date.now();
  const portal = runningPortal(config);
  let manifest: BackupManifest;
  if (portal) {
    console.log(`The portal (process ${portal.pid}) holds the data folder: the backup is taken through it.`);
    manifest = await writeBackupFile(file, async (out) => {
      const res = await callPortal(portal, '/ops/backup');
      await pipeline(Readable.fromWeb(res.body as never), out);
    });
  } else {
    const database = await openDatabase(config, { command: 'backup', migrate: false });
    try {
      manifest = await backupToFile(database, file);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  printManifest(manifest);
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
