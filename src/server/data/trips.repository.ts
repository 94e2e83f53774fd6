/**
 * Every SQL statement about trips as wholes (issue 15): read a trip with its companions and
 * rounds, a golfer's trips, the save of a whole plan, invitations answered. A save of an existing
 * trip runs in one transaction that locks the trip's row first (`withLockedTrip`), so two
 * companions saving at once save one after the other; the service asks the trip rules between
 * the reads and the writes, and a refusal thrown inside rolls everything back.
 */
import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Destination, Round, TripBody, TripSummary } from '../../shared/contracts/trips.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { ListRole } from '../../shared/domain/lists/list-facts';
import type { TripCompanionStatus } from '../../shared/domain/trips/trip-rules';
import type { Db } from './database';
import { courses, follows, listItems, lists, tripCompanions, users } from './schema';
import { courseSummaryColumns, toCourseSummary } from './course-mapper';
import { notBlockedBetween } from './block-filter';
import { shareCourses } from './course-references';
import type { Tx } from './list-order';
import { roleOf } from './list-roles';
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
  /** An admin hid the trip (issue 24): it reads as private, its party still sees it. */
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  owner: PublicUser;
  /** Companions who accepted. */
  companions: PublicUser[];
  /** Golfers invited who have not answered yet. */
  invited: PublicUser[];
}

export type RoundRow = Round & { day: number };

type ListRow = typeof lists.$inferSelect;
const destinationOf = (r: Pick<ListRow, 'destination' | 'destinationLat' | 'destinationLng'>): Destination | null =>
  r.destination != null && r.destinationLat != null && r.destinationLng != null
    ? { name: r.destination, lat: r.destinationLat, lng: r.destinationLng }
    : null;

/**
 * A trip's days as stored. The database requires both (lists_trip_dates_ck); a row from before
 * that rule, or copied in by hand, reads as a one-day trip on the day it was made, never a 500.
 */
function datesOf(l: Pick<ListRow, 'startDate' | 'endDate' | 'createdAt'>): { startDate: string; endDate: string } {
  const startDate = l.startDate ?? l.endDate ?? l.createdAt.toISOString().slice(0, 10);
  const endDate = l.endDate && l.endDate >= startDate ? l.endDate : startDate;
  return { startDate, endDate };
}

type Party = Map<string, Record<TripCompanionStatus, PublicUser[]>>;

async function companionsOf(db: Db | Tx, listIds: string[]): Promise<Party> {
  const byList: Party = new Map();
  if (listIds.length === 0) return byList;
  const rows = await db.select({ listId: tripCompanions.listId, status: tripCompanions.status, user: publicUserColumns }).from(tripCompanions)
    .innerJoin(users, eq(users.id, tripCompanions.userId))
    .where(inArray(tripCompanions.listId, listIds)).orderBy(asc(tripCompanions.addedAt), asc(users.id));
  for (const r of rows) {
    const party = byList.get(r.listId) ?? { invited: [], accepted: [] };
    party[r.status].push(toPublicUser(r.user));
    byList.set(r.listId, party);
  }
  return byList;
}

/** Replaces every round of the trip with the plan's, keeping the ids (and notes' history) of rounds it names again. */
/** The plan's shape: each round's day, course and tee time, in order (notes left out). */
const planOf = (rounds: readonly { day: number | null; courseId: string; teeTime: string | null }[]) =>
  rounds.map((r) => `${r.day ?? 1}|${r.courseId}|${r.teeTime ?? ''}`).join(',');

/** Writes the trip's rounds anew; true when the plan (days, courses, tee times) is not what it was. */
async function replaceRounds(tx: Tx, listId: string, days: NonNullable<TripBody['days']>): Promise<boolean> {
  const old = await tx.select({ id: listItems.id, courseId: listItems.courseId, createdAt: listItems.createdAt, day: listItems.dayNumber, teeTime: listItems.teeTime })
    .from(listItems).where(eq(listItems.listId, listId)).orderBy(asc(listItems.dayNumber), asc(listItems.rankKey));
  const byId = new Map(old.map((r) => [r.id, r]));
  await tx.delete(listItems).where(eq(listItems.listId, listId));
  const rounds = [...days].sort((a, b) => a.day - b.day).flatMap((d) => d.rounds.map((r) => ({ ...r, day: d.day })));
  const changed = planOf(old) !== planOf(rounds.map((r) => ({ day: r.day, courseId: r.course, teeTime: r.teeTime ?? null })));
  if (rounds.length === 0) return changed;
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
  return changed;
}

