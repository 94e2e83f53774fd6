import { describe, expect, it } from 'vitest';
import { phoneticKey } from '../../../../src/server/search/phonetic';

describe('phoneticKey', () => {
  it('gives sound-alike spellings of a name the same key', () => {
    const same: [string, string][] = [
      ['carnoosty', 'carnoustie'],
      ['musselborough', 'musselburgh'],
      ['lithum', 'lytham'],
      ['leperd', 'leopard'],
      ['prairy', 'prairie'],
      ['sypress', 'cypress'],
      ['fenix', 'phoenix'],
      ['kwaker', 'quaker'],
      ['nevin', 'nefyn'],
      ['kopenhagen', 'copenhagen'],
    ];
    for (const [typed, name] of same) {
      expect(phoneticKey(typed), typed).not.toBe('');
      expect(phoneticKey(typed), typed).toBe(phoneticKey(name));
    }
  });

  it('keeps different consonants apart', () => {
    expect(phoneticKey('pebble')).not.toBe(phoneticKey('rebel'));
    expect(phoneticKey('carnoustie')).not.toBe(phoneticKey('cornwall'));
    expect(phoneticKey('cristal')).toBe('krstl');
  });

  it('gives no key to short words, one-consonant skeletons or other scripts', () => {
    expect(phoneticKey('sink')).toBe('');
    expect(phoneticKey('aiea')).toBe('');
    expect(phoneticKey('hawaii')).toBe('');
    expect(phoneticKey('東京ゴルフ')).toBe('');
    expect(phoneticKey('no2abc')).toBe('');
  });
});
