import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { buildStaff, TEST_PASSWORD } from '../test/factories.js';
import { runScript, startServerProcess } from '../test/server-process.js';
import { DataDirBusyError, LOCK_FILE, liveOwnerOf, lockDataDir } from '../db/data-dir-lock.js';
import { verifyBackup } from './backup-format.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const folder = (name: string) => path.join(work, name);

/** The PID of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('one owner per data folder', () => {
  it('refuses a second owner while the first lives, naming it', () => {
    const dir = folder('twice');
    const lock = lockDataDir(dir, 'portal');
    lock.announce(3456, '127.0.0.1');
    try {
      expect(() => lockDataDir(dir, 'seed')).toThrow(DataDirBusyError);
      expect(() => lockDataDir(dir, 'seed')).toThrow(new RegExp(`process ${process.pid}.*listens on port 3456`));
      expect(liveOwnerOf(dir)?.port).toBe(3456);
    } finally {
      lock.release();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, 'seed').release();
  });

  it('takes over a lock whose process is gone, one from an earlier boot, or a half-written one', () => {
    const cases: [string, string][] = [
      ['dead', JSON.stringify({ pid: deadPid(), command: 'portal', startedAt: '2026-01-01T00:00:00Z' })],
      // A live PID (this test's parent) recorded before the machine's last boot: a reused number.
      ['rebooted', JSON.stringify({ pid: process.ppid, command: 'portal', startedAt: '2026-01-01T00:00:00Z', bootId: 'an-earlier-boot' })],
      ['garbage', '{"pid":'],
    ];
    for (const [name, content] of cases) {
      const dir = folder(name);
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, LOCK_FILE);
      fs.writeFileSync(file, content);
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(file, old, old);
      expect(liveOwnerOf(dir), name).toBeNull();
      const lock = lockDataDir(dir, 'portal');
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid, name).toBe(process.pid);
      lock.release();
    }
  });

  it('opening the embedded database takes the lock and closing releases it', async () => {
    const dir = folder('open');
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirBusyError);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  }, 60_000);
});

describe('the running portal and the command line', () => {
  it('a second portal and the seed refuse at once; admin and backup go through the portal; a kill -9 leaves no block', async () => {
    const dir = folder('live');
    const seed = await openPglite(dir);
    await ensureReferenceData(seed.db);
    await buildStaff(seed.db, 102, { username: 'lock-clerk' });
    await seed.close();

    const env = { DATA_DIR: dir };
    const server = await startServerProcess(env);
    const pgdata = fs.readdirSync(path.join(dir, 'pgdata')).length;

    const second = runScript('src/server.ts', [], { ...env, PORT: '0', WEB_DIST: '/nonexistent' });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`The portal (process ${server.child.pid}`);
    expect(second.stderr()).toContain(`listens on port ${server.port}`);

    const seeding = runScript('src/seed/cli.ts', [], env);
    expect(await seeding.exited).toBe(1);
    expect(seeding.stderr()).toContain(`holds the data folder ${dir}`);
    expect(fs.readdirSync(path.join(dir, 'pgdata')).length).toBe(pgdata);

    // A password on the command line is refused before anything is done.
    const argv = runScript('src/cli/admin.ts', ['set-password', '--username', 'lock-clerk', '--password', 'Visible@123'], env);
    expect(await argv.exited).toBe(1);
    expect(argv.stderr()).toContain('Passwords are not taken as arguments');

    const login = (password: string) =>
      fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'lock-clerk', password }) });
    const reset = runScript('src/cli/admin.ts', ['set-password', '--username', 'lock-clerk', '--password-stdin'], env);
    reset.child.stdin!.end('Changed@12345\n');
    expect(await reset.exited, reset.stderr()).toBe(0);
    expect(reset.stdout()).toContain('the command is run by it');
    expect((await login('Changed@12345')).status).toBe(200);
    expect((await login(TEST_PASSWORD)).status).toBe(401);

    const file = path.join(work, 'through-portal.ndjson.gz');
    const backup = runScript('src/cli/backup.ts', ['--out', file], env);
    expect(await backup.exited, backup.stderr()).toBe(0);
    expect((await verifyBackup(file)).counts.accounts).toBeGreaterThan(0);

    // The control calls answer only with the token from the lock file.
    expect((await fetch(`${server.base}/ops/backup`)).status).toBe(404);
    expect((await fetch(`${server.base}/ops/backup`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);

    server.child.kill('SIGKILL');
    await server.exited;
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    const after = await startServerProcess(env);
    try {
      const res = await fetch(`${after.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'lock-clerk', password: 'Changed@12345' }),
      });
      expect(res.status).toBe(200); // the change made through the portal survived the kill
    } finally {
      after.child.kill('SIGTERM');
      await after.exited;
    }
  }, 180_000);
});
