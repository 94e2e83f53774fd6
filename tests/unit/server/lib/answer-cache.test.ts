import { describe, expect, it } from 'vitest';
import { AnswerCache, answerOf } from '../../../../src/server/lib/answer-cache';
import { clientHas } from '../../../../src/server/lib/cached-reply';

const counting = () => {
  let calls = 0;
  return { produce: (text: string) => async () => (calls++, text), get calls() { return calls; } };
};

describe('AnswerCache', () => {
  it('keeps an answer for its revision and produces it again at another', async () => {
    const cache = new AnswerCache();
    const c = counting();
    const a = await cache.get('k', '1', c.produce('{"a":1}'));
    expect((await cache.get('k', '1', c.produce('{"a":2}'))).body.toString()).toBe('{"a":1}');
    expect(c.calls).toBe(1);
    const b = await cache.get('k', '2', c.produce('{"a":2}'));
    expect(b.body.toString()).toBe('{"a":2}');
    expect(b.etag).not.toBe(a.etag);
    expect(c.calls).toBe(2);
  });

  it('produces once for concurrent misses of one key and revision', async () => {
    const cache = new AnswerCache();
    const c = counting();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', '1', c.produce('x'))));
    expect(c.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing when producing fails, and tries again', async () => {
    const cache = new AnswerCache();
    await expect(cache.get('k', '1', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('k', '1', async () => 'ok')).body.toString()).toBe('ok');
  });

  it('drops the least recently used answers past its byte budget, and never keeps one over a 32nd of it', async () => {
    const cache = new AnswerCache(32 * 100);
    for (const k of ['a', 'b', 'c']) await cache.get(k, '1', async () => k.repeat(100));
    await cache.get('a', '1', async () => 'unused');
    for (let i = 0; i < 30; i++) await cache.get(`f${i}`, '1', async () => 'f'.repeat(100));
    // 3,300 bytes asked to be kept: b, the least recently used, went; a, read again, stayed.
    const [a, b] = [counting(), counting()];
    await cache.get('b', '1', b.produce('b'.repeat(100)));
    await cache.get('a', '1', a.produce('a'.repeat(100)));
    expect([a.calls, b.calls]).toEqual([0, 1]);
    expect(cache.stats.bytes).toBeLessThanOrEqual(3200);
    await cache.get('big', '1', async () => 'x'.repeat(101));
    const again = counting();
    await cache.get('big', '1', again.produce('x'.repeat(101)));
    expect(again.calls).toBe(1);
  });

  it('tags by content: the same bytes, the same tag', () => {
    expect(answerOf('{"x":1}').etag).toBe(answerOf('{"x":1}').etag);
    expect(answerOf('{"x":1}').etag).not.toBe(answerOf('{"x":2}').etag);
  });
});

describe('clientHas (If-None-Match)', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false], ['"abc"', true], ['W/"abc"', true], ['"x", "abc"', true], ['*', true], ['"abcd"', false], ['abc', false],
  ])('%s → %s', (header, expected) => expect(clientHas(header, '"abc"')).toBe(expected));
});
