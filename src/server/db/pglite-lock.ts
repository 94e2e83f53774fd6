/**
 * One process at a time on a PGlite folder. PGlite has no lock across processes: two opening the
 * same folder both write it and corrupt it (the folder then fails to open with `Aborted()`). So
 * every opener (`openDatabase` in `client.ts`, which the server, `npm start` and every command go
 * through) first takes an exclusive OS lock on `<folder>.pid` (DATA_DIR/pglite.pid) and refuses a
 * folder another process holds. The lock is the kernel's (an open-file-description lock taken with
 * fs-native-extensions' `tryLock`, flock-like): it is released when the holder closes the folder
 * or dies in any way, SIGKILL included, so a crash never leaves the folder blocked. The file also
 * holds the holder's pid and role, only so the refusal can say who holds it; a stale file from a
 * killed process is harmless, because the lock, not the file, decides.
 *
 * The file is never removed: a process that opened it just before another removed it would lock
 * a file nobody else can see, and two would hold "the" lock.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Who opens the folder: the server (`npm run serve`, `npm start`), a command, or something else (tests, benches). */
export type PgliteRole = 'server' | 'import' | 'admin:grant' | 'db:seed' | 'db:migrate' | 'demo:seed' | 'demo:remove' | 'other';

export interface PgliteHolder {
  pid: number | null;
  role: PgliteRole;
}

const ROLES: readonly PgliteRole[] = ['server', 'import', 'admin:grant', 'db:seed', 'db:migrate', 'demo:seed', 'demo:remove', 'other'];

export const lockFileOf = (pgliteDir: string): string => `${pgliteDir.replace(/[/\\]+$/, '')}.pid`;

/** The folder as a person typed it: relative to the working directory when inside it. */
const shown = (dir: string) => {
  const rel = path.relative(process.cwd(), dir);
  return rel.startsWith('..') || path.isAbsolute(rel) ? dir : `./${rel}`;
};

/** What the lock file says about its holder (null pid when it says nothing readable). */
function readHolder(fd: number): PgliteHolder {
  try {
    const held = JSON.parse(fs.readFileSync(fd, 'utf8')) as Partial<PgliteHolder>;
    return {
      pid: Number.isInteger(held.pid) ? held.pid! : null,
      role: ROLES.includes(held.role as PgliteRole) ? held.role as PgliteRole : 'other',
    };
  } catch {
    return { pid: null, role: 'other' };
  }
}

/** The refusal a process gets for a held folder: who holds it, and what to do. */
export function heldFolderMessage(pgliteDir: string, holder: PgliteHolder, opener: PgliteRole): string {
  const pid = holder.pid === null ? '' : ` (pid ${holder.pid})`;
  const dir = shown(pgliteDir);
  if (holder.role === 'server') {
    return opener === 'import'
      ? `The server${pid} holds ${dir}: use the admin console's import (Admin → Import) or stop the server and run again.`
      : `The server${pid} holds ${dir}: stop the server and run again.`;
  }
  if (holder.role === 'import') {
    return `${opener === 'import' ? 'Another import' : 'An import (npm run import)'}${pid} holds ${dir}: wait for it to finish and run again.`;
  }
  const who = holder.role === 'other' ? 'Another process' : `npm run ${holder.role}`;
  return `${who}${pid} holds ${dir}: wait for it to finish (or stop it) and run again.`;
}

/** Another live process holds the folder; `message` says who and what to do. */
export class PgliteFolderHeldError extends Error {
  constructor(readonly pgliteDir: string, readonly holder: PgliteHolder, opener: PgliteRole) {
    super(heldFolderMessage(pgliteDir, holder, opener));
    this.name = 'PgliteFolderHeldError';
  }
}

/**
 * Takes the folder's lock for this process, writing its pid and role in the file; throws
 * PgliteFolderHeldError when another holds it (another process, or another open of this one).
 * The returned function releases it (the lock goes with the process anyway).
 */
export async function lockPgliteFolder(pgliteDir: string, role: PgliteRole): Promise<() => void> {
  // Loaded only for PGlite: a PostgreSQL server never needs the native addon.
  const { tryLock, unlock } = await import('fs-native-extensions');
  fs.mkdirSync(path.dirname(lockFileOf(pgliteDir)), { recursive: true });
  const fd = fs.openSync(lockFileOf(pgliteDir), fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked = false;
  try {
    locked = tryLock(fd);
    if (!locked) throw new PgliteFolderHeldError(pgliteDir, readHolder(fd), role);
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, JSON.stringify({ pid: process.pid, role }), 0);
  } catch (error) {
    if (locked) unlock(fd);
    fs.closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
    } finally {
      unlock(fd);
      fs.closeSync(fd);
    }
  };
}
