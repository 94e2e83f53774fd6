/**
 * Starts Firebase's own Auth emulator (firebase-tools) as a child process, or reuses one that is
 * already listening. Used by `npm start` and by the test runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const EMULATOR_HOST = '127.0.0.1:9099';
export const PROJECT_ID = 'demo-tpl';

export async function emulatorIsUp(host = EMULATOR_HOST): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/config`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface RunningEmulator {
  host: string;
  /** Stops the child we started (exporting its accounts when asked); a reused emulator is left alone. */
  stop(): Promise<void>;
}

export async function startAuthEmulator(opts: { dataDir?: string; quiet?: boolean } = {}): Promise<RunningEmulator> {
  if (await emulatorIsUp()) return { host: EMULATOR_HOST, stop: async () => {} };
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'firebase-auth');
    args.push('--import', dir, '--export-on-exit', dir);
  }
  const bin = path.resolve('node_modules/.bin/firebase');
  const child: ChildProcess = spawn(bin, args, {
    // CI=true keeps firebase-tools from asking questions; demo- projects need no login or network.
    env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'pipe', 'pipe'],
    detached: false,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 120_000;
  while (!(await emulatorIsUp())) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The Auth emulator did not start in 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host: EMULATOR_HOST,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
