/**
 * Every SQL statement about wishlists and watchlists (the `collections` tables). Every call names
 * the owner: a list of someone else's is treated exactly like one that does not exist.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedList, SavedListDetail, SavedListKind } from '../../shared/contracts/saved-lists.contract';
import type { Db } from '../db/client';
import { collectionCourses, collections, courses, users } from '../db/schema';
import { toCourseSummary } from './course-mapper';

export type SavedListWrite =
  | { status: 'ok'; list: SavedList }
  | { status: 'no-list' }
  | { status: 'no-course' }
  | { status: 'full' };

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

    async countOf(ownerId: string, kind: SavedListKind): Promise<number> {
      return db.$count(collections, and(eq(collections.ownerId, ownerId), eq(collections.kind, kind)));
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
     * Creates a list and, when `courseId` is given, puts that course in it, in one transaction
     * (Save and Add). `maxLists` bounds how many lists of this kind a golfer keeps; the owner's
     * row lock makes the check hold under concurrent creates.
     */
    async create(ownerId: string, kind: SavedListKind, name: string, courseId: string | undefined, maxLists: number): Promise<SavedListWrite> {
      return db.transaction(async (tx) => {
        if (courseId) {
          const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
          if (!course) return { status: 'no-course' } as const;
        }
        // The owner's row is the lock: two creates at once count one after the other. NO KEY
        // UPDATE, not UPDATE: it excludes the other creates but not the golfer's other writes,
        // whose foreign-key checks only share-lock the row's key.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(collections)
          .where(and(eq(collections.ownerId, ownerId), eq(collections.kind, kind)));
        if (n >= maxLists) return { status: 'full' } as const;
        const [list] = await tx.insert(collections).values({ ownerId, kind, name }).returning();
        if (courseId) await tx.insert(collectionCourses).values({ collectionId: list!.id, courseId });
        return { status: 'ok', list: { _id: list!.id, name: list!.name, courses: courseId ? [courseId] : [] } } as const;
      });
    },

    /** Adds (idempotently) or removes a course; answers the list as it now is. */
    async setCourse(
      ownerId: string, kind: SavedListKind, id: string, courseId: string, inList: boolean, maxCourses: number,
    ): Promise<SavedListWrite> {
      return db.transaction(async (tx) => {
        const list = await lockOwned(tx, ownerId, kind, id);
        if (!list) return { status: 'no-list' } as const;
        if (inList) {
          const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
          if (!course) return { status: 'no-course' } as const;
          const n = await tx.$count(collectionCourses, eq(collectionCourses.collectionId, id));
          if (n >= maxCourses) {
            const [present] = await tx.select({ id: collectionCourses.courseId }).from(collectionCourses)
              .where(and(eq(collectionCourses.collectionId, id), eq(collectionCourses.courseId, courseId)));
            if (!present) return { status: 'full' } as const;
          }
          await tx.insert(collectionCourses).values({ collectionId: id, courseId }).onConflictDoNothing();
        } else {
          await tx.delete(collectionCourses)
            .where(and(eq(collectionCourses.collectionId, id), eq(collectionCourses.courseId, courseId)));
        }
        await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));
        return { status: 'ok', list: { _id: list.id, name: list.name, courses: await courseIds(tx, id) } } as const;
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
