/**
 * Duplicates inside one file (issue 25: OpenGolf's release holds 813 name-and-place copies): a
 * record is a duplicate of an earlier one with the same source id, or with the same normalised
 * name (`normaliseCourseName`, the admin duplicates finder's) within `DUPLICATE_RADIUS_KM`.
 *
 * The first record wins and the later ones are skipped as 'duplicate-in-file'. Decided: the first,
 * not the more complete, because the first may already be written (an earlier batch) and the
 * outcome must not depend on where batches end; a re-run skips exactly the same records.
 *
 * Memory: one entry per record kept (its source id, name key and position), about 150 bytes, the
 * one thing of an import that grows with the file (150 MB at a million records).
 */
import { haversineKm } from '../../../shared/domain/geo';
import { DUPLICATE_RADIUS_KM, normaliseCourseName } from '../../../shared/domain/courses/course-duplicates';
import type { ImportedCourse } from '../import-record';

interface Kept {
  lat: number;
  lng: number;
  line: number;
}

export interface InFileDuplicates {
  /** The earlier record this one repeats (its line, and whether by id or by name), or null (then it is remembered as kept). */
  check(record: Pick<ImportedCourse, 'sourceId' | 'name' | 'lat' | 'lng'>, line: number): { line: number; by: 'id' | 'name' } | null;
}

export function inFileDuplicates(): InFileDuplicates {
  const byId = new Map<string, number>();
  const byName = new Map<string, Kept[]>();
  return {
    check(record, line) {
      const idLine = byId.get(record.sourceId);
      if (idLine !== undefined) return { line: idLine, by: 'id' };
      const key = normaliseCourseName(record.name);
      const kept = byName.get(key);
      const twin = kept?.find((k) => haversineKm(k, record) <= DUPLICATE_RADIUS_KM);
      if (twin) return { line: twin.line, by: 'name' };
      byId.set(record.sourceId, line);
      const entry = { lat: record.lat, lng: record.lng, line };
      if (kept) kept.push(entry);
      else byName.set(key, [entry]);
      return null;
    },
  };
}
