/**
 * A record's hash: what `course_sources.record_hash` keeps, so a re-run of the same file finds
 * every record unchanged. It covers the mapped fields (course-fields.ts), not the source's own
 * updated time: a release that only touched `updated_at` changes nothing here.
 */
import { createHash } from 'node:crypto';
import type { ImportedCourse } from '../import-record';
import { RECORD_FIELDS, recordFields } from './course-fields';

export function recordHash(r: ImportedCourse): string {
  const f = recordFields(r);
  const values = RECORD_FIELDS.map((k) => f[k]);
  return createHash('sha1').update(JSON.stringify(values)).digest('base64url');
}
