/**
 * The scale mode (`BENCH_ONLY=scale`): the same app over two PostgreSQL databases, the benchmark set (1×,
 * `BENCH_SCALE_1X`) and ten times it (10×, `BENCH_SCALE_10X`), each on a loopback port of its own, and every
 * staff list's first page, name search and page 200 (SCALE_TARGETS) measured on both side by side in
 * alternating turns. Prints 10× ÷ 1× in requests a second and in CPU a request; the target is ≥ 0.8 for each.
 *
 *   DATABASE_URL=postgres://…/portal_1x  npm run seed -- --students 50000  --requests 100000
 *   DATABASE_URL=postgres://…/portal_10x npm run seed -- --students 500000 --requests 1000000
 *   BENCH_ONLY=scale BENCH_SCALE_1X=postgres://…/portal_1x BENCH_SCALE_10X=postgres://…/portal_10x npm run bench
 *
 * The sizes are read from the databases and printed, so a run on other sizes (say 5×) says so.
 */
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { CONNECTIONS, DURATION_S, once, type Server, SLICE_S, sideBySide, tokenCache } from './measure.js';
import { SCALE_TARGETS } from './targets.js';

const TARGET_RATIO = 0.8;

export async function runScale(config: Config) {
  const urls = [process.env.BENCH_SCALE_1X, process.env.BENCH_SCALE_10X];
  if (!urls[0] || !urls[1]) throw new Error('The scale mode needs BENCH_SCALE_1X and BENCH_SCALE_10X (postgres://… of the two seeded databases).');
  const sides = await Promise.all(urls.map((url) => openSide(config, url!)));
  try {
    const [small, large] = sides;
    console.log(
      `scale mode: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${CONNECTIONS} connections, ${DURATION_S} s of each call in turns of ${SLICE_S} s`,
    );
    for (const side of sides) console.log(`  ${side.label}: ${side.size}`);
    const match = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH, 'i') : null;
    const targets = SCALE_TARGETS.filter((t) => !match || match.test(t.name));
    // One short pass over every call on both first: plans, prepared statements and caches as in steady use.
    for (const t of targets) for (const side of sides) await once(side.server, t, 1);

    const cols = ['1× req/s', '1× p99', '10× req/s', '10× p99', 'ratio', '1× CPU/r', '10× CPU/r', 'CPU ratio'];
    console.log(`\n${'call'.padEnd(44)} ${cols.map((c) => c.padStart(9)).join(' ')}`);
    console.log(`(ratio: 10× ÷ 1× in requests a second, measured side by side; CPU/r: CPU ms a request, this process and the database's server processes;`);
    console.log(` CPU ratio: 1× ÷ 10× CPU a request, the throughput ratio on an idle machine; target ≥ ${TARGET_RATIO})`);
    let below = 0;
    for (const t of targets) {
      const [a, b] = await sideBySide([small.server, t], [large.server, t]);
      const ratio = b.rps / a.rps;
      const cpuRatio = a.cpuPerRequest / b.cpuPerRequest;
      if (Math.max(ratio, cpuRatio) < TARGET_RATIO) below++;
      const errors = a.non2xx + b.non2xx ? ` (${a.non2xx + b.non2xx} non-2xx!)` : '';
      const cells = [
        a.rps.toFixed(0),
        `${a.p99}`,
        b.rps.toFixed(0),
        `${b.p99}`,
        ratio.toFixed(2),
        a.cpuPerRequest.toFixed(2),
        b.cpuPerRequest.toFixed(2),
        cpuRatio.toFixed(2),
      ];
      console.log(`${t.name.padEnd(44)} ${cells.map((c) => c.padStart(9)).join(' ')}${errors}`);
    }
    console.log(
      `\nload average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; ${below ? `${below} call(s) below ${TARGET_RATIO} in both ratios` : `every call at ≥ ${TARGET_RATIO} in one ratio or both`}`,
    );
  } finally {
    for (const side of sides) await side.close();
  }
}

/** One database: the app over it on a loopback port, its server processes for the CPU figures, and its size. */
async function openSide(config: Config, url: string) {
  const database = await openPostgres(url, { max: 10 });
  const app = await buildApp({ config: { ...config, DATABASE_URL: url }, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const query = (text: string, params: unknown[]) => pool.query(text, params);
  const { rows } = await pool.query(
    `select (select count(*) from students) as students, (select count(*) from card_requests) + (select count(*) from transport_requests) + (select count(*) from clearance_requests) + (select count(*) from eft_applications) as requests, current_database() as name`,
  );
  const label = rows[0].name as string;
  const tokenFor = tokenCache((username) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } }),
  );
  const server: Server = { base, tokenFor, pg: query };
  return {
    label,
    size: `${Number(rows[0].students).toLocaleString('en')} students, ${Number(rows[0].requests).toLocaleString('en')} requests`,
    server,
    close: async () => {
      await app.close();
      await pool.end();
      await database.close();
    },
  };
}
