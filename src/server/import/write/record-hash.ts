/**
 * A record's hash: what `course_sources.record_hash` keeps, so a re-run of the same file finds
 * every record unchanged. It covers the mapped fields (course-fields.ts), not the source's own
 * updated time: a release that only touched `updated_at` changes nothing here.
 *
 * Issue 34's fields (scorecard, website, phone, street, postal code) join the hash only when the
 * record has one of them. So a record imported before they were read, and holding one, hashes
 * differently now and updates its course (filling them); a record holding none hashes as it
 * always did and stays unchanged, with nothing to write.
 */
import { createHash } from 'node:crypto';
import type { ImportedCourse } from '../import-record';
import { FACT_FIELDS, RECORD_FIELDS, recordFields } from './course-fields';

const BEFORE_FACTS = RECORD_FIELDS.filter((k) => !(FACT_FIELDS as readonly string[]).includes(k));
const isBlank = (v: unknown) => v == null || (Array.isArray(v) && v.length === 0);

export function recordHash(r: ImportedCourse): string {
  const f = recordFields(r);
  const values: unknown[] = BEFORE_FACTS.map((k) => f[k]);
  const facts = FACT_FIELDS.map((k) => f[k]);
  if (facts.some((v) => !isBlank(v))) values.push(...facts);
  return createHash('sha1').update(JSON.stringify(values)).digest('base64url');
}
