/**
 * CPU time spent serving a run, for the benchmark's CPU-per-request figures: this process (the app, the
 * lean baseline, autocannon and PGlite all run here) plus, on PostgreSQL on this machine, the server
 * processes of the benchmark's database (read from /proc). Throughput on a shared machine swings with
 * what else runs; CPU milliseconds per request hardly do, so the ratio of those is the steadier figure.
 */
import fs from 'node:fs';
import type { Query } from './lean.js';

const TICK_MS = 10; // Linux clock ticks are 100 a second (USER_HZ).

/** CPU milliseconds used so far: this process under 0, each server process of the database under its pid. */
export type CpuSnapshot = Map<number, number>;

export async function cpuSnapshot(query: Query | null): Promise<CpuSnapshot> {
  const own = process.cpuUsage();
  const snapshot: CpuSnapshot = new Map([[0, (own.user + own.system) / 1000]]);
  if (!query) return snapshot;
  const { rows } = await query('select pid from pg_stat_activity where datname = current_database()', []);
  for (const { pid } of rows) {
    try {
      // Fields after the command's closing bracket: utime is the 12th, stime the 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      snapshot.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // A server on another machine, or a connection that just ended: not counted.
    }
  }
  return snapshot;
}

/** CPU milliseconds between two snapshots (a server process that started in between counts from zero). */
export const cpuBetween = (before: CpuSnapshot, after: CpuSnapshot) => [...after].reduce((ms, [pid, now]) => ms + now - (before.get(pid) ?? 0), 0);
