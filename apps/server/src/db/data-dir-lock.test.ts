import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.js';

/**
 * Two processes that find the same stale lock at the same instant: exactly one of them takes the folder, the
 * other is told who holds it. Two contenders live for the whole test; each round the test plants a lock
 * left by a process that has ended, and both try to take it at the same agreed moment (spinning on the clock's fraction of a millisecond until then).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-race-'));
const contenders: ChildProcess[] = [];
afterAll(() => {
  for (const c of contenders) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

const CONTENDER = `
import readline from 'node:readline';
const { lockDataDir, DataDirBusyError } = await import(process.env.LOCK_MODULE);
// Once through every step before the rounds, so that no round is slowed by code run for the first time.
lockDataDir(process.env.WARM_UP_DIR, 'contender').release();
process.stdout.write('ready\\n');
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { dir, at } = JSON.parse(line);
  while (performance.timeOrigin + performance.now() < at) {}
  try {
    lockDataDir(dir, 'contender'); // held until the process ends
    process.stdout.write(JSON.stringify({ won: true }) + '\\n');
  } catch (err) {
    const busy = err instanceof DataDirBusyError ? err.owner.pid : null;
    process.stdout.write(JSON.stringify({ won: false, busy, message: err.message }) + '\\n');
  }
}
`;

interface Answer {
  won: boolean;
  busy?: number | null;
  message?: string;
}

function startContender(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, LOCK_MODULE: path.join(import.meta.dirname, 'data-dir-lock.ts'), WARM_UP_DIR: fs.mkdtempSync(path.join(work, 'warm-up-')) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  contenders.push(child);
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`contender ${child.pid} ended`);
    return line.value;
  };
  return { child, next };
}

/** The rounds: at least 50; a race that is lost one round in ten shows in nearly every run of 100. */
const ROUNDS = 100;

describe('taking over a stale lock', () => {
  it('two processes racing for the same stale lock: exactly one wins, in 100 rounds', async () => {
    const script = path.join(work, 'contender.mjs');
    fs.writeFileSync(script, CONTENDER);
    const pair = [startContender(script), startContender(script)];
    for (const c of pair) expect(await c.next()).toBe('ready');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;

    // Each round's outcome: the winner's pid, what the other was told, and who the lock file names.
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const dir = path.join(work, `round-${round}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, command: 'portal', startedAt: '2026-01-01T00:00:00Z' }));
      const at = performance.timeOrigin + performance.now() + 15;
      for (const c of pair) c.child.stdin!.write(`${JSON.stringify({ dir, at })}\n`);
      const answers = (await Promise.all(pair.map((c) => c.next()))).map((l) => JSON.parse(l) as Answer);
      const winners = pair.filter((_, i) => answers[i].won).map((c) => c.child.pid);
      const loser = answers.find((a) => !a.won);
      const holder = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid;
      // The one refused is told who holds the folder now: the winner, not the dead process.
      if (winners.length !== 1 || loser?.busy !== winners[0] || holder !== winners[0]) {
        wrong.push(`round ${round}: won ${winners.join(', ') || 'none'}; lock names ${holder}; the other was told: ${loser?.message ?? '(it won too)'}`);
      }
    }
    expect(wrong).toEqual([]);
    // Nothing of the takeovers is left beside the lock.
    for (let round = 0; round < ROUNDS; round++) expect(fs.readdirSync(path.join(work, `round-${round}`))).toEqual([LOCK_FILE]);
  }, 30_000);
});

describe('a taker killed in the middle of a takeover', () => {
  it('leaves its marker behind: the next process still takes the folder, and clears what was left', () => {
    const dir = path.join(work, 'killed-taker');
    fs.mkdirSync(dir);
    const file = path.join(dir, LOCK_FILE);
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const stale = JSON.stringify({ pid: deadPid, command: 'portal', startedAt: '2026-01-01T00:00:00Z' });
    fs.writeFileSync(file, stale);
    // The marker a taker holds while it removes this very lock (named by its inode and content), and a
    // temporary lock file, both left by a process that has ended.
    const id = `${fs.statSync(file).ino}-${crypto.createHash('sha256').update(stale).digest('hex').slice(0, 24)}`;
    const taker = JSON.stringify({ pid: deadPid, command: 'seed', startedAt: '2026-01-01T00:00:01Z' });
    fs.writeFileSync(path.join(dir, `${LOCK_FILE}.takeover-${id}`), taker);
    fs.writeFileSync(path.join(dir, `${LOCK_FILE}.new-${deadPid}-0123456789ab`), taker);

    const lock = lockDataDir(dir, 'portal');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
