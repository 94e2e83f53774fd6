import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../../../../src/server/import/import-record';
import { recordFields, type CatalogueCourse, type SourceLink } from '../../../../src/server/import/write/course-fields';
import { decideRecord, matchByName, mergeFields } from '../../../../src/server/import/write/decide-record';
import { inFileDuplicates } from '../../../../src/server/import/write/in-file-duplicates';
import { planBatch } from '../../../../src/server/import/write/plan-batch';
import { recordHash } from '../../../../src/server/import/write/record-hash';

const record = (over: Partial<ImportedCourse> = {}): ImportedCourse => ({
  source: 'opengolfapi', sourceId: 'r1', name: 'Pine Valley Golf Club', lat: 39.7867, lng: -74.9311,
  country: 'United States', province: 'New Jersey', city: 'Pine Valley', continent: 'NORTH AMERICA',
  membership: 'PRIVATE', type: 'FULL LENGTH', holes: 18, par: 70, totalYardage: 7181, yearEstablished: 1918,
  architects: ['George Crump'], sourceUpdatedAt: '2026-04-15T00:00:00.000Z', scorecard: [], website: null, phone: null, street: null, postalCode: null,
  ...over,
});

const course = (over: Partial<CatalogueCourse> = {}, fields: Partial<ImportedCourse> = {}): CatalogueCourse => ({
  id: 'c1', source: 'opengolfapi', sourceId: 'r1', curatedAt: null,
  fields: recordFields(record({ city: null, holes: null, architects: [], ...fields })), ...over,
});

/** About 0.5 km and 2 km north of Pine Valley. */
const NEAR = { lat: 39.7912, lng: -74.9311 };
const FAR = { lat: 39.8047, lng: -74.9311 };

describe('mergeFields', () => {
  const have = recordFields(record({ city: 'Clementon', holes: null, architects: [], par: 71, type: 'EXECUTIVE' }));
  const incoming = recordFields(record({ name: 'Pine Valley GC', city: 'Pine Valley', holes: 18, par: 70, type: null }));
  it.each([
    ['fill: only blanks, never the name, position or set fields', 'fill', { holes: 18, architects: ['George Crump'] }],
    ['replace: every field of the record, a null type keeps the course type', 'replace', { name: 'Pine Valley GC', city: 'Pine Valley', holes: 18, par: 70, architects: ['George Crump'] }],
  ] as const)('%s', (_, mode, patch) => {
    expect(mergeFields(have, incoming, mode)).toEqual(patch);
  });

  it('fills nothing from a record that is blank where the course is blank', () => {
    expect(mergeFields(recordFields(record({ holes: null })), recordFields(record({ holes: null })), 'fill')).toEqual({});
  });
});

describe('matchByName', () => {
  it.each([
    ['same normalised name within 1 km', { name: 'Pine Valley', ...NEAR }, 'c1'],
    ['"The ... Golf Club" and St/Saint read the same', { name: 'The Pine Valley Golf Club', ...NEAR }, 'c1'],
    ['same name 2 km away', { name: 'Pine Valley Golf Club', ...FAR }, null],
    ['another name nearby', { name: 'Pine Hollow', ...NEAR }, null],
  ])('%s', (_, r, id) => {
    expect(matchByName(r, [course()])?.id ?? null).toBe(id);
  });

  it('picks the closest of two namesakes', () => {
    const a = course({ id: 'a' }, { lat: 39.7912 });
    const b = course({ id: 'b' }, { lat: 39.7870 });
    expect(matchByName(record(), [a, b])?.id).toBe('b');
  });
});

