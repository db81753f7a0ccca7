/**
 * Builds what `npm start` serves, only when its sources changed since the last build:
 * - the web app (`vite build` into apps/web/dist),
 * - the server and the shared domain package compiled to JavaScript (esbuild, one file per module, into
 *   apps/server/dist and packages/domain/dist; the server runs them with `node --conditions=portal-compiled`,
 *   the condition under which @portal/domain exports its compiled files).
 * A build is current when the fingerprint of its inputs (every file's path, size and modification time)
 * equals the one stored beside its output. `--force` rebuilds everything.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const at = (...p) => path.join(root, ...p);

/** Tests change no build. */
const TEST_FILE = /\.test\.tsx?$/;

/** Every file under the given paths (folders walked; node_modules, outputs and tests skipped). */
function filesOf(paths) {
  const out = [];
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (!stat.isDirectory()) return TEST_FILE.test(p) || out.push([p, stat]);
    for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
  };
  for (const p of paths) walk(p);
  return out.sort(([a], [b]) => (a < b ? -1 : 1));
}

const fingerprint = (paths) =>
  filesOf(paths)
    .map(([p, s]) => `${path.relative(root, p)}:${s.size}:${Math.trunc(s.mtimeMs)}`)
    .join('\n');

/**
 * Runs `make` when `output` is missing or the inputs' fingerprint differs from the one stored in
 * `stampFile`, then stores it.
 */
async function whenStale(name, { inputs, output, stampFile }, make) {
  const now = fingerprint(inputs);
  const before = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && fs.existsSync(output) && before === now) {
    console.log(`${name}: current build reused`);
    return;
  }
  const changed = now.split('\n').filter((line) => !before.includes(line));
  console.log(`${name}: building (${force ? '--force' : !before ? 'no build yet' : `changed: ${changed.slice(0, 3).map((l) => l.split(':')[0]).join(', ') || 'files removed'}`})`);
  const started = Date.now();
  await make();
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, now);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Where a build's fingerprint is kept (not in the served folder). */
const stamp = (name) => at('node_modules/.cache/portal-build', `${name}.stamp`);

const shared = [at('packages/domain/src'), at('packages/domain/package.json'), at('package-lock.json')];

/** esbuild, one output file per module (imports stay as written: every relative import names its .js file). */
async function compile(srcDir, outDir, skip) {
  const entryPoints = filesOf([srcDir])
    .map(([p]) => p)
    .filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts') && !skip(p));
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({ entryPoints, outdir: outDir, outbase: srcDir, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' });
}

const isTestFile = (p) => /\.test\.ts$/.test(p) || p.includes(`${path.sep}test${path.sep}`);

const webInputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/package.json', 'apps/web/postcss.config.cjs'];
await whenStale('web app', { inputs: [...webInputs.map((p) => at(p)), ...shared], output: at('apps/web/dist/index.html'), stampFile: stamp('web') }, () =>
  execFileSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' }),
);

const serverInputs = {
  inputs: [at('apps/server/src'), at('apps/server/package.json'), ...shared],
  output: at('apps/server/dist/server.js'),
  stampFile: stamp('server'),
};
await whenStale('server', serverInputs, async () => {
  await compile(at('packages/domain/src'), at('packages/domain/dist'), isTestFile);
  await compile(at('apps/server/src'), at('apps/server/dist'), isTestFile);
});
