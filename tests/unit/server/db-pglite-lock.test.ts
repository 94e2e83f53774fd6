/**
 * The PGlite folder's lock (db/pglite-lock.ts): one holder at a time (another open file in this
 * process is refused as another process is: the lock belongs to the open file, not the process),
 * the holder named in the file and in the refusal, released on close. Across real processes, and
 * a SIGKILLed holder: tests/multi/pglite-lock.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heldFolderMessage, lockFileOf, lockPgliteFolder, PgliteFolderHeldError, type PgliteRole } from '../../../src/server/db/pglite-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the PGlite folder lock', () => {
  it('is taken once: a second taker is refused with the holder named, until the first releases', async () => {
    const folder = path.join(dir, 'a', 'pglite');
    const release = await lockPgliteFolder(folder, 'import');
    expect(JSON.parse(fs.readFileSync(lockFileOf(folder), 'utf8'))).toEqual({ pid: process.pid, role: 'import' });
    const refused = await lockPgliteFolder(folder, 'server').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PgliteFolderHeldError);
    expect((refused as PgliteFolderHeldError).holder).toEqual({ pid: process.pid, role: 'import' });
    expect((refused as Error).message).toBe(`An import (npm run import) (pid ${process.pid}) holds ${folder}: wait for it to finish and run again.`);
    release();
    release();
    expect(fs.readFileSync(lockFileOf(folder), 'utf8')).toBe('');
    const again = await lockPgliteFolder(folder, 'server');
    expect(JSON.parse(fs.readFileSync(lockFileOf(folder), 'utf8'))).toEqual({ pid: process.pid, role: 'server' });
    again();
  });

  it('a file left by a dead holder (its pid in it, no lock) does not block', async () => {
    const folder = path.join(dir, 'b', 'pglite');
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.writeFileSync(lockFileOf(folder), JSON.stringify({ pid: 4_194_304 + 7, role: 'server' }));
    const release = await lockPgliteFolder(folder, 'admin:grant');
    release();
  });

  it.each<[string, PgliteRole, PgliteRole, string]>([
    ['the server, to an import', 'server', 'import', "The server (pid 42) holds /d/pglite: use the admin console's import (Admin → Import) or stop the server and run again."],
    ['the server, to a command', 'server', 'admin:grant', 'The server (pid 42) holds /d/pglite: stop the server and run again.'],
    ['the server, to a second server', 'server', 'server', 'The server (pid 42) holds /d/pglite: stop the server and run again.'],
    ['an import, to an import', 'import', 'import', 'Another import (pid 42) holds /d/pglite: wait for it to finish and run again.'],
    ['an import, to the server', 'import', 'server', 'An import (npm run import) (pid 42) holds /d/pglite: wait for it to finish and run again.'],
    ['a command, to the server', 'demo:remove', 'server', 'npm run demo:remove (pid 42) holds /d/pglite: wait for it to finish (or stop it) and run again.'],
    ['something else', 'other', 'server', 'Another process (pid 42) holds /d/pglite: wait for it to finish (or stop it) and run again.'],
  ])('the refusal: %s', (_, holder, opener, message) => {
    expect(heldFolderMessage('/d/pglite', { pid: 42, role: holder }, opener)).toBe(message);
  });
});
