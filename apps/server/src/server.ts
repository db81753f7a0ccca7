import closeWithGrace from 'close-with-grace';
import { configFromEnv, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { ensureReferenceData } from './db/reference-data.js';
import { seedDemoIfEmpty } from './seed/index.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { buildApp } from './app.js';
import { stopServingSoon } from './plugins/lifecycle.js';

/**
 * Starts the portal: configuration, database (the embedded database's folder locked for this process) and
 * migrations, demo data when empty, then listen. Stops gracefully on SIGTERM or SIGINT.
 */
async function main() {
  let config: Config;
  let database: Database;
  try {
    config = configFromEnv();
    database = await openDatabase(config);
  } catch (err) {
    // A bad setting, or the data folder held by another process: say so and open nothing.
    if (!(err instanceof DataDirBusyError) && !(err as Error).message.startsWith('Invalid configuration')) throw err;
    console.error((err as Error).message);
    process.exit(1);
  }
  await ensureReferenceData(database.db);
  const app = await buildApp({ config, database });
  const seedDemo = config.SEED_DEMO === 'yes' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  if (seedDemo) await seedDemoIfEmpty(database.db, app.log);

  // Shutdown: /api/ready answers 503 at once, and for SHUTDOWN_DELAY_SECONDS the server still listens and
  // answers everything (balancers see the 503 and stop sending meanwhile). Then the server stops accepting
  // connections; requests in flight finish and the job workers finish their current job (app.close()); then
  // the database closes and the data folder's lock goes. Past the delay and SHUTDOWN_GRACE_SECONDS the
  // process stops anyway (exit code 1). After an unexpected error there is no delay.
  closeWithGrace(
    {
      delay: (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_GRACE_SECONDS) * 1000,
      logger: { error: (m: unknown) => app.log.error(m) },
      skip: ['beforeExit'],
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an unexpected error');
      else {
        app.log.info({ signal, delaySeconds: config.SHUTDOWN_DELAY_SECONDS }, 'shutting down: readiness says 503, still serving during the delay');
        await stopServingSoon(app, config.SHUTDOWN_DELAY_SECONDS);
        app.log.info({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down: no new connections, finishing the requests in flight');
      }
      await app.close();
      await database.close();
      app.log.info('stopped');
    },
  );

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`portal listening at ${shown}`);
  console.log(`\n  Student Services Portal is running at ${shown}\n`);
}

void main();
