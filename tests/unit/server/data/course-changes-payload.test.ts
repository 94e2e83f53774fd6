import { describe, expect, it } from 'vitest';
import { decodeCourseChange, encodeCourseChange, encodeCourseChanges, NOTIFY_MAX_BYTES, courseChangeChannel } from '../../../../src/server/data/course-changes.channel';

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('course change payloads', () => {
  it.each([
    ['a few ids', { ids: [uuid(1), uuid(2)] }, { ids: [uuid(1), uuid(2)] }],
    ['repeated ids once', { ids: [uuid(1), uuid(1)] }, { ids: [uuid(1)] }],
    ['all', { all: true as const }, { all: true }],
    ['too many ids to name: all', { ids: Array.from({ length: 400 }, (_, i) => uuid(i)) }, { all: true }],
  ])('%s', (_name, change, expected) => {
    const payload = encodeCourseChange('me', change);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(decodeCourseChange(payload)).toEqual({ from: 'me', change: expected });
  });

  it('names as many ids as fit', () => {
    const ids = Array.from({ length: 150 }, (_, i) => uuid(i));
    expect(decodeCourseChange(encodeCourseChange('me', { ids }))?.change).toEqual({ ids });
  });

  it('splits many ids into notifications that each fit, naming every id once, in order', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuid(i));
    const payloads = encodeCourseChanges('me', { ids: [...ids, uuid(5)] });
    expect(payloads.length).toBe(Math.ceil((1000 * 39 + 20) / NOTIFY_MAX_BYTES));
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(payloads.flatMap((p) => (decodeCourseChange(p)!.change as { ids: string[] }).ids)).toEqual(ids);
    expect(encodeCourseChanges('me', { ids: [] })).toEqual([]);
    expect(encodeCourseChanges('me', { all: true }).map((p) => decodeCourseChange(p)?.change)).toEqual([{ all: true }]);
  });

  it.each([
    ['not JSON', '{'],
    ['no sender', JSON.stringify({ ids: [] })],
    ['ids not strings', JSON.stringify({ from: 'x', ids: [1] })],
    ['neither ids nor all', JSON.stringify({ from: 'x' })],
  ])('ignores a payload that is %s', (_name, payload) => {
    expect(decodeCourseChange(payload)).toBeNull();
  });

  it('on PGlite announces nothing and listens to nothing', async () => {
    const channel = courseChangeChannel({ driver: 'pglite', db: null as never });
    await expect(channel.announce({ ids: [uuid(1)] })).resolves.toBeUndefined();
    await expect(channel.listen({ onChange: async () => {}, onResync: async () => {}, onTrouble: () => {} })).resolves.toBeUndefined();
  });
});
