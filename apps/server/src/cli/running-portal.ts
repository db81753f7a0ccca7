import type { Config } from '../config.js';
import { DataDirBusyError, liveOwnerOf } from '../db/data-dir-lock.js';

/** The portal that holds the embedded database folder, reached at its local control address. */
export interface RunningPortal {
  pid: number;
  base: string;
  token: string;
}

/**
 * The running portal that holds `DATA_DIR`, when there is one: the command line then hands it its command
 * instead of opening the folder. Null when the folder is free or the database is a PostgreSQL server.
 * Throws `DataDirBusyError` when another command holds the folder, or the portal is still starting.
 */
export function runningPortal(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): RunningPortal | null {
  if (config.DATABASE_URL) return null;
  const owner = liveOwnerOf(config.DATA_DIR);
  if (!owner) return null;
  if (owner.command !== 'portal' || !owner.port || !owner.controlToken) throw new DataDirBusyError(config.DATA_DIR, owner);
  const host = !owner.host || owner.host === '0.0.0.0' || owner.host === '::' ? '127.0.0.1' : owner.host;
  return { pid: owner.pid, base: `http://${host.includes(':') ? `[${host}]` : host}:${owner.port}`, token: owner.controlToken };
}

/** A local control call to the running portal (`/ops/…`), authenticated by the token in the folder's lock file. */
export async function callPortal(portal: RunningPortal, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const res = await fetch(`${portal.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${portal.token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const text = await res.text();
    let msg = text;
    try {
      msg = (JSON.parse(text) as { msg?: string }).msg ?? text;
    } catch {
      /* not JSON */
    }
    throw new Error(`The running portal (process ${portal.pid}) refused: ${msg}`);
  }
  return res;
}
