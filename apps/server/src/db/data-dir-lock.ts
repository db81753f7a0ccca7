import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One owner per embedded-database folder. PGlite keeps the database in the files of `DATA_DIR`; two
 * processes opening them at once lose writes and can leave the folder unopenable. Whoever opens the folder
 * (the portal, the seed, a restore, a command-line tool) first creates `DATA_DIR/portal.lock` exclusively
 * (O_EXCL) with its PID; a second process finds it, sees the owner alive and refuses.
 *
 * A lock whose owner is gone (kill -9, a crash, power loss) is taken over: its PID no longer runs, or the
 * machine has booted since it was written (the boot id differs, so a reused PID does not count). Several
 * processes may find the same stale lock at once (a start and a seed after a crash): exactly one of them
 * takes it over, the others then find it alive and refuse (see `claim`).
 * The running portal also writes its port and a control token into the file (readable by the folder's
 * owner only): the command line uses them to ask the portal for a backup or an account change instead of
 * opening the folder itself.
 */
export const LOCK_FILE = 'portal.lock';

export interface LockOwner {
  pid: number;
  /** What holds the folder: "portal", "seed", "restore", "admin", "backup"… */
  command: string;
  startedAt: string;
  /** Linux boot id when the lock was written: a lock from an earlier boot is stale. */
  bootId?: string;
  /** Set by the portal once it listens. */
  port?: number;
  host?: string;
  /** Bearer token of the portal's local control calls (`/ops/…`). */
  controlToken?: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(busyMessage(dataDir, owner));
    this.name = 'DataDirBusyError';
  }
}

function busyMessage(dataDir: string, owner: LockOwner) {
  const who = owner.command === 'portal' ? 'The portal' : `"${owner.command}"`;
  const where = owner.port ? ` and listens on port ${owner.port}` : '';
  return `${who} (process ${owner.pid}, since ${owner.startedAt}) holds the data folder ${dataDir}${where}. Only one process may open it at a time: stop that process first, or use another DATA_DIR.`;
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner recorded in the folder's lock file, or null when there is none or it is malformed. */
function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return true;
  const now = bootId();
  if (owner.bootId && now && owner.bootId !== now) return false;
  return isRunning(owner.pid);
}

/** The live owner of `dataDir`, or null when nobody holds it (no lock, or a stale one). */
export function liveOwnerOf(dataDir: string): LockOwner | null {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  return owner && isAlive(owner) ? owner : null;
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly owner: LockOwner;
  /** Records where the portal listens and gives it a fresh control token (answered). */
  announce(port: number, host: string): string;
  /** Removes the lock file (only while it is still ours). */
  release(): void;
}

/** A lock or takeover file as read: its text, and an id of this very file (inode and content). */
interface Seen {
  text: string;
  id: string;
  mtimeMs: number;
}

function look(file: string): Seen | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const stat = fs.fstatSync(fd);
    const text = fs.readFileSync(fd, 'utf8');
    const id = `${stat.ino}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    return { text, id, mtimeMs: stat.mtimeMs };
  } finally {
    fs.closeSync(fd);
  }
}

function ownerIn(seen: Seen): LockOwner | null {
  try {
    const owner = JSON.parse(seen.text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote `seen` is gone. Every file this code writes is whole from the moment it
 * has its name (written under a temporary name, then linked); one that does not parse was cut short by a
 * crash or an older version, and counts as gone once it is two seconds old.
 */
function isStale(seen: Seen): boolean {
  const owner = ownerIn(seen);
  return owner ? !isAlive(owner) : Date.now() - seen.mtimeMs >= 2000;
}

/** Prefix of the files that mark who is taking over one stale file (named by that file's id). */
const TAKEOVER = `${LOCK_FILE}.takeover-`;
/** Takeovers of takeovers (a taker that died in the middle of one) are followed this deep at most. */
const MAX_DEPTH = 4;

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Gives the name `name` to `mine` (a complete file of ours) by an exclusive link, taking the name over when
 * the file holding it is stale. Answers null once the name is ours, or the live file that holds it.
 *
 * Removing a stale file is the only step that is not atomic by itself, so it is guarded: the file's
 * remover is whoever first claims the marker named by that exact file's id (the same exclusive link, one
 * level down), and it removes the file only if it is still that one. Everyone else who judged it stale finds
 * the marker taken, waits a moment and looks again: they then see the new owner alive. A taker killed while
 * holding a marker leaves it stale in turn, and the marker is taken over by the same rule.
 */
function claim(dir: string, name: string, mine: string, depth = 0): Seen | null {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.linkSync(mine, name);
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const seen = look(name);
    if (!seen) continue; // removed in the meantime: try again
    if (!isStale(seen)) return seen;
    if (depth >= MAX_DEPTH) break;
    const marker = path.join(dir, `${TAKEOVER}${seen.id}`);
    if (claim(dir, marker, mine, depth + 1)) {
      pause(5); // someone alive is taking this one over right now
      continue;
    }
    try {
      if (look(name)?.id === seen.id) fs.rmSync(name, { force: true });
    } finally {
      fs.rmSync(marker, { force: true });
    }
  }
  throw new Error(`The data folder ${dir} is being locked by another process at this moment; try again.`);
}

/** Removes what takers killed halfway left beside the lock (markers, temporary files of processes gone). */
function removeLeftovers(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const file = path.join(dir, name);
    const seen = look(file);
    if (seen && isStale(seen)) fs.rmSync(file, { force: true });
  }
}

/**
 * Takes the folder for this process, or throws `DataDirBusyError` naming the live owner. Nothing in the
 * folder is opened or changed when it refuses.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  let owner: LockOwner = { pid: process.pid, command, startedAt: new Date().toISOString(), bootId: bootId() };
  // The lock is written whole under a name of its own first, then linked into place.
  const mine = `${file}.new-${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  fs.writeFileSync(mine, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
  let holder: Seen | null;
  try {
    holder = claim(dataDir, file, mine);
  } finally {
    fs.rmSync(mine, { force: true });
  }
  if (holder) {
    const current = ownerIn(holder);
    if (current) throw new DataDirBusyError(dataDir, current);
    throw new Error(`The data folder ${dataDir} is being locked by another process at this moment; try again.`);
  }
  removeLeftovers(dataDir);
  let released = false;
  const rewrite = () => {
    const temp = `${file}.${process.pid}`;
    fs.writeFileSync(temp, JSON.stringify(owner), { mode: 0o600 });
    fs.renameSync(temp, file);
  };
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // The lock goes with the process on a normal exit too (a crash leaves it: the next owner takes it over).
  process.once('exit', release);
  return {
    dataDir,
    get owner() {
      return owner;
    },
    announce(port, host) {
      const controlToken = crypto.randomBytes(32).toString('base64url');
      owner = { ...owner, port, host, controlToken };
      rewrite();
      return controlToken;
    },
    release,
  };
}
