/**
 * A real API server process, as production runs it: `npm run serve` (tsx src/server/index.ts) in
 * a process group of its own, so stopping it stops npm, tsx and node together. Every group
 * started here is killed when the test process exits, whatever way it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const live = new Set<ChildProcess>();

/** Signals the whole group: npm may have exited while the node it started still runs. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once no process of the group is left (npm exits first; the server it started, which
 * holds a PGlite folder's lock, may take a moment longer), SIGKILLing what remains after `graceMs`.
 */
async function groupGone(child: ChildProcess, graceMs: number): Promise<void> {
  const killAt = Date.now() + graceMs;
  while (groupAlive(child)) {
    if (Date.now() > killAt) killGroup(child, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 50));
  }
}
process.once('exit', () => live.forEach((c) => killGroup(c, 'SIGKILL')));

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** What it printed (stdout and stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or an OOM kill would: no shutdown runs. */
  kill(): Promise<void>;
}

/** Starts `npm run serve` with `env` on `port` and resolves once /api/health answers 200. */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    output: () => log,
    async stop() {
      killGroup(child, 'SIGTERM');
      await exited;
      await groupGone(child, 5000);
      live.delete(child);
    },
    async kill() {
      killGroup(child, 'SIGKILL');
      await exited;
      await groupGone(child, 0);
      live.delete(child);
    },
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(`npm run serve on port ${port} did not become healthy within ${timeoutMs} ms. It printed:\n${log.slice(-4000)}`);
}
