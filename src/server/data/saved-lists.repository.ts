/**
 * Every SQL statement about wishlists and watchlists (the `collections` tables). Every call names
 * the owner: a list of someone else's is treated exactly like one that does not exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SavedList, SavedListDetail, SavedListKind } from '../../shared/contracts/saved-lists.contract';
import type { Db } from '../db/client';
import { collectionCourses, collections, courses, users } from '../db/schema';
import { toCourseSummary } from './course-mapper';

/** A new list's reads and insert, under a lock on its owner's row. */
export interface OwnerSavedLists {
  count(): Promise<number>;
  courseExists(courseId: string): Promise<boolean>;
  insert(name: string, courseId: string | undefined): Promise<SavedList>;
}

/** One list's reads and writes, under its row's lock. */
export interface LockedSavedList {
  courseExists(courseId: string): Promise<boolean>;
  count(): Promise<number>;
  contains(courseId: string): Promise<boolean>;
  add(courseId: string): Promise<void>;
  remove(courseId: string): Promise<void>;
  /** Marks the list changed and answers it as it now is. */
  touched(): Promise<SavedList>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const owned = (ownerId: string, kind: SavedListKind, id: string) =>
  and(eq(collections.id, id), eq(collections.ownerId, ownerId), eq(collections.kind, kind));

/** The course ids of one list, in the order they were added. */
async function courseIds(tx: Db | Tx, listId: string): Promise<string[]> {
  const rows = await tx.select({ id: collectionCourses.courseId }).from(collectionCourses)
    .where(eq(collectionCourses.collectionId, listId))
    .orderBy(asc(collectionCourses.addedAt), asc(collectionCourses.courseId));
  return rows.map((r) => r.id);
}

async function courseExists(tx: Tx, courseId: string): Promise<boolean> {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return !!course;
}

/** Locks the owner's list row for the rest of the transaction; null if there is no such list. */
async function lockOwned(tx: Tx, ownerId: string, kind: SavedListKind, id: string) {
  const [row] = await tx.select({ id: collections.id, name: collections.name }).from(collections)
    .where(owned(ownerId, kind, id)).for('update');
  return row ?? null;
}

export function savedListsRepository(db: Db) {
  return {
    /**
     * Every list of one kind with its course ids, oldest list first: one query, the ids
     * aggregated in SQL so a golfer with thousands of saved courses costs one row per list.
     */
    async ofOwner(ownerId: string, kind: SavedListKind): Promise<SavedList[]> {
      return (await this.allOfOwner(ownerId))[kind];
    },

    /**
     * Both kinds at once (the current user carries both). Each list's ids come from a subquery
     * that walks that list's rows alone: no join of every row with its list, no sort of them
     * all, and the same plan on PGlite, which has no statistics to choose a better one.
     */
    async allOfOwner(ownerId: string): Promise<Record<SavedListKind, SavedList[]>> {
      const rows = await db
        .select({
          kind: collections.kind,
          id: collections.id,
          name: collections.name,
          ids: sql<string>`array_to_string(array(
            select ${collectionCourses.courseId} from ${collectionCourses}
            where ${collectionCourses.collectionId} = ${collections.id}
            order by ${collectionCourses.addedAt}, ${collectionCourses.courseId}), ',')`,
        })
        .from(collections)
        .where(eq(collections.ownerId, ownerId))
        .orderBy(asc(collections.createdAt), asc(collections.id));
      const out: Record<SavedListKind, SavedList[]> = { wishlist: [], watchlist: [] };
      for (const r of rows) out[r.kind].push({ _id: r.id, name: r.name, courses: r.ids ? r.ids.split(',') : [] });
      return out;
    },

    /** One list with its courses as summaries; null unless it is the owner's. */
    async detail(ownerId: string, kind: SavedListKind, id: string): Promise<SavedListDetail | null> {
      const [list] = await db.select().from(collections).where(owned(ownerId, kind, id));
      if (!list) return null;
      const rows = await db.select({ course: courses }).from(collectionCourses)
        .innerJoin(courses, eq(courses.id, collectionCourses.courseId))
        .where(eq(collectionCourses.collectionId, id))
        .orderBy(asc(collectionCourses.addedAt), asc(collectionCourses.courseId));
      return {
        _id: list.id,
        name: list.name,
        kind: list.kind,
        courses: rows.map((r) => toCourseSummary(r.course)),
        createdAt: list.createdAt.toISOString(),
        updatedAt: list.updatedAt.toISOString(),
      };
    },

    /**
     * Runs `work` under a lock on the owner's row: two creates at once count one after the other.
     * NO KEY UPDATE, not UPDATE: it excludes the other creates but not the golfer's other writes,
     * whose foreign-key checks only share-lock the row's key.
     */
    async withOwnerLocked<T>(ownerId: string, kind: SavedListKind, work: (owner: OwnerSavedLists) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        return work({
          count: () => tx.$count(collections, and(eq(collections.ownerId, ownerId), eq(collections.kind, kind))),
          courseExists: (courseId) => courseExists(tx, courseId),
          async insert(name, courseId) {
            const [list] = await tx.insert(collections).values({ ownerId, kind, name }).returning();
            if (courseId) await tx.insert(collectionCourses).values({ collectionId: list!.id, courseId });
            return { _id: list!.id, name: list!.name, courses: courseId ? [courseId] : [] };
          },
        });
      });
    },

    /** Runs `work` under the list row's lock; null when the owner has no such list. */
    async withLockedList<T>(ownerId: string, kind: SavedListKind, id: string, work: (list: LockedSavedList) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const list = await lockOwned(tx, ownerId, kind, id);
        if (!list) return null;
        const has = eq(collectionCourses.collectionId, id);
        return work({
          courseExists: (courseId) => courseExists(tx, courseId),
          count: () => tx.$count(collectionCourses, has),
          async contains(courseId) {
            const [row] = await tx.select({ id: collectionCourses.courseId }).from(collectionCourses)
              .where(and(has, eq(collectionCourses.courseId, courseId)));
            return !!row;
          },
          async add(courseId) {
            await tx.insert(collectionCourses).values({ collectionId: id, courseId }).onConflictDoNothing();
          },
          async remove(courseId) {
            await tx.delete(collectionCourses).where(and(has, eq(collectionCourses.courseId, courseId)));
          },
          async touched() {
            await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));
            return { _id: list.id, name: list.name, courses: await courseIds(tx, id) };
          },
        });
      });
    },

    async rename(ownerId: string, kind: SavedListKind, id: string, name: string): Promise<SavedList | null> {
      const [list] = await db.update(collections).set({ name, updatedAt: new Date() }).where(owned(ownerId, kind, id)).returning();
      if (!list) return null;
      return { _id: list.id, name: list.name, courses: await courseIds(db, id) };
    },

    /** True when this call deleted the list (its course entries go with it). */
    async remove(ownerId: string, kind: SavedListKind, id: string): Promise<boolean> {
      const rows = await db.delete(collections).where(owned(ownerId, kind, id)).returning({ id: collections.id });
      return rows.length > 0;
    },
  };
}

export type SavedListsRepository = ReturnType<typeof savedListsRepository>;
