/**
 * Who holds a PGlite folder. PGlite has no lock across processes (two opening the same folder
 * would both write it and corrupt it), so the server, and the import command while it runs, write
 * `<folder>.pid` beside the folder (DATA_DIR/pglite.pid) holding their pid and role, and remove it
 * on close. A command that must not open a held folder asks `pgliteHolder` first: a file whose pid
 * no longer runs (a killed server) is stale and ignored.
 */
import fs from 'node:fs';

export type PgliteRole = 'server' | 'import';

export interface PgliteHolder {
  pid: number;
  role: PgliteRole;
}

const lockFile = (pgliteDir: string): string => `${pgliteDir.replace(/[/\\]+$/, '')}.pid`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process (not this one) that holds the folder, or null. */
export function pgliteHolder(pgliteDir: string): PgliteHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFile(pgliteDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as PgliteHolder;
    if (!Number.isInteger(holder.pid) || holder.pid === process.pid || !isRunning(holder.pid)) return null;
    return { pid: holder.pid, role: holder.role === 'import' ? 'import' : 'server' };
  } catch {
    return null;
  }
}

/** Marks the folder as this process's; the returned function unmarks it (only if it is still ours). */
export function holdPgliteFolder(pgliteDir: string, role: PgliteRole): () => void {
  const file = lockFile(pgliteDir);
  fs.mkdirSync(pgliteDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, role }));
  return () => {
    try {
      const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as PgliteHolder;
      if (holder.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  };
}
