/** Shared steps of the community ranking tests: golfers rank through the real API, then the rankings are read. */
import { expect } from 'vitest';
import type { CommunityRanking } from '../../../src/shared/contracts/community-rankings.contract';
import { courses } from '../../../src/server/data/schema';
import type { Golfer } from './golfers';
import { addItem, createList } from './lists';
import type { TestApp } from './test-app';
import { call } from './requests';

export interface RankOptions {
  kind?: 'course' | 'hole';
  type?: string;
  isPublic?: boolean;
  /** Hole lists: the hole of every course. */
  hole?: number;
}

const UNSCORED = new Set(['bucket_list']);

/** A new list of `golfer`'s (My Lie unless told) holding `courseIds` in this order, best first; answers its id. */
export async function rankCourses(t: TestApp, golfer: Golfer, courseIds: string[], opts: RankOptions = {}): Promise<string> {
  const { kind = 'course', type = 'mylie', isPublic = true } = opts;
  const listId = await createList(t, golfer, { name: `${type} list`, kind, type, isPublic });
  for (const course of courseIds) {
    await addItem(t, golfer, listId, {
      course,
      ...(opts.hole === undefined ? {} : { holeNumber: opts.hole }),
      ...(UNSCORED.has(type) ? {} : { bucket: 'loved' as const }),
    });
  }
  return listId;
}

/** GET a community ranking, expecting 200. */
export async function readRanking(t: TestApp, url: string): Promise<CommunityRanking> {
  const res = await call(t, 'GET', url, null);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CommunityRanking }).data;
}

/** The course ids of a ranking page, in order. */
export const rankedIds = async (t: TestApp, url: string): Promise<string[]> =>
  (await readRanking(t, url)).items.map((i) => i.course._id);

export type CourseFields = Partial<typeof courses.$inferInsert>;

/** Courses written straight to the database with the fields the filters read. */
export async function insertFilterableCourses(t: TestApp, rows: (CourseFields & { clubName: string })[]): Promise<string[]> {
  const inserted = await t.database.db.insert(courses).values(rows.map((r) => ({ lat: 56, lng: -3, ...r }))).returning({ id: courses.id });
  return inserted.map((r) => r.id);
}
