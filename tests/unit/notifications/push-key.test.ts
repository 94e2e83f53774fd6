import { describe, expect, it } from 'vitest';
import { keyBytes } from '../../../src/features/notifications/api/push-device';

describe('keyBytes', () => {
  it.each<[string, number[]]>([
    ['AQID', [1, 2, 3]],
    ['_-8', [255, 239]],
    ['AA', [0]],
  ])('%s', (key, bytes) => expect([...keyBytes(key)]).toEqual(bytes));

  it('reads a 65-byte VAPID key', () => {
    const key = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => i)).toString('base64url');
    expect(keyBytes(key)).toHaveLength(65);
    expect(keyBytes(key)[64]).toBe(64);
  });
});
