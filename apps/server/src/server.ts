import { configFromEnv, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureReferenceData } from './db/reference-data.js';
import { seedDemoIfEmpty } from './db/seed/index.js';
import { buildApp } from './app.js';

/** Starts the portal: configuration, database and migrations, demo data when empty, then listen. */
async function main() {
  let config: Config;
  try {
    config = configFromEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = await openDatabase(config);
  await ensureReferenceData(database.db);
  const app = await buildApp({ config, database });
  const seedDemo = config.SEED_DEMO === 'yes' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  if (seedDemo) await seedDemoIfEmpty(database.db, app.log);

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`portal listening at ${shown}`);
  console.log(`\n  Student Services Portal is running at ${shown}\n`);
}

void main();
