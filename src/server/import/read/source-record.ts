/** What a format's reader yields: a record in its source's spelling, or a line it could not read. */
import type { RawCourse } from '../rules/raw-course';

export type SourceRecord =
  | { kind: 'raw'; raw: RawCourse }
  | { kind: 'unreadable'; line: number; message: string };
