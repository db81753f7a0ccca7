// Adds up the vitest ("Tests  N passed | M failed") and Playwright ("N passed", "M failed") summaries
// of a CI log and prints one closing line: "N passed, M failed".
import fs from 'node:fs';
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const text = fs.readFileSync(process.argv[2], 'utf8').replace(ansi, '');
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(.*)$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const pw = line.match(/^\s{2}(\d+) (passed|failed|flaky)( \(.*\))?\s*$/);
  if (pw) {
    if (pw[2] === 'passed') passed += Number(pw[1]);
    else failed += Number(pw[1]);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
