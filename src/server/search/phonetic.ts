/**
 * A sound-alike key for course-name words, for the misspellings an edit distance cannot reach
 * because every vowel is spelled differently: "carnoosty" (Carnoustie), "lithum" (Lytham),
 * "leperd" (Leopard), "prairy" (Prairie), "musselborough" (Musselburgh). Vowels vary most between
 * how a name sounds and how it is spelled, consonants least, so the key is the word's consonant
 * skeleton: its first letter, then its consonants without vowels (y counts as one), h and w,
 * repeated letters once. Letters that spell the same sound share one: k for c, k and q (c before
 * e, i or y is s: "sypress" for Cypress), s for s and z, f for f, v and ph ("fenix" for Phoenix,
 * "nevin" for Nefyn, which is how it is said).
 *
 *   carnoustie, carnoosty -> krnst    musselburgh, musselborough -> mslbrg    lytham, lithum -> ltm
 *
 * Words shorter than PHONETIC_MIN_LENGTH and keys with fewer than two consonants get no key: short
 * skeletons match too many unrelated words. A match by key alone is weighed PHONETIC_SIMILARITY
 * (search-tuning.ts), below a one-letter typo, so a closer spelling always ranks first.
 */

/** Shortest word (query word and vocabulary word) given a key. */
export const PHONETIC_MIN_LENGTH = 5;

const DROPPED = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'h', 'w']);
const SAME_SOUND: Record<string, string> = { c: 'k', q: 'k', z: 's', v: 'f' };
const SOFT = new Set(['e', 'i', 'y']);

/** The sound-alike key of a normalised word (lower-case ASCII letters), or '' when it has none. */
export function phoneticKey(word: string): string {
  if (word.length < PHONETIC_MIN_LENGTH) return '';
  const s = word.replaceAll('ph', 'f');
  let key = '';
  let consonants = 0;
  for (let i = 0; i < s.length; i++) {
    const raw = s[i]!;
    if (raw < 'a' || raw > 'z') return '';
    const c = raw === 'c' && SOFT.has(s[i + 1] ?? '') ? 's' : (SAME_SOUND[raw] ?? raw);
    if (i > 0 && DROPPED.has(c)) continue;
    if (key.length > 0 && key[key.length - 1] === c) continue;
    key += c;
    if (!DROPPED.has(c)) consonants++;
  }
  return consonants >= 2 ? key : '';
}
