#!/usr/bin/env node
// CI: `npm audit --omit=dev`, printed; fails on any high or critical advisory in what the
// portal ships. When the advisory service cannot be reached (offline mirror), it says so and does not
// fail: the run cannot tell either way (docs/decisions.md).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
if (!report || report.error || !report.metadata) {
  const why = report?.message || report?.error?.summary || run.stderr.match(/npm error .*/)?.[0] || "no answer";
  console.log(`npm audit --omit=dev: the advisory service could not be reached (${why.trim()}); nothing checked.`);
  process.exit(0);
}
const counts = report.metadata.vulnerabilities;
console.log(`npm audit --omit=dev: ${Object.entries(counts).map(([level, n]) => `${n} ${level}`).join(', ')}`);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`  ${v.severity.padEnd(8)} ${name} ${v.range ?? ''} ${v.fixAvailable ? '(fix available)' : ''}`);
}
process.exit(counts.high + counts.critical > 0 ? 1 : 0);
