/**
 * Source ids. A record keeps the source's own id; a CSV without an id column gets a stable one:
 * a hash of the normalised name and the position rounded to about 100 m, so the same row in the
 * next download gets the same id. (The source's name is --source or the data's own, never the
 * file's: read/read-courses.ts.)
 */
import { createHash } from 'node:crypto';
import { tokenize } from '../../search/normalize';

export function hashedSourceId(name: string, lat: number, lng: number): string {
  const key = `${tokenize(name).join(' ')}|${lat.toFixed(3)}|${lng.toFixed(3)}`;
  return createHash('sha1').update(key).digest('hex').slice(0, 20);
}
