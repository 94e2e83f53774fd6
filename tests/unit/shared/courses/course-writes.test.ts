import { describe, expect, it } from 'vitest';
import {
  courseDeleteRefusal, courseRestoreRefusal, courseSaveDecision, sameRevision, type CourseWriteMeta,
} from '../../../../src/shared/domain/courses/course-writes';
import type { Refusal } from '../../../../src/shared/domain/refusal';

const R = '2026-03-01T10:00:00.123Z';
const LATER = '2026-03-01T10:00:00.124Z';
const shown = (r: Refusal | string | null) => (r === null || typeof r === 'string' ? r : `${r.reason}${r.path ? ` ${r.path}` : ''}`);

describe('sameRevision', () => {
  it.each([
    [R, R, true],
    [R, '2026-03-01T12:00:00.123+02:00', true],
    [R, LATER, false],
    ['yesterday', 'yesterday', false],
  ])('%s and %s → %s', (a, b, expected) => expect(sameRevision(a, b)).toBe(expected));
});

describe('courseSaveDecision', () => {
  const now = { revision: R };
  it.each<[string, 'replace' | 'upsert', CourseWriteMeta, { revision: string } | null, boolean, string]>([
    ['PUT of a course that is not there', 'replace', { revision: R, reason: 'x' }, null, false, 'not-found'],
    ['POST of a new id', 'upsert', {}, null, false, 'create'],
    ['POST of a new id with a reason', 'upsert', { reason: 'x' }, null, false, 'create'],
    ['POST naming a revision of a course gone since', 'upsert', { revision: R }, null, false, 'stale'],
    ['a body that changes nothing, no revision', 'upsert', {}, now, true, 'unchanged'],
    ['a body that changes nothing, a stale revision', 'replace', { revision: LATER }, now, true, 'unchanged'],
    ['a change without a reason', 'replace', { revision: R }, now, false, 'invalid reason'],
    ['a change without a revision', 'upsert', { reason: 'x' }, now, false, 'invalid updatedAt'],
    ['a change from a stale revision', 'replace', { revision: LATER, reason: 'x' }, now, false, 'stale'],
    ['a change from the revision read', 'replace', { revision: R, reason: 'x' }, now, false, 'replace'],
    ['a POST change from the revision read', 'upsert', { revision: R, reason: 'x' }, now, false, 'replace'],
  ])('%s', (_, kind, body, current, unchanged, expected) => {
    expect(shown(courseSaveDecision(kind, body, current, unchanged))).toBe(expected);
  });
});

describe('courseDeleteRefusal', () => {
  it.each<[string, CourseWriteMeta, { revision: string } | null, string | null]>([
    ['no course', { reason: 'x' }, null, 'not-found'],
    ['no reason', {}, { revision: R }, 'invalid reason'],
    ['a reason, no revision', { reason: 'x' }, { revision: R }, null],
    ['a stale revision', { reason: 'x', revision: LATER }, { revision: R }, 'stale'],
    ['the revision read', { reason: 'x', revision: R }, { revision: R }, null],
  ])('%s', (_, body, current, expected) => expect(shown(courseDeleteRefusal(body, current))).toBe(expected));
});

describe('courseRestoreRefusal', () => {
  it.each([
    [{ exists: true, deleted: true }, 'conflict id'],
    [{ exists: false, deleted: false }, 'not-found id'],
    [{ exists: false, deleted: true }, null],
  ])('%o → %s', (facts, expected) => expect(shown(courseRestoreRefusal(facts))).toBe(expected));
});
