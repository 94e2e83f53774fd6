/**
 * Operator commands as an operator runs them (`npm run <script> -- args`), each in a process group
 * of its own so a test can pause (SIGSTOP), resume or kill every process of it (npm, tsx, node)
 * at once. Groups still running when the test process exits are killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const live = new Set<ChildProcess>();
process.once('exit', () => live.forEach((c) => signalGroup(c, 'SIGKILL')));

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface CommandProcess {
  /** What it printed so far (stdout and stderr together). */
  output(): string;
  stdout(): string;
  finished: Promise<Finished>;
  /** Sends `signal` to every process of the command. */
  signal(signal: NodeJS.Signals): void;
}

/** Starts `npm run <script> [-- args]` with `env` added to this process's environment (`undefined` removes a variable). */
export function npmRun(script: string, args: string[], env: Record<string, string | undefined>): CommandProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k];
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT, env: merged, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let all = '';
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { all += d.toString(); out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => (all += d.toString()));
  const finished = new Promise<Finished>((resolve) => child.once('close', (code, signal) => {
    live.delete(child);
    resolve({ code, signal, output: all });
  }));
  return { output: () => all, stdout: () => out, finished, signal: (s) => signalGroup(child, s) };
}

/** Runs `npm run <script>` to its end, failing after `timeoutMs` (the command is then killed). */
export async function npmRunToEnd(script: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 90_000): Promise<Finished> {
  const command = npmRun(script, args, env);
  const timer = setTimeout(() => command.signal('SIGKILL'), timeoutMs);
  try {
    return await command.finished;
  } finally {
    clearTimeout(timer);
  }
}