/** The list row's fields a save sets (only those given). */
export interface TripFields {
  name?: string;
  description?: string | null;
  isPublic?: boolean;
  destination?: Destination | null;
  startDate: string;
  endDate: string;
}

const destinationColumns = (d: Destination | null | undefined) => (d === undefined ? {} : {
  destination: d?.name ?? null, destinationLat: d?.lat ?? null, destinationLng: d?.lng ?? null,
});

/** The reads and writes of one trip save, inside its transaction. */
function tripWriter(tx: Tx) {
  return {
    /** Which of these courses exist, which of these golfers exist, and which of them `ownerId` follows. */
    async references(ownerId: string, courseIds: string[], golferIds: string[]) {
      const [found, known, followed] = await Promise.all([
        // Locked against a delete or merge until the save commits (course-references.ts).
        shareCourses(tx, courseIds),
        // A golfer blocked by the owner, or who blocked them, is no golfer to invite (issue 35).
        golferIds.length ? tx.select({ id: users.id }).from(users).where(and(inArray(users.id, golferIds), notBlockedBetween(ownerId, users.id))) : [],
        golferIds.length
          ? tx.select({ id: follows.followeeId }).from(follows).where(and(eq(follows.followerId, ownerId), inArray(follows.followeeId, golferIds)))
          : [],
      ]);
      const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
      return { courses: found, golfers: ids(known), followedByOwner: ids(followed) };
    },

    async insert(ownerId: string, name: string, fields: TripFields): Promise<string> {
      const [row] = await tx.insert(lists).values({
        ownerId, kind: 'trip', type: 'trip', name, description: fields.description ?? null, isPublic: fields.isPublic ?? false,
        startDate: fields.startDate, endDate: fields.endDate, ...destinationColumns(fields.destination),
      }).returning({ id: lists.id });
      return row!.id;
    },

    async update(id: string, fields: TripFields): Promise<void> {
      await tx.update(lists).set({
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(fields.isPublic !== undefined ? { isPublic: fields.isPublic } : {}),
        ...destinationColumns(fields.destination), startDate: fields.startDate, endDate: fields.endDate, updatedAt: sql`now()`,
      }).where(eq(lists.id, id));
    },

    /**
     * Who is asked along: new golfers are invited, those named again keep their answer, the rest
     * leave. Answers who was newly invited and who was taken off.
     */
    async setCompanions(id: string, golferIds: string[]): Promise<{ invited: string[]; removed: string[] }> {
      const removed = await tx.delete(tripCompanions).where(and(
        eq(tripCompanions.listId, id), golferIds.length ? notInArray(tripCompanions.userId, golferIds) : undefined,
      )).returning({ userId: tripCompanions.userId });
      const invited = golferIds.length === 0 ? [] : await tx.insert(tripCompanions)
        .values(golferIds.map((userId) => ({ listId: id, userId }))).onConflictDoNothing().returning({ userId: tripCompanions.userId });
      return { invited: invited.map((r) => r.userId), removed: removed.map((r) => r.userId) };
    },

    replaceRounds: (id: string, days: NonNullable<TripBody['days']>) => replaceRounds(tx, id, days),
  };
}

export type TripWriter = ReturnType<typeof tripWriter>;

/** A trip as a save finds it, under its lock. */
export interface LockedTrip {
  trip: TripRow;
  role: (userId: string) => Promise<ListRole>;
  lastPlannedDay: number | null;
}

