/**
 * The list policies, one per kind, as tables: who reads and writes, what a new item needs, where it
 * goes or why not, reactions, index moves and limits. The API tests check the same through HTTP.
 */
import { describe, expect, it } from 'vitest';
import { canReadList } from '../../../../src/shared/domain/lists/list-access';
import type { CourseFacts, Golfer, ItemCounts, ListFacts, ListRole, NewItem, PlacementFacts } from '../../../../src/shared/domain/lists/list-facts';
import { isRefusal, policyFor } from '../../../../src/shared/domain/lists/list-policy';
import { mayCreateList } from '../../../../src/shared/domain/lists/list-creation';
import { FREE_ITEMS_PER_LIST, FREE_MY_LIE_MAX, FREE_RANKED_LISTS_MAX, PRO_EXTRA_ITEMS_PER_LIST, TRIP_ITEMS_HARD_MAX } from '../../../../src/shared/domain/list-rules';
import { TRIP_ROUNDS_PER_DAY_MAX } from '../../../../src/shared/domain/trips/trip-rules';

const FREE: Golfer = { id: 'g', isPremium: false };
const PRO: Golfer = { id: 'g', isPremium: true };
const list = (kind: ListFacts['kind'], type: string, isPublic = true): ListFacts => ({ kind, type, isPublic });
const counts = (n: number, banded = true): ItemCounts => (banded ? { loved: n, fine: 0, disliked: 0, none: 0 } : { loved: 0, fine: 0, disliked: 0, none: n });
const facts = (over: Partial<PlacementFacts> = {}): PlacementFacts => ({ counts: counts(0), duplicate: false, ...over });
const reason = (r: { reason: string } | null) => r?.reason ?? 'ok';

describe('who reads and who writes items', () => {
  const ROLES: ListRole[] = ['owner', 'companion', 'invited', 'none'];
  // [kind, public?, role] -> [read?, items write]
  it.each<[ListFacts['kind'], boolean, ListRole, boolean, string]>([
    ['course', true, 'owner', true, 'ok'],
    ['course', true, 'none', true, 'forbidden'],
    ['course', false, 'none', false, 'not-found'],
    ['hole', false, 'owner', true, 'ok'],
    ['trip', false, 'owner', true, 'ok'],
    ['trip', false, 'companion', true, 'ok'],
    ['trip', false, 'invited', true, 'forbidden'],
    ['trip', true, 'invited', true, 'forbidden'],
    ['trip', false, 'none', false, 'not-found'],
    ['trip', true, 'none', true, 'forbidden'],
  ])('%s list, public %s, %s: reads %s, writes items: %s', (kind, isPublic, role, reads, writes) => {
    const l = list(kind, kind === 'trip' ? 'trip' : 'custom', isPublic);
    expect(policyFor(kind).canRead(l, role)).toBe(reads);
    expect(canReadList(l, role)).toBe(reads);
    expect(reason(policyFor(kind).mayWriteItems(l, role))).toBe(writes);
  });

  it('leaves the list itself (name, visibility, deletion) to its owner alone, companions included', () => {
    for (const kind of ['course', 'hole', 'trip'] as const) {
      for (const role of ROLES) {
        const expected = role === 'owner' ? 'ok' : 'forbidden';
        expect(reason(policyFor(kind).mayChangeList(list(kind, 'custom', true), role)), `${kind} ${role}`).toBe(expected);
      }
      expect(reason(policyFor(kind).mayChangeList(list(kind, 'custom', false), 'none'))).toBe('not-found');
    }
  });

  it('tells an invited golfer to accept first', () => {
    expect(policyFor('trip').mayWriteItems(list('trip', 'trip', false), 'invited')?.message).toBe('Accept the invitation to this trip first.');
  });
});

