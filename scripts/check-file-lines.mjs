#!/usr/bin/env node
/**
 * No code file over 400 lines: every TypeScript and JavaScript file the repository tracks, tests included.
 * Translation catalogues (apps/web/src/i18n: the English and Urdu texts) are data, not code, and are left out.
 * Usage: node scripts/check-file-lines.mjs [limit=400]. Exits 1 and names each file past the limit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const limit = Number(process.argv[2] ?? 400);
const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const CATALOGUE = /^apps\/web\/src\/i18n\/(en|ur)(\.ts$|-[a-z-]+\.ts$|-areas\/)/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => CODE.test(f) && !CATALOGUE.test(f) && fs.existsSync(f));
const long = files
  .map((f) => ({ f, lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > limit)
  .sort((a, b) => b.lines - a.lines);
for (const { f, lines } of long) console.log(`${f}: ${lines} lines (at most ${limit})`);
console.log(`${files.length} code files; ${long.length} over ${limit} lines`);
process.exit(long.length ? 1 : 0);
