/**
 * Duplicate courses (issue 24, admin console): two courses are candidates when their names are the
 * same after `normaliseCourseName` and they lie within `DUPLICATE_RADIUS_KM` of each other.
 *
 * The normalisation (documented in src/server/routes/courses/README.md, "Courses in the admin console"):
 * lower case; accents stripped (NFD, combining marks dropped; ß → ss, æ → ae, ø → o, ł → l);
 * `&` read as "and"; apostrophes and dots removed inside words (St. → st, O'Hara → ohara,
 * G.C. → gc); every other run of punctuation a space; "saint" read as "st"; then the words that
 * only say it is golf are dropped: the, and, of, golf, club, gc, links, course, courses,
 * country, cc, resort. When nothing is left (say "The Golf Club") the name is kept with only the
 * first steps, so such names still compare among themselves.
 */

import { refusal, type Refusal } from '../refusal';

export const DUPLICATE_RADIUS_KM = 1;

const GOLF_WORDS: ReadonlySet<string> = new Set([
  'the', 'and', 'of', 'golf', 'club', 'gc', 'links', 'course', 'courses', 'country', 'cc', 'resort',
]);

const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

function words(name: string): string[] {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (ch) => LETTERS[ch]!)
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain ? plain.split(' ').map((w) => (w === 'saint' ? 'st' : w)) : [];
}

/** The key two names of the same course share (see the file's comment). */
export function normaliseCourseName(name: string): string {
  const all = words(name);
  const telling = all.filter((w) => !GOLF_WORDS.has(w));
  return (telling.length ? telling : all).join(' ');
}

export interface DuplicateCandidate {
  id: string;
  name: string;
}

/** Two courses near each other (the data layer finds them within the radius), with their distance. */
export interface NearPair {
  a: DuplicateCandidate;
  b: DuplicateCandidate;
  distanceKm: number;
}

/**
 * The near pairs whose names are the same after normalisation, closest first (then by name),
 * each pair once with its course ids in order.
 */
export function duplicatePairs(pairs: readonly NearPair[]): NearPair[] {
  const seen = new Set<string>();
  const out: NearPair[] = [];
  for (const p of pairs) {
    if (p.a.id === p.b.id || p.distanceKm > DUPLICATE_RADIUS_KM) continue;
    if (normaliseCourseName(p.a.name) !== normaliseCourseName(p.b.name)) continue;
    const [a, b] = p.a.id < p.b.id ? [p.a, p.b] : [p.b, p.a];
    const key = `${a.id}|${b.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ a, b, distanceKm: p.distanceKm });
  }
  return out.sort((x, y) => x.distanceKm - y.distanceKm || x.a.name.localeCompare(y.a.name));
}

/** A pair's two ids in the order it is stored and answered: the smaller first (issue 32's dismissals). */
export const pairOrder = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/**
 * Whether an admin may say course `id` is not a duplicate of `of`: two different courses that
 * both exist (read under their locks). Saying it of a pair already dismissed is no refusal: it
 * changes nothing.
 */
export function notDuplicateRefusal(id: string, of: string, found: { id: boolean; of: boolean }): Refusal | null {
  if (id === of) return refusal('invalid', 'must name another course than the one in the path', 'of');
  if (!found.id) return refusal('not-found', 'no such course', 'id');
  if (!found.of) return refusal('not-found', 'no such course', 'of');
  return null;
}
