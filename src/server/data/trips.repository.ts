/**
 * Every SQL statement about trips as wholes (issue 15): read a trip with its companions and
 * rounds, a golfer's trips, and the save of a whole plan. A save runs in one transaction that
 * locks the trip's row first, so two companions saving at once save one after the other, and a
 * refused save writes nothing. Who may change what is checked here, against the locked row;
 * `TripRefusal` says why not, and the service turns it into the error the caller sees.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Destination, Round, TripBody, TripSummary } from '../../shared/contracts/trips.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import { tripDatesProblem, tripDayCount } from '../../shared/domain/trips/trip-rules';
import type { Db } from '../db/client';
import { courses, follows, listItems, lists, tripCompanions, users } from '../db/schema';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import type { Tx } from './list-order';
import { publicUserColumns, toPublicUser } from './user-mapper';

export interface TripRow {
  id: string;
  ownerId: string;
  name: string;
  description: string | null;
  destination: Destination | null;
  startDate: string;
  endDate: string;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  owner: PublicUser;
  companions: PublicUser[];
}

export type RoundRow = Round & { day: number };

export type TripRefusal =
  | { status: 'no-trip' }
  | { status: 'not-member' }
  | { status: 'stale'; updatedAt: string }
  | { status: 'owner-only' | 'invalid' | 'no-course' | 'no-golfer'; path: string; message: string };
export type SaveResult = { status: 'ok'; id: string; created: boolean } | TripRefusal;

const refuse = (status: 'owner-only' | 'invalid' | 'no-course' | 'no-golfer', path: string, message: string): TripRefusal => ({ status, path, message });

type ListRow = typeof lists.$inferSelect;
const destinationOf = (r: Pick<ListRow, 'destination' | 'destinationLat' | 'destinationLng'>): Destination | null =>
  r.destination != null && r.destinationLat != null && r.destinationLng != null
    ? { name: r.destination, lat: r.destinationLat, lng: r.destinationLng }
    : null;

async function companionsOf(db: Db | Tx, listIds: string[]): Promise<Map<string, PublicUser[]>> {
  const byList = new Map<string, PublicUser[]>();
  if (listIds.length === 0) return byList;
  const rows = await db.select({ listId: tripCompanions.listId, user: publicUserColumns }).from(tripCompanions)
    .innerJoin(users, eq(users.id, tripCompanions.userId))
    .where(inArray(tripCompanions.listId, listIds)).orderBy(asc(tripCompanions.addedAt), asc(users.id));
  for (const r of rows) byList.set(r.listId, [...(byList.get(r.listId) ?? []), toPublicUser(r.user)]);
  return byList;
}

/** Whether `userId` owns the trip or is one of its companions. */
export async function isTripMember(db: Db | Tx, list: { id: string; ownerId: string }, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  if (list.ownerId === userId) return true;
  const [row] = await db.select({ one: sql`1` }).from(tripCompanions)
    .where(and(eq(tripCompanions.listId, list.id), eq(tripCompanions.userId, userId)));
  return !!row;
}

/** The plan's checks that need the database: the courses exist, the companions are golfers the owner follows. */
async function checkReferences(tx: Tx, ownerId: string, body: TripBody): Promise<TripRefusal | null> {
  const courseIds = [...new Set(body.days?.flatMap((d) => d.rounds.map((r) => r.course)) ?? [])];
  if (courseIds.length > 0) {
    const found = new Set((await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds))).map((r) => r.id));
    for (const [i, d] of (body.days ?? []).entries()) {
      const j = d.rounds.findIndex((r) => !found.has(r.course));
      if (j >= 0) return refuse('no-course', `days.${i}.rounds.${j}.course`, 'no such course');
    }
  }
  if (body.companions?.length) {
    const known = new Set((await tx.select({ id: users.id }).from(users).where(inArray(users.id, body.companions))).map((r) => r.id));
    const followed = new Set((await tx.select({ id: follows.followeeId }).from(follows)
      .where(and(eq(follows.followerId, ownerId), inArray(follows.followeeId, body.companions)))).map((r) => r.id));
    for (const [i, c] of body.companions.entries()) {
      if (c === ownerId) return refuse('invalid', `companions.${i}`, 'is the trip\'s owner: the owner is always on the trip');
      if (!known.has(c)) return refuse('no-golfer', `companions.${i}`, 'no such golfer');
      if (!followed.has(c)) return refuse('invalid', `companions.${i}`, 'is not a golfer the trip\'s owner follows: follow them first');
    }
  }
  return null;
}

