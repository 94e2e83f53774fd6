import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidKey } from '../../../../src/server/storage/file-storage';
import { localFileStorage } from '../../../../src/server/storage/local-file-storage';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-storage-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const read = async (s: ReturnType<typeof localFileStorage>, key: string) => {
  const file = await s.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(c as Buffer);
  return { ...file, body: Buffer.concat(chunks).toString() };
};

describe('localFileStorage', () => {
  it('puts, gets and removes files under its root', async () => {
    const s = localFileStorage(root);
    await s.put('avatars/u1/a.webp', Buffer.from('one'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'avatars', 'u1', 'a.webp'), 'utf8')).toBe('one');
    expect(await read(s, 'avatars/u1/a.webp')).toMatchObject({ body: 'one', size: 3, contentType: 'image/webp' });
    await s.put('avatars/u1/a.webp', Buffer.from('two!'), 'image/webp');
    expect(await read(s, 'avatars/u1/a.webp')).toMatchObject({ body: 'two!', size: 4 });
    await s.remove('avatars/u1/a.webp');
    expect(await s.get('avatars/u1/a.webp')).toBeNull();
    await expect(s.remove('avatars/u1/a.webp')).resolves.toBeUndefined();
    expect(fs.readdirSync(path.join(root, 'avatars', 'u1'))).toEqual([]);
  });

  it('hands out /api/files URLs', () => {
    const s = localFileStorage(root);
    expect(s.url('avatars/u1/a.webp')).toBe('/api/files/avatars/u1/a.webp');
  });

  it('never reaches outside its root', async () => {
    const s = localFileStorage(root);
    fs.writeFileSync(path.join(path.dirname(root), `${path.basename(root)}-outside.webp`), 'secret');
    try {
      expect(await s.get(`../${path.basename(root)}-outside.webp`)).toBeNull();
      await expect(s.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
      await expect(s.remove('a/../../escape.webp')).rejects.toThrow(/invalid storage key/);
    } finally {
      fs.rmSync(path.join(path.dirname(root), `${path.basename(root)}-outside.webp`), { force: true });
    }
  });
});

describe('isValidKey', () => {
  it.each([
    ['avatars/u1/a.webp', true],
    ['a', true],
    ['a/b-c_d.e.webp', true],
    ['', false],
    ['/abs', false],
    ['a//b', false],
    ['a/../b', false],
    ['..', false],
    ['.hidden', false],
    ['a/./b', false],
    ['a\\b', false],
    ['a/b/c/d/e/f', false],
    ['x'.repeat(101), false],
  ])('%j → %s', (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });
});
