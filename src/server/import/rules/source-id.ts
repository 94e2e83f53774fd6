/**
 * Source ids and names. A record keeps the source's own id; a CSV without an id column gets a
 * stable one: a hash of the normalised name and the position rounded to about 100 m, so the same
 * row in the next download gets the same id.
 */
import { createHash } from 'node:crypto';
import { tokenize } from '../../search/normalize';

export function hashedSourceId(name: string, lat: number, lng: number): string {
  const key = `${tokenize(name).join(' ')}|${lat.toFixed(3)}|${lng.toFixed(3)}`;
  return createHash('sha1').update(key).digest('hex').slice(0, 20);
}

/** A source name from a file name: "My Courses (2024).csv.gz" -> "my-courses-2024". */
export function sourceFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/(\.gz)$/i, '').replace(/\.[^.]+$/, '');
  const slug = stem.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug || 'csv';
}
