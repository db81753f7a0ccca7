/**
 * The README's operating commands on this checkout, as an operator types them (CI runs it after the tests):
 * `npm start` on a fresh data folder; a second `npm start` on it refused; `npm run backup` and `npm run admin`
 * through the running portal; SIGTERM to `npm start` stops it cleanly; `npm run restore` into an empty folder
 * brings back the backed-up state without the later change; a damaged file is refused.
 * Exits non-zero at the first thing that does not hold.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ops-check-'));
const live = path.join(work, 'data');
const restored = path.join(work, 'restored');
const file = path.join(work, 'backup.ndjson.gz');
const children = [];

function fail(message) {
  console.error(`ops check FAILED: ${message}`);
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  process.exit(1);
}
const check = (ok, message) => ok || fail(message);

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const env = (dataDir, port) => ({ ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', INIT_CWD: root });

function npm(args, opts) {
  const r = spawnSync('npm', ['--silent', ...args], { cwd: root, encoding: 'utf8', timeout: 300_000, ...opts });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

async function start(dataDir, port) {
  const child = spawn('npm', ['--silent', 'start'], { cwd: root, env: env(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`npm start exited ${child.exitCode}: ${out.slice(-2000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return { child, output: () => out };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  fail(`npm start did not become ready: ${out.slice(-2000)}`);
}

async function stop(server) {
  server.child.kill('SIGTERM');
  const code = await new Promise((r) => (server.child.exitCode !== null ? r(server.child.exitCode) : server.child.once('exit', (c) => r(c))));
  check(code === 0, `npm start did not stop cleanly on SIGTERM (exit ${code}): ${server.output().slice(-1500)}`);
}

const login = (port, username, password) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) }).then((r) => r.status);

try {
  const port = await freePort();
  console.log(`--- npm start on a fresh data folder (${live})`);
  const server = await start(live, port);

  console.log('--- a second npm start on the same folder is refused');
  const second = npm(['start'], { env: env(live, await freePort()) });
  check(second.status !== 0, 'the second npm start was not refused');
  check(second.out.includes('holds the data folder') && second.out.includes(`listens on port ${port}`), `the refusal does not name the owner: ${second.out}`);

  console.log('--- npm run backup through the running portal');
  const backup = npm(['run', 'backup', '--', '--out', file], { env: env(live, port) });
  check(backup.status === 0 && fs.existsSync(file), `backup failed: ${backup.out}`);

  console.log('--- npm run admin through the running portal (password on stdin)');
  const admin = npm(['run', 'admin', '--', 'create-staff', '--username', 'after-backup', '--name', 'After Backup', '--dept', '102', '--password-stdin'], {
    env: env(live, port),
    input: 'After@12345\n',
  });
  check(admin.status === 0, `admin failed: ${admin.out}`);
  check((await login(port, 'after-backup', 'After@12345')) === 200, 'the account made through the portal cannot sign in');

  console.log('--- SIGTERM stops npm start cleanly and frees the folder');
  await stop(server);
  check(!fs.existsSync(path.join(live, 'portal.lock')), 'the lock file is still there after a clean stop');

  console.log('--- npm run restore into an empty folder; a damaged file is refused');
  const damaged = path.join(work, 'damaged.ndjson.gz');
  const bytes = fs.readFileSync(file);
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  check(npm(['run', 'restore', '--', '--in', damaged, '--check'], { env: env(restored, port) }).status !== 0, 'a damaged file passed --check');
  const restore = npm(['run', 'restore', '--', '--in', file], { env: env(restored, port) });
  check(restore.status === 0, `restore failed: ${restore.out}`);
  check(npm(['run', 'restore', '--', '--in', file], { env: env(restored, port) }).status !== 0, 'a restore over data without --force was not refused');

  console.log('--- the restored portal has the backed-up state, without the later change');
  const port2 = await freePort();
  const again = await start(restored, port2);
  check((await login(port2, 'student', 'Demo@12345')) === 200, 'the demo student cannot sign in on the restored portal');
  check((await login(port2, 'after-backup', 'After@12345')) === 401, 'the account made after the backup came back');
  await stop(again);
  console.log('ops check passed');
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
}
