/** The benches' server processes: started apart so a load generator never shares their event loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Target { child: ChildProcess; port: number }

/**
 * `node <flags> --import tsx tests/bench/<script>` with the given environment; resolves on its
 * `{"port":N}` line. Flags such as `--cpu-prof --cpu-prof-dir=/tmp/prof` go to that process only
 * (Node refuses those in NODE_OPTIONS).
 */
export function startChild(script: string, env: Record<string, string>, flags: string[] = []): Promise<Target> {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join('tests/bench', script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} gave no port in 600 s:\n${output.slice(-2000)}`)), 600_000);
    child.stderr!.on('data', (c: Buffer) => { output += c.toString(); });
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      const m = /\{"port":(\d+)\}/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited ${code}:\n${output.slice(-2000)}`));
    });
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A process's user + system CPU seconds so far (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A process's resident memory in bytes (Linux /proc; 0 elsewhere). */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The child's side (a bench's server process): listens on 127.0.0.1 on a free port, prints
 * `{"port":N}` for `startChild`, and on SIGTERM closes the app, then the database, and exits.
 */
export async function serveUntilTerm(app: { listen(o: { host: string; port: number }): Promise<unknown>; server: { address(): unknown }; close(): Promise<unknown> }, database: { close(): Promise<void> }): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
  process.once('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
}
