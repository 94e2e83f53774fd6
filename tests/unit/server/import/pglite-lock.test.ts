import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdPgliteFolder, pgliteHolder } from '../../../../src/server/db/pglite-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the PGlite folder mark', () => {
  const folder = path.join(dir, 'pglite');
  const mark = (content: string) => fs.writeFileSync(`${folder}.pid`, content);

  it.each([
    ['no mark', null, null],
    ['a live process (this one\'s parent), as server', { pid: process.ppid, role: 'server' }, { pid: process.ppid, role: 'server' }],
    ['a live process, as import', { pid: process.ppid, role: 'import' }, { pid: process.ppid, role: 'import' }],
    ['a pid that no longer runs (a killed server): stale', { pid: 4_194_304 + 7, role: 'server' }, null],
    ['this very process', { pid: process.pid, role: 'server' }, null],
    ['not JSON', 'garbage', null],
  ])('%s', (_, content, holder) => {
    fs.rmSync(`${folder}.pid`, { force: true });
    if (content !== null) mark(typeof content === 'string' ? content : JSON.stringify(content));
    expect(pgliteHolder(folder)).toEqual(holder);
  });

  it('holding writes this pid beside the folder, and releasing removes only its own mark', () => {
    const release = holdPgliteFolder(folder, 'import');
    expect(JSON.parse(fs.readFileSync(`${folder}.pid`, 'utf8'))).toEqual({ pid: process.pid, role: 'import' });
    release();
    expect(fs.existsSync(`${folder}.pid`)).toBe(false);
    const again = holdPgliteFolder(folder, 'server');
    mark(JSON.stringify({ pid: process.ppid, role: 'server' }));
    again();
    expect(pgliteHolder(folder)).toEqual({ pid: process.ppid, role: 'server' });
  });
});
