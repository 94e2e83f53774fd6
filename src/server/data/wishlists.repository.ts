/**
 * Every SQL statement about wishlists and watchlists (the `wishlists` tables). Every call names
 * the owner: a list of someone else's is treated exactly like one that does not exist.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Wishlist, WishlistDetail, WishlistKind } from '../../shared/contracts/wishlists.contract';
import type { Db } from './database';
import { wishlistCourses, wishlists, courses, users } from './schema';
import { toCourseSummary } from './course-mapper';
import { shareCourse } from './course-references';

/** A new list's reads and insert, under a lock on its owner's row. */
export interface OwnerWishlists {
  count(): Promise<number>;
  courseExists(courseId: string): Promise<boolean>;
  insert(name: string, courseId: string | undefined): Promise<Wishlist>;
}

/** One list's reads and writes, under its row's lock. */
export interface LockedWishlist {
  courseExists(courseId: string): Promise<boolean>;
  count(): Promise<number>;
  contains(courseId: string): Promise<boolean>;
  add(courseId: string): Promise<void>;
  remove(courseId: string): Promise<void>;
  /** Marks the list changed and answers it as it now is. */
  touched(): Promise<Wishlist>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const owned = (ownerId: string, kind: WishlistKind, id: string) =>
  and(eq(wishlists.id, id), eq(wishlists.ownerId, ownerId), eq(wishlists.kind, kind));

/** The course ids of one list, in the order they were added. */
async function courseIds(tx: Db | Tx, listId: string): Promise<string[]> {
  const rows = await tx.select({ id: wishlistCourses.courseId }).from(wishlistCourses)
    .where(eq(wishlistCourses.wishlistId, listId))
    .orderBy(asc(wishlistCourses.addedAt), asc(wishlistCourses.courseId));
  return rows.map((r) => r.id);
}

/** Locked against a delete or merge until the write commits (course-references.ts). */
const courseExists = async (tx: Tx, courseId: string): Promise<boolean> => !!(await shareCourse(tx, courseId));

/** Locks the owner's list row for the rest of the transaction; null if there is no such list. */
async function lockOwned(tx: Tx, ownerId: string, kind: WishlistKind, id: string) {
  const [row] = await tx.select({ id: wishlists.id, name: wishlists.name }).from(wishlists)
    .where(owned(ownerId, kind, id)).for('update');
  return row ?? null;
}

export function wishlistsRepository(db: Db) {
  return {
    /**
     * Every list of one kind with its course ids, oldest list first: one query, the ids
     * aggregated in SQL so a golfer with thousands of saved courses costs one row per list.
     */
    async ofOwner(ownerId: string, kind: WishlistKind): Promise<Wishlist[]> {
      return (await this.allOfOwner(ownerId))[kind];
    },

    /**
     * Both kinds at once (the current user carries both). Each list's ids come from a subquery
     * that walks that list's rows alone: no join of every row with its list, no sort of them
     * all, and the same plan on PGlite, which has no statistics to choose a better one.
     */
    async allOfOwner(ownerId: string): Promise<Record<WishlistKind, Wishlist[]>> {
      const rows = await db
        .select({
          kind: wishlists.kind,
          id: wishlists.id,
          name: wishlists.name,
          ids: sql<string>`array_to_string(array(
            select ${wishlistCourses.courseId} from ${wishlistCourses}
            where ${wishlistCourses.wishlistId} = ${wishlists.id}
            order by ${wishlistCourses.addedAt}, ${wishlistCourses.courseId}), ',')`,
        })
        .from(wishlists)
        .where(eq(wishlists.ownerId, ownerId))
        .orderBy(asc(wishlists.createdAt), asc(wishlists.id));
      const out: Record<WishlistKind, Wishlist[]> = { wishlist: [], watchlist: [] };
      for (const r of rows) out[r.kind].push({ _id: r.id, name: r.name, courses: r.ids ? r.ids.split(',') : [] });
      return out;
    },

    /** One list with its courses as summaries; null unless it is the owner's. */
    async detail(ownerId: string, kind: WishlistKind, id: string): Promise<WishlistDetail | null> {
      const [list] = await db.select().from(wishlists).where(owned(ownerId, kind, id));
      if (!list) return null;
      const rows = await db.select({ course: courses }).from(wishlistCourses)
        .innerJoin(courses, eq(courses.id, wishlistCourses.courseId))
        .where(eq(wishlistCourses.wishlistId, id))
        .orderBy(asc(wishlistCourses.addedAt), asc(wishlistCourses.courseId));
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
    async withOwnerLocked<T>(ownerId: string, kind: WishlistKind, work: (owner: OwnerWishlists) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        return work({
          count: () => tx.$count(wishlists, and(eq(wishlists.ownerId, ownerId), eq(wishlists.kind, kind))),
          courseExists: (courseId) => courseExists(tx, courseId),
          async insert(name, courseId) {
            const [list] = await tx.insert(wishlists).values({ ownerId, kind, name }).returning();
            if (courseId) await tx.insert(wishlistCourses).values({ wishlistId: list!.id, courseId });
            return { _id: list!.id, name: list!.name, courses: courseId ? [courseId] : [] };
          },
        });
      });
    },

    /** Runs `work` under the list row's lock; null when the owner has no such list. */
    async withLockedList<T>(ownerId: string, kind: WishlistKind, id: string, work: (list: LockedWishlist) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const list = await lockOwned(tx, ownerId, kind, id);
        if (!list) return null;
        const has = eq(wishlistCourses.wishlistId, id);
        return work({
          courseExists: (courseId) => courseExists(tx, courseId),
          count: () => tx.$count(wishlistCourses, has),
          async contains(courseId) {
            const [row] = await tx.select({ id: wishlistCourses.courseId }).from(wishlistCourses)
              .where(and(has, eq(wishlistCourses.courseId, courseId)));
            return !!row;
          },
          async add(courseId) {
            await tx.insert(wishlistCourses).values({ wishlistId: id, courseId }).onConflictDoNothing();
          },
          async remove(courseId) {
            await tx.delete(wishlistCourses).where(and(has, eq(wishlistCourses.courseId, courseId)));
          },
          async touched() {
            await tx.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, id));
            return { _id: list.id, name: list.name, courses: await courseIds(tx, id) };
          },
        });
      });
    },

    async rename(ownerId: string, kind: WishlistKind, id: string, name: string): Promise<Wishlist | null> {
      const [list] = await db.update(wishlists).set({ name, updatedAt: new Date() }).where(owned(ownerId, kind, id)).returning();
      if (!list) return null;
      return { _id: list.id, name: list.name, courses: await courseIds(db, id) };
    },

    /** True when this call deleted the list (its course entries go with it). */
    async remove(ownerId: string, kind: WishlistKind, id: string): Promise<boolean> {
      const rows = await db.delete(wishlists).where(owned(ownerId, kind, id)).returning({ id: wishlists.id });
      return rows.length > 0;
    },
  };
}

export type WishlistsRepository = ReturnType<typeof wishlistsRepository>;
