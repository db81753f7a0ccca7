import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';

export const TEMPLATE_DB = 'portal_test_template';

/**
 * Once per run: a migrated database with reference data, which every test file copies.
 * PGlite: a snapshot file (restoring is ~0.4 s). PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DB} with (force)`);
    await adminQuery(url, `create database ${TEMPLATE_DB}`);
    const database = await openPostgres(withDatabase(url, TEMPLATE_DB), { max: 1 });
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('templateDatabaseUrl', url);
    return;
  }
  const database = await openPglite(null);
  await ensureReferenceData(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `portal-test-snapshot-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('snapshotFile', file);
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotFile: string;
    templateDatabaseUrl: string;
  }
}
