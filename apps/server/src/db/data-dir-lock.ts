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
 * machine has booted since it was written (the boot id differs, so a reused PID does not count).
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

/**
 * Takes the folder for this process, or throws `DataDirBusyError` naming the live owner. Nothing in the
 * folder is opened or changed when it refuses.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  let owner: LockOwner = { pid: process.pid, command, startedAt: new Date().toISOString(), bootId: bootId() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      const current = readOwner(file);
      if (current && isAlive(current)) throw new DataDirBusyError(dataDir, current);
      // Stale (its process is gone) or half-written by a process killed while writing it: take it over.
      // Two takers racing here both unlink, and only one then wins the exclusive create.
      if (!current && Date.now() - fs.statSync(file, { throwIfNoEntry: false })!.mtimeMs < 2000) {
        throw new Error(`The data folder ${dataDir} is being locked by another process at this moment; try again.`);
      }
      fs.rmSync(file, { force: true });
    }
  }
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