describe('decideRecord', () => {
  const r = record();
  const hash = recordHash(r);
  const link = (over: Partial<SourceLink> = {}): SourceLink => ({ courseId: 'c1', recordHash: hash, sourceUpdatedAt: r.sourceUpdatedAt, ...over });
  it.each([
    ['nothing known, nothing near: a new course', null, null, [], { outcome: 'inserted' }],
    ['the same record again: unchanged', link(), course(), [], { outcome: 'unchanged', courseId: 'c1' }],
    ['changed record of its own course: updated in place', link({ recordHash: 'old' }), course(), [],
      { outcome: 'updated', courseId: 'c1', patch: { city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
    ['an older release than the stored one: unchanged', link({ recordHash: 'old', sourceUpdatedAt: '2027-01-01T00:00:00.000Z' }), course(), [],
      { outcome: 'unchanged', courseId: 'c1' }],
    ['own course an admin touched: only blanks', link({ recordHash: 'old' }), course({ curatedAt: '2026-05-01T00:00:00.000Z' }, { par: 72, city: null }), [],
      { outcome: 'updated', courseId: 'c1', patch: { city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
    ['own course without a link row (same source id): updated', null, course({}, { par: 72 }), [],
      { outcome: 'updated', courseId: 'c1', patch: { par: 70, city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
    ['linked to a seed course, record changed: merged, blanks only', link({ recordHash: 'old' }), course({ source: 'seed', sourceId: 'x' }, { par: 72 }), [],
      { outcome: 'merged', courseId: 'c1', patch: { city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
    ['a seed namesake within 1 km: merged, blanks only', null, null, [course({ id: 's1', source: 'seed', sourceId: 'x' }, { ...NEAR, par: 72 })],
      { outcome: 'merged', courseId: 's1', patch: { city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
    ['a namesake 2 km away: a new course', null, null, [course({ id: 's1', source: 'seed' }, FAR)], { outcome: 'inserted' }],
  ] as const)('%s', (_, l, known, near, decision) => {
    expect(decideRecord(r, hash, { link: l, known, near, deleted: false })).toEqual(decision);
  });

  it.each([
    ['an admin deleted its course: not brought back, not even into a namesake', null, null, [course({ id: 's1', source: 'seed', sourceId: 'x' }, NEAR)], { outcome: 'deleted' }],
    ['deleted once, its course there again (restored): that course', link(), course(), [], { outcome: 'unchanged', courseId: 'c1' }],
    ['deleted once, its own course there again without a link row: that course', null, course({}, { par: 72 }), [],
      { outcome: 'updated', courseId: 'c1', patch: { par: 70, city: 'Pine Valley', holes: 18, architects: ['George Crump'] } }],
  ] as const)('remembered as deleted (issue 32): %s', (_, l, known, near, decision) => {
    expect(decideRecord(r, hash, { link: l, known, near, deleted: true })).toEqual(decision);
  });
});

describe('recordHash', () => {
  it.each([
    ['the same fields', record(), true],
    ['only the source time differs', record({ sourceUpdatedAt: '2027-01-01T00:00:00.000Z' }), true],
    ['a field differs', record({ par: 71 }), false],
    ['architects differ', record({ architects: [] }), false],
    ['a phone (issue 34)', record({ phone: '+16095550100' }), false],
    ['a scorecard (issue 34)', record({ scorecard: [{ hole: 1, par: 4, strokeIndex: 9 }] }), false],
    ['a postal code (issue 34)', record({ postalCode: '08021' }), false],
  ])('%s', (_, other, equal) => {
    expect(recordHash(other) === recordHash(record())).toBe(equal);
  });

  it('a record without issue 34\'s fields hashes as it did before them: course_sources\' hashes of earlier imports still match', () => {
    const r = record();
    const before = [r.name, r.lat, r.lng, r.country, r.province, r.city, r.continent, r.membership, r.type, r.holes, r.par, r.totalYardage,
      r.yearEstablished, r.architects];
    expect(recordHash(r)).toBe(createHash('sha1').update(JSON.stringify(before)).digest('base64url'));
  });
});

describe('a release imported before issue 34, imported again (its hash stored without the new fields)', () => {
  const facts = {
    scorecard: [{ hole: 1, par: 4, strokeIndex: 9 }, { hole: 3, par: 3, strokeIndex: 17 }], website: 'https://www.pvgc.example/', phone: '+18567830000',
    street: 'East Atlantic Avenue', postalCode: '08021',
  };
  const before = record();
  const now = record(facts);
  const link: SourceLink = { courseId: 'c1', recordHash: recordHash(before), sourceUpdatedAt: before.sourceUpdatedAt };
  it('its own course takes the new fields: updated, nothing else in the patch', () => {
    expect(recordHash(now)).not.toBe(link.recordHash);
    expect(decideRecord(now, recordHash(now), { link, known: course({}, { city: 'Pine Valley', holes: 18, architects: ['George Crump'] }), near: [], deleted: false }))
      .toEqual({ outcome: 'updated', courseId: 'c1', patch: facts });
  });
  it('a curated course only fills its blanks: the website an admin wrote stays', () => {
    const curated = course({ curatedAt: '2026-05-01T00:00:00.000Z' }, { city: 'Pine Valley', holes: 18, architects: ['George Crump'], website: 'https://admin.example/' });
    const { website: _, ...rest } = facts;
    expect(decideRecord(now, recordHash(now), { link, known: curated, near: [], deleted: false })).toEqual({ outcome: 'updated', courseId: 'c1', patch: rest });
  });
  it('a record with none of them stays unchanged: nothing to fill', () => {
    expect(decideRecord(before, recordHash(before), { link, known: course(), near: [], deleted: false })).toEqual({ outcome: 'unchanged', courseId: 'c1' });
  });
});

describe('inFileDuplicates', () => {
  it('keeps the first and names it for later copies (same id, or same name within 1 km)', () => {
    const d = inFileDuplicates();
    const rows: [Partial<ImportedCourse>, number, { line: number; by: 'id' | 'name' } | null][] = [
      [{}, 1, null],
      [{ sourceId: 'r1', name: 'Elsewhere', lat: 10, lng: 10 }, 2, { line: 1, by: 'id' }],
      [{ sourceId: 'r2', name: 'The Pine Valley Golf Club', ...NEAR }, 3, { line: 1, by: 'name' }],
      [{ sourceId: 'r3', ...FAR }, 4, null],
      [{ sourceId: 'r4', name: 'Pine Hollow', ...NEAR }, 5, null],
      [{ sourceId: 'r5', ...FAR }, 6, { line: 4, by: 'name' }],
    ];
    expect(rows.map(([over, line]) => d.check(record(over), line))).toEqual(rows.map(([, , earlier]) => earlier));
  });
});

describe('planBatch', () => {
  it('two records merging into one course in a batch: their fills add up, the second sees the first', () => {
    const seed = course({ id: 's1', source: 'seed', sourceId: 'x' }, { holes: null, city: null, yearEstablished: null });
    const a = record({ sourceId: 'a', ...NEAR, holes: 18, city: null, yearEstablished: null });
    const b = record({ sourceId: 'b', lat: 39.7822, lng: -74.9311, holes: 27, city: 'Clementon', yearEstablished: 1919 });
    let n = 0;
    const plan = planBatch(
      [{ record: a, hash: recordHash(a), line: 1 }, { record: b, hash: recordHash(b), line: 2 }, { record: record({ sourceId: 'c', name: 'New One' }), hash: 'h', line: 3 }],
      { links: new Map(), owned: new Map(), courses: new Map([['s1', seed]]), near: [['s1'], ['s1'], ['s1']], deleted: new Set() },
      () => `new-${++n}`,
    );
    expect(plan.counts).toEqual({ inserted: 1, updated: 0, unchanged: 0, merged: 2 });
    expect(plan.updates).toEqual([{ id: 's1', patch: { holes: 18, architects: ['George Crump'], city: 'Clementon', yearEstablished: 1919 } }]);
    expect(plan.links.map((l) => [l.sourceId, l.courseId])).toEqual([['a', 's1'], ['b', 's1'], ['c', 'new-1']]);
    expect(plan.changedIds).toEqual(['new-1', 's1']);
  });

  it('a record of a course an admin deleted is skipped with its line, written nowhere, and not counted as imported', () => {
    const gone = record({ sourceId: 'gone', name: 'Gone Links' });
    const kept = record({ sourceId: 'kept', name: 'Kept Links', ...FAR });
    const plan = planBatch(
      [{ record: gone, hash: recordHash(gone), line: 7 }, { record: kept, hash: recordHash(kept), line: 8 }],
      { links: new Map(), owned: new Map(), courses: new Map(), near: [[], []], deleted: new Set(['gone']) },
      () => 'new-1',
    );
    expect(plan.counts).toEqual({ inserted: 1, updated: 0, unchanged: 0, merged: 0 });
    expect(plan.skips).toEqual([{ index: 0, line: 7, reason: 'deleted-by-admin', message: 'An admin deleted the course this record made: it is not brought back' }]);
    expect(plan.links.map((l) => l.sourceId)).toEqual(['kept']);
    expect(plan.inserts.map((i) => i.record.sourceId)).toEqual(['kept']);
  });
});