describe('what a new item must and must not name', () => {
  it.each<[ListFacts['kind'], string, NewItem, string | null]>([
    ['course', 'most_fun', { course: 'c' }, null],
    ['course', 'most_fun', { course: 'c', bucket: 'loved' }, null],
    ['course', 'bucket_list', { course: 'c', bucket: 'loved' }, 'listItem.bucket'],
    ['course', 'custom', { course: 'c', holeNumber: 3 }, 'listItem.holeNumber'],
    ['course', 'custom', { course: 'c', day: 1 }, 'listItem.day'],
    ['course', 'custom', { course: 'c', teeTime: '09:00' }, 'listItem.teeTime'],
    ['course', 'custom', { course: 'c', teeTime: null }, null],
    ['hole', 'closers', { course: 'c' }, 'listItem.holeNumber'],
    ['hole', 'closers', { course: 'c', holeNumber: 18 }, null],
    ['trip', 'trip', { course: 'c' }, 'listItem.day'],
    ['trip', 'trip', { course: 'c', day: 2, teeTime: '08:10' }, null],
    ['trip', 'trip', { course: 'c', day: 2, bucket: 'fine' }, 'listItem.bucket'],
    ['trip', 'trip', { course: 'c', day: 2, holeNumber: 1 }, 'listItem.holeNumber'],
  ])('%s list of type %s, item %j: refused at %s', (kind, type, item, path) => {
    const r = policyFor(kind).itemShape(list(kind, type), item);
    expect(r?.path ?? null).toBe(path);
    if (r) expect(r.reason).toBe('invalid');
  });

  const full = (holes: number | null, par: number | null = null): CourseFacts => ({ holes, par, type: 'FULL LENGTH' });
  const par3Course = (holes: number | null, type: CourseFacts['type'] = 'PAR 3 COURSE'): CourseFacts => ({ holes, par: null, type });
  it.each<[ListFacts['kind'], string, NewItem, CourseFacts | null, string]>([
    ['course', 'custom', { course: 'c' }, null, 'not-found'],
    ['course', 'custom', { course: 'c' }, full(9), 'ok'],
    ['hole', 'closers', { course: 'c', holeNumber: 10 }, full(9), 'invalid'],
    ['hole', 'closers', { course: 'c', holeNumber: 18 }, full(null), 'ok'],
    ['hole', 'closers', { course: 'c', holeNumber: 19 }, full(null), 'invalid'],
    ['trip', 'trip', { course: 'c', day: 1 }, null, 'not-found'],
    // Par lists: a hole whose par the catalogue knows must be of that par; an unknown par is the golfer's word.
    ['hole', 'par_3s', { course: 'c', holeNumber: 15 }, full(18, 72), 'ok'],
    ['hole', 'par_3s', { course: 'c', holeNumber: 5 }, par3Course(9), 'ok'],
    ['hole', 'par_4s', { course: 'c', holeNumber: 5 }, par3Course(9), 'invalid'],
    ['hole', 'par_5s', { course: 'c', holeNumber: 2 }, par3Course(18, 'PITCH & PUTT'), 'invalid'],
    ['hole', 'par_4s', { course: 'c', holeNumber: 2 }, full(9, 27), 'invalid'],
    ['hole', 'closers', { course: 'c', holeNumber: 9 }, par3Course(9), 'ok'],
  ])('%s list of type %s, %j on a course with %j: %s', (kind, type, item, course, expected) => {
    expect(reason(policyFor(kind).courseFits(list(kind, type), item, course))).toBe(expected);
  });

  it('names the hole and its par when a par list refuses it', () => {
    const r = policyFor('hole').courseFits(list('hole', 'par_4s'), { course: 'c', holeNumber: 5 }, par3Course(9));
    expect(r).toMatchObject({ reason: 'invalid', path: 'listItem.holeNumber', message: 'must be a par 4: hole 5 of this course is a par 3' });
  });
});

describe('where a new item goes, or why not', () => {
  const place = (kind: ListFacts['kind'], type: string, golfer: Golfer, item: NewItem, atIndex: number | undefined, f: PlacementFacts) => {
    const r = policyFor(kind).place(list(kind, type), golfer, item, atIndex, f);
    return isRefusal(r) ? `${r.reason}${r.path ? ` ${r.path}` : ''}` : r;
  };

  it.each<[string, ListFacts['kind'], string, Golfer, NewItem, number | undefined, PlacementFacts, unknown]>([
    ['a ranked list without a band: the band it lands in', 'course', 'most_fun', FREE, { course: 'c' }, 0, facts(), { at: 'rank', index: 0, bucket: 'fine' }],
    ['a duplicate course', 'course', 'custom', FREE, { course: 'c' }, undefined, facts({ duplicate: true }), 'conflict listItem.course'],
    ['a duplicate hole', 'hole', 'closers', FREE, { course: 'c', holeNumber: 1 }, undefined, facts({ duplicate: true }), 'conflict listItem.holeNumber'],
    ['an index past the end', 'course', 'custom', FREE, { course: 'c' }, 4, facts({ counts: counts(3) }), 'invalid atIndex'],
    ['the end is fine', 'course', 'custom', FREE, { course: 'c' }, 3, facts({ counts: counts(3) }), { at: 'rank', index: 3, bucket: 'loved' }],
    ['a full free list', 'course', 'custom', FREE, { course: 'c' }, undefined, facts({ counts: counts(FREE_ITEMS_PER_LIST) }), 'over-limit'],
    ['the same list for Pro', 'course', 'custom', PRO, { course: 'c' }, undefined, facts({ counts: counts(FREE_ITEMS_PER_LIST) }), { at: 'rank', index: FREE_ITEMS_PER_LIST, bucket: 'loved' }],
    ['a full Pro list', 'course', 'custom', PRO, { course: 'c' }, undefined, facts({ counts: counts(FREE_ITEMS_PER_LIST + PRO_EXTRA_ITEMS_PER_LIST) }), 'over-limit'],
    ['a full free My Lie', 'course', 'mylie', FREE, { course: 'c' }, undefined, facts({ counts: counts(FREE_MY_LIE_MAX) }), 'over-limit'],
    ['a Pro list type for a free golfer', 'course', 'munis', FREE, { course: 'c' }, undefined, facts(), 'over-limit'],
    ['a bucket list: no band', 'course', 'bucket_list', FREE, { course: 'c' }, undefined, facts({ counts: counts(2, false) }), { at: 'rank', index: 2, bucket: null }],
    ['a trip round on a day', 'trip', 'trip', FREE, { course: 'c', day: 2 }, undefined, facts({ tripDays: 3, onDay: ['d'] }), { at: 'day', day: 2 }],
    ['a day the trip has not', 'trip', 'trip', FREE, { course: 'c', day: 4 }, undefined, facts({ tripDays: 3, onDay: [] }), 'invalid listItem.day'],
    ['a full day', 'trip', 'trip', FREE, { course: 'c', day: 1 }, undefined, facts({ tripDays: 3, onDay: Array.from({ length: TRIP_ROUNDS_PER_DAY_MAX }, (_, i) => `x${i}`) }), 'invalid listItem.day'],
    ['the course twice a day', 'trip', 'trip', FREE, { course: 'c', day: 1 }, undefined, facts({ tripDays: 3, onDay: ['c'] }), 'conflict listItem.course'],
    ['a full trip', 'trip', 'trip', FREE, { course: 'c', day: 1 }, undefined, facts({ tripDays: 3, onDay: [], counts: counts(TRIP_ITEMS_HARD_MAX, false) }), 'over-limit'],
    ['an index in a trip', 'trip', 'trip', FREE, { course: 'c', day: 1 }, 0, facts({ tripDays: 3, onDay: [] }), 'invalid atIndex'],
  ])('%s', (_what, kind, type, golfer, item, atIndex, f, expected) => expect(place(kind, type, golfer, item, atIndex, f)).toEqual(expected));
});