/** Replaces every round of the trip with the plan's, keeping the ids (and notes' history) of rounds it names again. */
async function replaceRounds(tx: Tx, listId: string, days: NonNullable<TripBody['days']>): Promise<void> {
  const old = await tx.select({ id: listItems.id, courseId: listItems.courseId, createdAt: listItems.createdAt })
    .from(listItems).where(eq(listItems.listId, listId));
  const byId = new Map(old.map((r) => [r.id, r]));
  await tx.delete(listItems).where(eq(listItems.listId, listId));
  const rounds = [...days].sort((a, b) => a.day - b.day).flatMap((d) => d.rounds.map((r) => ({ ...r, day: d.day })));
  if (rounds.length === 0) return;
  const keys = generateNKeysBetween(null, null, rounds.length);
  const reused = new Set<string>();
  await tx.insert(listItems).values(rounds.map((r, i) => {
    // An id is kept only for a round of this trip on the same course, once.
    const prior = r._id ? byId.get(r._id) : undefined;
    const keep = prior && prior.courseId === r.course && !reused.has(prior.id) ? prior : undefined;
    if (keep) reused.add(keep.id);
    return {
      ...(keep ? { id: keep.id, createdAt: keep.createdAt } : {}),
      listId, rankKey: keys[i]!, courseId: r.course, dayNumber: r.day, teeTime: r.teeTime ?? null, note: r.note ?? null,
    };
  }));
}

