/**
 * How the benchmark measures one call (autocannon, with the CPU it cost) and two calls side by side in
 * turns, shared by the lists (bench/run.ts) and the scale mode (bench/scale.ts).
 */
import autocannon from 'autocannon';
import { cpuBetween, cpuSnapshot } from './cpu.js';
import type { Query } from './lean.js';
import type { Target } from './targets.js';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Length of one turn when two calls are measured side by side (`sideBySide`). */
export const SLICE_S = Number(process.env.BENCH_SLICE_SECONDS ?? 2);

export type Run = autocannon.Result & { cpuMs: number };

/** One server to call: its base URL, how to get a bearer token there, and its database (for the CPU figures). */
export interface Server {
  base: string;
  tokenFor(username: string): Promise<string>;
  /** The server's PostgreSQL (its processes' CPU counts), or null (PGlite runs in this process). */
  pg: Query | null;
}

/** Logs in once per username at `login` (an app's inject) and keeps the token. */
export function tokenCache(login: (username: string) => Promise<{ statusCode: number; body: string; json(): { token: string } }>) {
  const tokens = new Map<string, string>();
  return async (username: string) => {
    if (!tokens.has(username)) {
      const res = await login(username);
      if (res.statusCode !== 200) throw new Error(`cannot log in as ${username}: ${res.body}`);
      tokens.set(username, res.json().token);
    }
    return tokens.get(username)!;
  };
}

/** `t` called on `server` for `seconds` with CONNECTIONS connections, and the CPU it cost. */
export async function once(server: Server, t: Target, seconds: number): Promise<Run> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (t.as) headers.authorization = `Bearer ${await server.tokenFor(t.as)}`;
  const before = await cpuSnapshot(server.pg);
  const result = await autocannon({
    url: `${server.base}${t.path}`,
    method: t.method,
    headers,
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { ...result, cpuMs: cpuBetween(before, await cpuSnapshot(server.pg)) };
}

/**
 * Two calls measured side by side: SLICE_S seconds of each in turn, about DURATION_S seconds of each in
 * all, so that both see the same load on a shared machine (a run of each one after the other could meet
 * two different loads).
 */
export async function sideBySide(a: [Server, Target], b: [Server, Target]) {
  const runs: [Run[], Run[]] = [[], []];
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S / SLICE_S)); i++) {
    runs[0].push(await once(a[0], a[1], SLICE_S));
    runs[1].push(await once(b[0], b[1], SLICE_S));
  }
  return runs.map(merged) as [Figures, Figures];
}

export type Figures = ReturnType<typeof merged>;

/** Runs of one call as one figure: requests a second and CPU a request over all of them; the median p50 and the worst p99. */
export function merged(results: Run[]) {
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const p50s = results.map((r) => r.latency.p50).sort((x, y) => x - y);
  return {
    rps: total / seconds,
    cpuPerRequest: results.reduce((n, r) => n + r.cpuMs, 0) / total,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
}
