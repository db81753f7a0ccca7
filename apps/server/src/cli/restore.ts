/**
 * Restores a backup file into the configured database (DATA_DIR or DATABASE_URL):
 *   npm run restore -- --in FILE [--force]   (--force: replace a database that holds data)
 *   npm run restore -- --in FILE --check     (check the file and print its manifest; changes nothing)
 * The portal must be stopped first on the embedded database (the restore takes the folder's lock).
 * A refused restore changes nothing: not even the data folder is created.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '../config.js';
import { verifyBackup } from '../ops/backup-format.js';
import { restoreBackup } from '../ops/restore.js';
import { printManifest } from './print-manifest.js';

/** Stands in for the token secret, which a restore never uses. */
const UNUSED_SECRET = 'not-used-by-a-restore-not-used-by-a-restore';

const { values } = parseArgs({ options: { in: { type: 'string' }, force: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } } });

async function main() {
  if (!values.in) throw new Error('--in FILE is required (a file written by npm run backup)');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.in);
  if (values.check) {
    const manifest = await verifyBackup(file);
    console.log(`${file} is a whole backup (checksum and row counts verified):`);
    printManifest(manifest);
    return;
  }
  loadEnvFile();
  // A restore signs nothing, so it does not need the token secret. Without TOKEN_SECRET the configuration
  // would make one and write it into DATA_DIR (creating the folder) before the backup is even checked; the
  // portal makes it at its first start instead.
  const config = loadConfig({ ...process.env, TOKEN_SECRET: process.env.TOKEN_SECRET || UNUSED_SECRET });
  const started = Date.now();
  const result = await restoreBackup(file, config, { force: values.force, log: (line) => console.log(line) });
  console.log(`Restored into ${config.DATABASE_URL ? 'the PostgreSQL database' : config.DATA_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s; rows now:`);
  printManifest(result.manifest, result.counts);
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