export function tripsRepository(db: Db) {
  async function tripRow(id: string, tx: Db | Tx = db): Promise<TripRow | null> {
    const [row] = await tx.select({ list: lists, owner: publicUserColumns }).from(lists)
      .innerJoin(users, eq(users.id, lists.ownerId)).where(and(eq(lists.id, id), eq(lists.kind, 'trip')));
    if (!row) return null;
    const companions = (await companionsOf(tx, [id])).get(id) ?? [];
    const l = row.list;
    return {
      id: l.id, ownerId: l.ownerId, name: l.name, description: l.description, destination: destinationOf(l),
      startDate: l.startDate!, endDate: l.endDate!, isPublic: l.isPublic, createdAt: l.createdAt, updatedAt: l.updatedAt,
      owner: toPublicUser(row.owner), companions,
    };
  }

  return {
    tripRow,
    isMember: (list: { id: string; ownerId: string }, userId: string | null | undefined) => isTripMember(db, list, userId),

    /** The trip's rounds, day by day, in the order the plan gave them. */
    async rounds(listId: string): Promise<RoundRow[]> {
      const rows = await db.select({
        id: listItems.id, day: listItems.dayNumber, teeTime: listItems.teeTime, note: listItems.note,
        course: { ...courseSummaryColumns, holes: courses.holes, peakGreenFee: courses.peakGreenFee },
      }).from(listItems).innerJoin(courses, eq(courses.id, listItems.courseId))
        .where(eq(listItems.listId, listId)).orderBy(asc(listItems.dayNumber), asc(listItems.rankKey));
      return rows.map((r) => ({
        _id: r.id, day: r.day ?? 1, teeTime: r.teeTime, note: r.note,
        course: { ...toCourseSummary(r.course), holes: r.course.holes, peak_green_fee: r.course.peakGreenFee },
      }));
    },

    /** The trips a golfer owns or is a companion on, with their round counts. */
    async ofMember(userId: string): Promise<TripSummary[]> {
      const rows = await db.select({
        list: lists, owner: publicUserColumns,
        roundCount: db.$count(listItems, eq(listItems.listId, lists.id)),
      }).from(lists).innerJoin(users, eq(users.id, lists.ownerId))
        .where(and(eq(lists.kind, 'trip'), or(
          eq(lists.ownerId, userId),
          sql`exists (select 1 from ${tripCompanions} tc where tc.list_id = ${lists.id} and tc.user_id = ${userId})`,
        )));
      const companions = await companionsOf(db, rows.map((r) => r.list.id));
      return rows.map(({ list: l, owner, roundCount }) => ({
        _id: l.id, name: l.name, description: l.description, destination: destinationOf(l), startDate: l.startDate!, endDate: l.endDate!,
        isPublic: l.isPublic, owner: toPublicUser(owner), companions: companions.get(l.id) ?? [], updatedAt: l.updatedAt.toISOString(),
        roundCount, role: l.ownerId === userId ? 'owner' as const : 'companion' as const,
      }));
    },

    /**
     * Creates (no `_id`) or saves a trip for `actorId`. Refuses, writing nothing: a trip the actor
     * may not see (no-trip) or only see (not-member), a stale revision, companions or visibility
     * changed by a companion, rounds on days the dates do not have, unknown courses or golfers.
     */
    async save(actorId: string, body: TripBody): Promise<SaveResult> {
      return db.transaction(async (tx): Promise<SaveResult> => {
        let current: TripRow | null = null;
        if (body._id) {
          const [locked] = await tx.select({ id: lists.id }).from(lists)
            .where(and(eq(lists.id, body._id), eq(lists.kind, 'trip'))).for('update');
          current = locked ? await tripRow(body._id, tx) : null;
          if (!current) return { status: 'no-trip' };
          if (!(await isTripMember(tx, current, actorId))) return current.isPublic ? { status: 'not-member' } : { status: 'no-trip' };
          if (body.revision !== undefined && body.revision !== current.updatedAt.toISOString()) {
            return { status: 'stale', updatedAt: current.updatedAt.toISOString() };
          }
          if (current.ownerId !== actorId) {
            if (body.companions !== undefined) return refuse('owner-only', 'companions', 'only the trip\'s owner chooses who comes');
            if (body.isPublic !== undefined && body.isPublic !== current.isPublic) return refuse('owner-only', 'isPublic', 'only the trip\'s owner shares the trip');
          }
        }
        const ownerId = current?.ownerId ?? actorId;
        const startDate = body.startDate ?? current!.startDate;
        const endDate = body.endDate ?? current!.endDate;
        // The dates the trip will have: a save may change one of them.
        const field = body.endDate ? 'endDate' : 'startDate';
        const datesProblem = tripDatesProblem(startDate, endDate, field);
        if (datesProblem) return refuse('invalid', field, datesProblem);
        const dayCount = tripDayCount(startDate, endDate);
        const dayOutside = body.days?.findIndex((d) => d.day > dayCount) ?? -1;
        if (body.days && dayOutside >= 0) {
          return refuse('invalid', `days.${dayOutside}.day`, `is outside the trip: ${startDate} to ${endDate} has ${dayCount} day${dayCount === 1 ? '' : 's'}`);
        }
        if (!body.days && current) {
          const [late] = await tx.select({ day: sql<number>`max(${listItems.dayNumber})`.mapWith(Number) }).from(listItems).where(eq(listItems.listId, current.id));
          if (late?.day && late.day > dayCount) return refuse('invalid', 'endDate', `leaves rounds planned on day ${late.day} outside the trip: move them first`);
        }
        const missing = await checkReferences(tx, ownerId, body);
        if (missing) return missing;

        const dest = body.destination === undefined ? {} : {
          destination: body.destination?.name ?? null, destinationLat: body.destination?.lat ?? null, destinationLng: body.destination?.lng ?? null,
        };
        let id: string;
        if (current) {
          id = current.id;
          await tx.update(lists).set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.isPublic !== undefined ? { isPublic: body.isPublic } : {}),
            ...dest, startDate, endDate, updatedAt: sql`now()`,
          }).where(eq(lists.id, id));
        } else {
          const [row] = await tx.insert(lists).values({
            ownerId, kind: 'trip', type: 'trip', name: body.name!, description: body.description ?? null,
            // A plan is the golfer's until they share it.
            isPublic: body.isPublic ?? false, startDate, endDate, ...dest,
          }).returning({ id: lists.id });
          id = row!.id;
        }
        if (body.companions !== undefined) {
          await tx.delete(tripCompanions).where(eq(tripCompanions.listId, id));
          if (body.companions.length > 0) await tx.insert(tripCompanions).values(body.companions.map((userId) => ({ listId: id, userId })));
        }
        if (body.days !== undefined) await replaceRounds(tx, id, body.days);
        return { status: 'ok', id, created: !current };
      });
    },

    /** A companion leaves a trip (the owner deletes it instead). */
    async leave(listId: string, userId: string): Promise<boolean> {
      const rows = await db.delete(tripCompanions).where(and(eq(tripCompanions.listId, listId), eq(tripCompanions.userId, userId))).returning();
      return rows.length > 0;
    },
  };
}

export type TripsRepository = ReturnType<typeof tripsRepository>;
