/** Requests and database checks shared by the API tests (golfers call the app; courses, played and wishlist rows read straight from the database). */
import { eq } from 'drizzle-orm';
import { wishlistCourses, courses, playedCourses } from '../../../src/server/data/schema';
import type { FieldError } from '../../../src/shared/contracts/errors.contract';
import type { TestApp } from './test-app';

export type Who = { auth: Record<string, string> } | null;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request through `app.inject`, as `who` (signed out when null). */
export const call = (t: TestApp, method: Method, url: string, who: Who, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Courses written straight to the database (fast; the tests are about what golfers do with them). */
export async function insertCourses(t: TestApp, count: number, prefix = 'Course'): Promise<string[]> {
  const rows = await t.database.db.insert(courses)
    .values(Array.from({ length: count }, (_, i) => ({ clubName: `${prefix} ${i + 1}`, lat: 56, lng: -3, country: 'Scotland' })))
    .returning({ id: courses.id });
  return rows.map((r) => r.id);
}

/** The field errors of a 400, as `in:path message` strings (easy to compare whole). */
export const fieldErrors = (res: { json(): { data: { errors: FieldError[] } | null } }): string[] =>
  (res.json().data?.errors ?? []).map((e) => `${e.in}:${e.path} ${e.message}`);

export async function playedIdsInDb(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db.select({ id: playedCourses.courseId }).from(playedCourses).where(eq(playedCourses.userId, userId));
  return rows.map((r) => r.id).sort();
}

export async function wishlistCourseIdsInDb(t: TestApp, listId: string): Promise<string[]> {
  const rows = await t.database.db.select({ id: wishlistCourses.courseId }).from(wishlistCourses)
    .where(eq(wishlistCourses.wishlistId, listId));
  return rows.map((r) => r.id).sort();
}

/** A calendar day `days` from today in UTC, "YYYY-MM-DD". */
export const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs `tasks` all at once and returns their results in order. */
export const all = <T>(tasks: (() => Promise<T>)[]) => Promise.all(tasks.map((task) => task()));
