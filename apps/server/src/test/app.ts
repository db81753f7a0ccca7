import fs from 'node:fs';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { SessionUser } from '@portal/domain';
import { buildApp, type App } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import type { Adapters } from '../adapters/index.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from './global-setup.js';

export interface TestApp {
  app: App;
  db: Database['db'];
  /** The database itself (e.g. for a second app over it: two instances). */
  database: Database;
  config: Config;
  /** A bearer header for a user made by the factories. */
  auth(user: SessionUser): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Leave the app in its starting state (as before it listens), for the readiness check's tests. */
  starting?: boolean;
  config?: Partial<Config>;
  adapters?: Partial<Adapters>;
  /** The app's own logger (lib/logger.ts) writes every line here; give `LOG_LEVEL` too (tests default to silent). */
  logStream?: { write(line: string): void };
}

/** A fresh database (copied from the run's migrated snapshot or template) and the whole app over it. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const config = testConfig(opts.config);
  const app = await buildApp({ config, database, logger: opts.logStream ? undefined : false, logStream: opts.logStream, adapters: opts.adapters });
  await app.ready();
  // Tests speak to the app through inject, which never listens: it stands for an instance that serves.
  if (!opts.starting) app.lifecycle.state = 'ready';
  return {
    app,
    db: database.db,
    database,
    config,
    auth: async (user) => ({ authorization: `Bearer ${await app.tokens.sign(user)}` }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = inject('templateDatabaseUrl');
  if (url) {
    const name = `portal_t_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${TEMPLATE_DB}`);
    const database = await openPostgres(withDatabase(url, name), { migrate: false, max: 4 });
    return { database, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
  }
  const snapshot = new Blob([fs.readFileSync(inject('snapshotFile'))]);
  return { database: await openPglite(null, snapshot), drop: async () => {} };
}
