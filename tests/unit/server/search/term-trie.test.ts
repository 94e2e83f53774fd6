import { describe, expect, it } from 'vitest';
import { maxEditsFor, similarityFromDistance, TermTrie, typoDistance } from '../../../../src/server/search/term-trie';
import { prng } from '../../../support/prng';

describe('typoDistance', () => {
  it.each([
    ['pebble', 'pebble', 0],
    ['shinecock', 'shinnecock', 0.5], // doubled letter typed once
    ['pebbble', 'pebble', 0.5], // letter typed twice
    ['peble', 'pebel', 0.75], // swapped letters
    ['pebel', 'pebble', 1.25], // doubled letter + swap
    ['bech', 'beach', 1],
    ['augsta', 'augusta', 1],
    ['muirfeld', 'muirfield', 1],
    ['carnousty', 'carnoustie', 2],
    ['pebel', 'rebel', 1.6], // the first letter is expensive
    ['ebble', 'pebble', 1.6],
  ])('%s -> %s costs %d', (a, b, d) => {
    expect(typoDistance(a, b)).toBeCloseTo(d, 9);
  });

  it('makes "pebel" closer to "pebble" than to "rebel"', () => {
    const pebble = similarityFromDistance(typoDistance('pebel', 'pebble'), 5, 6);
    const rebel = similarityFromDistance(typoDistance('pebel', 'rebel'), 5, 5);
    expect(pebble).toBeGreaterThan(rebel);
  });

  it('allows more edits for longer words, none for one or two letters', () => {
    expect(maxEditsFor(2)).toBe(0);
    expect(maxEditsFor(4)).toBe(1);
    expect(maxEditsFor(5)).toBeGreaterThanOrEqual(1.25); // "pebel" -> "pebble"
    expect(maxEditsFor(5)).toBeLessThan(1.6); // but no first-letter edit below 8 letters
    expect(maxEditsFor(9)).toBeGreaterThanOrEqual(2); // "carnousty" -> "carnoustie"
  });
});

describe('TermTrie', () => {
  const rand = prng(7);
  const letters = 'abcdeilnorst';
  const word = (min: number, max: number) => {
    let w = '';
    const n = min + Math.floor(rand() * (max - min + 1));
    for (let i = 0; i < n; i++) w += letters[Math.floor(rand() * letters.length)];
    return w;
  };
  const vocabulary = [...new Set(Array.from({ length: 1500 }, () => word(1, 10)).concat(['pebble', 'beach', 'shinnecock', 'rebel']))];
  const trie = new TermTrie();
  vocabulary.forEach((w, i) => trie.insert(w, i));

  const mutate = (w: string) => {
    const i = Math.floor(rand() * (w.length + 1));
    const c = letters[Math.floor(rand() * letters.length)]!;
    switch (Math.floor(rand() * 4)) {
      case 0: return w.slice(0, i) + c + w.slice(i);
      case 1: return w.slice(0, i) + w.slice(i + 1);
      case 2: return w.slice(0, i) + c + w.slice(i + 1);
      default: return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w + w.at(-1);
    }
  };

  it('finds exactly the words a brute-force distance finds, with the same distances', () => {
    const queries = Array.from({ length: 100 }, () => mutate(mutate(vocabulary[Math.floor(rand() * vocabulary.length)]!))).concat(['pebel', 'shinecock', 'x', '']);
    for (const q of queries) {
      const budget = maxEditsFor(q.length);
      const got = new Map<number, number>();
      trie.fuzzy(q, budget, (t, d) => got.set(t, d));
      const want = new Map<number, number>();
      vocabulary.forEach((w, t) => {
        const d = typoDistance(q, w);
        if (d <= budget) want.set(t, d);
      });
      expect([...got.keys()].sort((a, b) => a - b), q).toEqual([...want.keys()].sort((a, b) => a - b));
      for (const [t, d] of want) expect(got.get(t)).toBeCloseTo(d, 9);
    }
  }, 30_000);

  it('completes a prefix shortest first, up to the limit, skipping refused words', () => {
    const t = new TermTrie();
    ['pebble', 'peb', 'pebbles', 'pebblebrook', 'pelican', 'beach'].forEach((w, i) => t.insert(w, i));
    const seen: [number, number][] = [];
    t.completions('peb', 10, (term, length) => {
      seen.push([term, length]);
      return true;
    });
    expect(seen).toEqual([[1, 3], [0, 6], [2, 7], [3, 11]]);
    const limited: number[] = [];
    t.completions('peb', 2, (term) => {
      limited.push(term);
      return term !== 1; // refuse "peb": it does not count towards the limit
    });
    expect(limited).toEqual([1, 0, 2]);
    const none: number[] = [];
    t.completions('zz', 5, (term) => none.push(term) > 0);
    expect(none).toEqual([]);
  });
});
