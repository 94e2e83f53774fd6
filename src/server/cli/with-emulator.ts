/** Runs a command with the Auth emulator up: `tsx src/server/cli/with-emulator.ts vitest run`. */
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './auth-emulator';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-emulator <command> [args...]');
  process.exit(2);
}
const emulator = await startAuthEmulator({ quiet: true });
const child = spawn(cmd, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
});
const code = await new Promise<number>((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await emulator.stop();
process.exit(code);
