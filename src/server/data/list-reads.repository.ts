/**
 * Reads of list items: a list's items in rank order with their courses, scores and reactions;
 * who reacted to an item; where a course stands in a golfer's lists; what a golfer's lists and
 * played courses add up to. Reactions (the other write a non-owner makes) are here too.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CourseStanding, ListItem } from '../../shared/contracts/list-items.contract';
import type { CourseFieldFilters } from '../../shared/contracts/courses.contract';
import type { UserListStats } from '../../shared/contracts/lists.contract';
import type { ListReaction } from '../../shared/domain/list-rules';
import { itemScore, scoresOf } from '../../shared/domain/ranking/score';
import type { Db } from './database';
import { courses, listItemReactions, listItems, lists, playedCourses, users } from './schema';
import { toCourseSummary } from './course-mapper';
import { countCourseFields, courseFieldConditions } from './course-field-counts';
import { publicUserColumns, toPublicUser } from './user-mapper';
import { hiddenOf } from './lists.repository';
import { noteShownTo } from '../../shared/domain/moderation/list-moderation-rules';

type Counts = Map<string, { reaction: ListReaction; count: number }[]>;

export function listReadsRepository(db: Db) {
  /** Other golfers' reactions to the items of one list, counted per item and reaction. */
  async function reactionCounts(listId: string): Promise<Counts> {
    const rows = await db.select({ itemId: listItemReactions.itemId, reaction: listItemReactions.reaction, n: count() })
      .from(listItemReactions).innerJoin(listItems, eq(listItems.id, listItemReactions.itemId))
      .where(eq(listItems.listId, listId))
      .groupBy(listItemReactions.itemId, listItemReactions.reaction)
      .orderBy(listItemReactions.itemId, desc(count()), listItemReactions.reaction);
    const byItem: Counts = new Map();
    for (const r of rows) byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), { reaction: r.reaction, count: r.n }]);
    return byItem;
  }

  async function viewerReactions(listId: string, viewerId: string | null): Promise<Map<string, ListReaction>> {
    if (!viewerId) return new Map();
    const rows = await db.select({ itemId: listItemReactions.itemId, reaction: listItemReactions.reaction })
      .from(listItemReactions).innerJoin(listItems, eq(listItems.id, listItemReactions.itemId))
      .where(and(eq(listItems.listId, listId), eq(listItemReactions.userId, viewerId)));
    return new Map(rows.map((r) => [r.itemId, r.reaction]));
  }

  return {
    /** Every item of a list in rank order, scored. */
    /** `ownerOrAdmin`: hidden notes are read with their reason (issue 24); others read no note. */
    async items(listId: string, viewerId: string | null, ownerOrAdmin = false): Promise<ListItem[]> {
      const [rows, counts, mine] = await Promise.all([
        db.select({ item: listItems, course: courses }).from(listItems)
          .innerJoin(courses, eq(courses.id, listItems.courseId))
          .where(eq(listItems.listId, listId)).orderBy(asc(listItems.rankKey)),
        reactionCounts(listId),
        viewerReactions(listId, viewerId),
      ]);
      const scores = scoresOf(rows.map((r) => r.item.bucket));
      return rows.map(({ item, course }, index) => ({
        _id: item.id,
        index,
        course: toCourseSummary(course),
        holeNumber: item.holeNumber,
        bucket: item.bucket,
        score: scores[index] ?? null,
        note: noteShownTo(item.note, item.noteHiddenAt != null, ownerOrAdmin),
        noteHidden: ownerOrAdmin ? hiddenOf(item.noteHiddenAt, item.noteHiddenReason) : null,
        reaction: item.reaction,
        reactions: counts.get(item.id) ?? [],
        viewerReaction: mine.get(item.id) ?? null,
        addedAt: item.createdAt.toISOString(),
      }));
    },

    /** The list an item belongs to (to check who may see it). */
    async listOfItem(itemId: string): Promise<string | null> {
      const [row] = await db.select({ listId: listItems.listId }).from(listItems).where(eq(listItems.id, itemId));
      return row?.listId ?? null;
    },

    /** Who reacted to an item, newest first. */
    async reactionsOf(itemId: string) {
      const rows = await db.select({ user: publicUserColumns, reaction: listItemReactions.reaction, createdAt: listItemReactions.createdAt })
        .from(listItemReactions).innerJoin(users, eq(users.id, listItemReactions.userId))
        .where(eq(listItemReactions.itemId, itemId)).orderBy(desc(listItemReactions.createdAt), users.id);
      return rows.map((r) => ({ user: toPublicUser(r.user), reaction: r.reaction, createdAt: r.createdAt.toISOString() }));
    },

    /** Where a course stands in each of a golfer's lists that hold it: rank, and score where the list has buckets. */
    async standings(ownerId: string, courseId: string): Promise<CourseStanding[]> {
      const j = sql`(select count(*)::int from ${listItems} j where j.list_id = ${listItems.listId}`;
      const rows = await db.select({
        listId: lists.id, name: lists.name, kind: lists.kind, type: lists.type, holeNumber: listItems.holeNumber, bucket: listItems.bucket,
        rank: sql<number>`${j} and j.rank_key < ${listItems.rankKey})`,
        itemCount: sql<number>`${j})`,
        inBucket: sql<number>`${j} and j.bucket = ${listItems.bucket} and j.rank_key < ${listItems.rankKey})`,
        bucketSize: sql<number>`${j} and j.bucket = ${listItems.bucket})`,
      }).from(listItems).innerJoin(lists, eq(lists.id, listItems.listId))
        .where(and(eq(lists.ownerId, ownerId), eq(listItems.courseId, courseId)))
        .orderBy(sql`${lists.type} = 'mylie' desc`, desc(lists.updatedAt), listItems.holeNumber);
      return rows.map((r) => ({
        listId: r.listId, name: r.name, kind: r.kind, type: r.type, holeNumber: r.holeNumber,
        rank: r.rank + 1, itemCount: r.itemCount,
        score: r.bucket ? itemScore(r.bucket, r.inBucket, r.bucketSize) : null,
      }));
    },

    /**
     * Lists by kind (all of them), and, among the courses matching `filters`, those ranked in My
     * Lie and the played ones counted by their fields (see `countCourseFields`).
     */
    async stats(ownerId: string, includePrivate: boolean, filters: CourseFieldFilters = {}): Promise<UserListStats> {
      const visible = includePrivate ? sql`true` : sql`(${lists.isPublic} and ${lists.hiddenAt} is null)`;
      const matching = and(...courseFieldConditions(filters));
      const [kinds, myLie, played] = await Promise.all([
        db.select({ kind: lists.kind, n: count() }).from(lists).where(and(eq(lists.ownerId, ownerId), visible)).groupBy(lists.kind),
        db.select({ n: count() }).from(listItems).innerJoin(lists, eq(lists.id, listItems.listId)).innerJoin(courses, eq(courses.id, listItems.courseId))
          .where(and(eq(lists.ownerId, ownerId), eq(lists.type, 'mylie'), visible, matching)),
        countCourseFields(db, sql`
          select ${playedCourses.courseId} as course_id from ${playedCourses} join ${courses} on ${courses.id} = ${playedCourses.courseId}
          where ${playedCourses.userId} = ${ownerId} ${matching ? sql`and ${matching}` : sql``}`),
      ]);
      const kind = (k: string) => kinds.find((r) => r.kind === k)?.n ?? 0;
      return {
        lists: { course: kind('course'), hole: kind('hole'), trip: kind('trip') },
        rankedCourses: myLie[0]?.n ?? 0,
        played,
      };
    },
  };
}

export type ListReadsRepository = ReturnType<typeof listReadsRepository>;