export function tripsRepository(db: Db) {
  async function tripRow(id: string, tx: Db | Tx = db): Promise<TripRow | null> {
    const [row] = await tx.select({ list: lists, owner: publicUserColumns }).from(lists)
      .innerJoin(users, eq(users.id, lists.ownerId)).where(and(eq(lists.id, id), eq(lists.kind, 'trip')));
    if (!row) return null;
    const party = (await companionsOf(tx, [id])).get(id);
    const l = row.list;
    return {
      id: l.id, ownerId: l.ownerId, name: l.name, description: l.description, destination: destinationOf(l), ...datesOf(l),
      isPublic: l.isPublic, hiddenAt: l.hiddenAt, createdAt: l.createdAt, updatedAt: l.updatedAt, owner: toPublicUser(row.owner),
      companions: party?.accepted ?? [], invited: party?.invited ?? [],
    };
  }

  return {
    tripRow,
    role: (trip: { id: string; ownerId: string }, userId: string | null) => roleOf(db, trip, userId),

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

    /** The trips a golfer owns, is a companion on, or is invited to, with their round counts. */
    async ofMember(userId: string): Promise<TripSummary[]> {
      const rows = await db.select({
        list: lists, owner: publicUserColumns,
        roundCount: db.$count(listItems, eq(listItems.listId, lists.id)),
        status: sql<TripCompanionStatus | null>`(select tc.status from ${tripCompanions} tc where tc.list_id = ${lists.id} and tc.user_id = ${userId})`,
      }).from(lists).innerJoin(users, eq(users.id, lists.ownerId))
        .where(and(eq(lists.kind, 'trip'), or(
          eq(lists.ownerId, userId),
          sql`exists (select 1 from ${tripCompanions} tc where tc.list_id = ${lists.id} and tc.user_id = ${userId})`,
        )));
      const party = await companionsOf(db, rows.map((r) => r.list.id));
      return rows.map(({ list: l, owner, roundCount, status }) => ({
        _id: l.id, name: l.name, description: l.description, destination: destinationOf(l), ...datesOf(l),
        isPublic: l.isPublic, owner: toPublicUser(owner), companions: party.get(l.id)?.accepted ?? [], updatedAt: l.updatedAt.toISOString(),
        roundCount, role: l.ownerId === userId ? 'owner' as const : status === 'accepted' ? 'companion' as const : 'invited' as const,
      }));
    },

    /** Creates a trip in one transaction: the row, its invitations and its rounds. */
    async create<T>(work: (w: TripWriter) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tripWriter(tx)));
    },

    /** Runs `work` on a trip under its row's lock; null when there is no such trip. */
    async withLockedTrip<T>(id: string, work: (locked: LockedTrip, w: TripWriter) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: lists.id }).from(lists).where(and(eq(lists.id, id), eq(lists.kind, 'trip'))).for('update');
        const trip = locked ? await tripRow(id, tx) : null;
        if (!trip) return null;
        const [late] = await tx.select({ day: sql<number | null>`max(${listItems.dayNumber})` }).from(listItems).where(eq(listItems.listId, id));
        return work({ trip, role: (userId) => roleOf(tx, trip, userId), lastPlannedDay: late?.day == null ? null : Number(late.day) }, tripWriter(tx));
      });
    },

    /** An invited golfer accepts; false when they were not invited. */
    async accept(listId: string, userId: string): Promise<boolean> {
      const rows = await db.update(tripCompanions).set({ status: 'accepted', acceptedAt: sql`now()` })
        .where(and(eq(tripCompanions.listId, listId), eq(tripCompanions.userId, userId), eq(tripCompanions.status, 'invited')))
        .returning({ userId: tripCompanions.userId });
      return rows.length > 0;
    },

    /** A companion leaves, or an invited golfer declines: either way they are off the trip. Answers what they were, or null. */
    async leave(listId: string, userId: string): Promise<TripCompanionStatus | null> {
      const rows = await db.delete(tripCompanions).where(and(eq(tripCompanions.listId, listId), eq(tripCompanions.userId, userId)))
        .returning({ status: tripCompanions.status });
      return rows[0]?.status ?? null;
    },
  };
}

export type TripsRepository = ReturnType<typeof tripsRepository>;