describe('reactions, index moves and limits', () => {
  it('takes reactions and index moves in course and hole lists, not in trips', () => {
    for (const kind of ['course', 'hole'] as const) {
      expect(policyFor(kind).reactions(list(kind, 'custom'), 'none')).toBeNull();
      expect(policyFor(kind).indexMoves('toIndex')).toBeNull();
    }
    expect(policyFor('trip').reactions(list('trip', 'trip'), 'owner')).toMatchObject({ reason: 'invalid', path: 'reaction' });
    expect(policyFor('trip').indexMoves('listItemA')).toMatchObject({ reason: 'invalid', path: 'listItemA' });
  });

  it.each<[ListFacts['kind'], string, Golfer, number]>([
    ['course', 'custom', FREE, FREE_ITEMS_PER_LIST],
    ['course', 'custom', PRO, FREE_ITEMS_PER_LIST + PRO_EXTRA_ITEMS_PER_LIST],
    ['course', 'mylie', FREE, FREE_MY_LIE_MAX],
    ['hole', 'closers', FREE, FREE_ITEMS_PER_LIST],
    ['trip', 'trip', FREE, TRIP_ITEMS_HARD_MAX],
  ])('a %s list of type %s holds for %j: %i', (kind, type, golfer, max) => expect(policyFor(kind).maxItems(list(kind, type), golfer)).toBe(max));
});

describe('making a list', () => {
  const mine = (...l: [ListFacts['kind'], string, number][]) => ({ lists: l.map(([kind, type, count]) => ({ kind, type, count })) });
  it.each<[string, Golfer, { kind: ListFacts['kind']; type: string }, ReturnType<typeof mine>, string]>([
    ['a first list', FREE, { kind: 'course', type: 'custom' }, mine(), 'ok'],
    ['a trip, which needs its dates', FREE, { kind: 'trip', type: 'trip' }, mine(), 'invalid kind'],
    ['a Pro type, free', FREE, { kind: 'course', type: 'vibe' }, mine(), 'over-limit type'],
    ['a Pro type, Pro', PRO, { kind: 'hole', type: 'strategic' }, mine(), 'ok'],
    ['a second My Lie', PRO, { kind: 'course', type: 'mylie' }, mine(['course', 'mylie', 1]), 'conflict'],
    ['a sixth ranked list, free', FREE, { kind: 'hole', type: 'openers' }, mine(['course', 'custom', 3], ['hole', 'closers', 2]), 'over-limit'],
    ['My Lie and trips do not count', FREE, { kind: 'course', type: 'custom' }, mine(['course', 'mylie', 1], ['trip', 'trip', 9], ['course', 'custom', FREE_RANKED_LISTS_MAX - 1]), 'ok'],
    ['My Lie past the limit', FREE, { kind: 'course', type: 'mylie' }, mine(['course', 'custom', FREE_RANKED_LISTS_MAX]), 'ok'],
    ['a sixth for Pro', PRO, { kind: 'course', type: 'custom' }, mine(['course', 'custom', FREE_RANKED_LISTS_MAX]), 'ok'],
  ])('%s', (_what, golfer, l, f, expected) => {
    const r = mayCreateList(golfer, l, f);
    expect(r ? `${r.reason}${r.path ? ` ${r.path}` : ''}` : 'ok').toBe(expected);
  });
});
