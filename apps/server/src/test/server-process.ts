import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The server package's folder (where `src/server.ts` and the command-line tools are). */
export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote to stdout (its log) and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
}

/** Every process a test started, ended when the run ends even if the test did not. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/**
 * Runs a script of the server package as one process — node with the tsx loader, no wrapper process —
 * so that a signal sent to it reaches the program itself.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, stdio: 'pipe' | 'ignore' = 'pipe') {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: SERVER_DIR, env: { ...process.env, ...env }, stdio: ['pipe', stdio, 'pipe'] });
  started.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (err += String(d)));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
  return { child, exited, stdout: () => out, stderr: () => err };
}

/** The portal as its own process on a free port, once `/api/health` answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv, opts: { port?: number; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const run = runScript('src/server.ts', [], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SEED_DEMO: 'no',
    LOG_LEVEL: 'error',
    WEB_DIST: '/nonexistent',
    TOKEN_SECRET: 'process-test-secret-process-test-secret-01',
    ...env,
    PORT: String(port),
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited ${run.child.exitCode}: ${run.stderr().slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child: run.child, port, base, stdout: run.stdout, stderr: run.stderr, exited: run.exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  run.child.kill('SIGKILL');
  throw new Error(`server did not start: ${run.stderr().slice(-2000)}`);
}
