/**
 * The demo community's writes: all of it in one transaction (a few multi-row inserts; through the
 * services item by item it takes seconds of the start-up), and its removal in another. Demo
 * golfers are the users rows with `is_demo`; everything of theirs hangs off them by cascade
 * (played courses, lists and their items, follows both ways, trip places, reactions, saves, feed
 * entries), so removal is one delete. The marker in app_meta says it was written, so a second
 * seed changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Db } from './database';
import {
  activity, appMeta, courses, follows, listItemReactions, listItems, lists, listSaves, notifications, panelistRequests, playedCourses, tripCompanions, users,
} from './schema';
import { accountNotifications } from '../demo-community/demo-notifications';
import { ACCOUNT, type DemoCommunity, type DemoCourse } from '../demo-community/demo-plan';
import { panelConflicts } from './panel.schema';
import type { NewGolfer } from '../identity/token-claims';
import type { Tx } from './list-order';

export const DEMO_MARKER = 'demo_community';
/** The Firebase uid of a demo golfer: no identity account has one like it (theirs have no colon). */
export const demoUid = (key: string) => `demo-community:${key}`;

export interface DemoWritten {
  golfers: number;
  played: number;
  lists: number;
  items: number;
  follows: number;
  activity: number;
}

const CHUNK = 400;
async function insertAll<T extends Parameters<Tx['insert']>[0]>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<number> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
  return rows.length;
}

/** `skipForeignKeyChecks`: for PGlite, where they are slow (the caller knows the driver); PostgreSQL's are fast. */
export function demoCommunityRepository(db: Db, { skipForeignKeyChecks = false } = {}) {
  return {
    async isSeeded(): Promise<boolean> {
      const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
      return !!row;
    },

    /** The row of a signed-in account, as the demo community's writes take it (null before its first sign-in). */
    async accountByEmail(email: string): Promise<NewGolfer | null> {
      const [row] = await db.select({ firebaseUid: users.firebaseUid, email: users.email, displayName: users.displayName, photoUrl: users.photoUrl })
        .from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()} and not ${users.isDemo}`).limit(1);
      return row ? { ...row, displayName: row.displayName ?? '' } : null;
    },

    /** The seed courses still in the catalogue (an admin may have deleted some), as the generator takes them. */
    async seedCourses(): Promise<DemoCourse[]> {
      const rows = await db.select({
        key: courses.sourceId, name: courses.clubName, country: courses.country, province: courses.province, continent: courses.continent,
        lat: courses.lat, lng: courses.lng, prominence: courses.prominence, holes: courses.holes, par: courses.par, type: courses.type, membership: courses.clubMembership, fee: courses.peakGreenFee,
      }).from(courses).where(eq(courses.source, 'seed'));
      return rows.flatMap((r) => (r.key ? [{ ...r, key: r.key }] : []));
    },

    /**
     * Writes the community, and the demo account's row when given (as its first sign-in would make
     * it) so golfers can follow it; null when the marker was there already (nothing written).
     */
    async write(plan: DemoCommunity, account: NewGolfer | null): Promise<DemoWritten | null> {
      return db.transaction(async (tx) => {
        const marked = await tx.insert(appMeta).values({ key: DEMO_MARKER, value: new Date().toISOString() })
          .onConflictDoNothing().returning({ key: appMeta.key });
        if (marked.length === 0) return null;
        // PGlite checks each row's foreign keys with a query of its own (about 0.5 ms a row): the
        // write would cost a second of the start-up. Every id below is made here or read here under
        // FOR KEY SHARE, so the checks can go for this transaction, as a restore skips them.
        if (skipForeignKeyChecks) await tx.execute(sql`set local session_replication_role = replica`);

        const keys = [...new Set([...plan.played.map((p) => p.course), ...plan.lists.flatMap((l) => l.items.map((i) => i.course))])];
        const found = await tx.select({ id: courses.id, key: courses.sourceId }).from(courses)
          .where(sql`${courses.source} = 'seed' and ${inArray(courses.sourceId, keys)}`).for('key share');
        const courseId = new Map(found.map((c) => [c.key!, c.id]));

        const golferId = new Map<string, string>(plan.golfers.map((g) => [g.key, randomUUID()]));
        if (account) {
          const [row] = await tx.insert(users).values(account)
            .onConflictDoUpdate({ target: users.firebaseUid, set: { firebaseUid: sql`excluded.firebase_uid` } }).returning({ id: users.id });
          golferId.set(ACCOUNT, row!.id);
        }
        const golfers = await insertAll(tx, users, plan.golfers.map((g) => ({
          id: golferId.get(g.key)!, firebaseUid: demoUid(g.key), displayName: g.displayName, fullName: g.fullName,
          // Their Pro is a grant (no subscription stands behind it), as an admin's would be.
          ...(g.isPremium ? { proGrantedAt: new Date(g.joinedAt), proGrantReason: 'Demo golfer' } : {}),
          isDemo: true, createdAt: new Date(g.joinedAt), updatedAt: new Date(g.joinedAt),
        })));
        const played = await insertAll(tx, playedCourses, plan.played.filter((p) => courseId.has(p.course)).map((p) => ({
          userId: golferId.get(p.golfer)!, courseId: courseId.get(p.course)!, dateAdded: p.date, datePrecision: p.precision, createdAt: new Date(p.at),
        })));

        const listId = new Map(plan.lists.map((l) => [l.key, randomUUID()]));
        /** Each list's items by their index in the plan (an item whose course is gone has none). */
        const itemId = new Map<string, (string | undefined)[]>();
        const itemRows: (typeof listItems.$inferInsert)[] = [];
        for (const l of plan.lists) {
          const kept = l.items.filter((i) => courseId.has(i.course));
          const rankKeys = generateNKeysBetween(null, null, kept.length);
          let k = 0;
          itemId.set(l.key, l.items.map((item) => {
            if (!courseId.has(item.course)) return undefined;
            const id = randomUUID();
            itemRows.push({
              id, listId: listId.get(l.key)!, rankKey: rankKeys[k++]!, courseId: courseId.get(item.course)!, holeNumber: item.hole,
              bucket: item.bucket, note: item.note, dayNumber: item.day, teeTime: item.teeTime, createdAt: new Date(item.addedAt), updatedAt: new Date(item.addedAt),
            });
            return id;
          }));
        }
        await insertAll(tx, lists, plan.lists.map((l) => ({
          id: listId.get(l.key)!, ownerId: golferId.get(l.owner)!, kind: l.kind, type: l.type, name: l.name, description: l.description,
          isPublic: l.isPublic, startDate: l.trip?.startDate, endDate: l.trip?.endDate, destination: l.trip?.destination,
          destinationLat: l.trip?.lat, destinationLng: l.trip?.lng, createdAt: new Date(l.createdAt), updatedAt: new Date(l.updatedAt),
        })));
        const items = await insertAll(tx, listItems, itemRows);

        // Rows naming the demo account only when it was given; rows naming a gone item not at all.
        const who = (ref: string) => golferId.get(ref);
        const item = (list: string, index: number | null) => (index === null ? null : itemId.get(list)?.[index]);
        const followCount = await insertAll(tx, follows, plan.follows.filter((f) => who(f.follower) && who(f.followee)).map((f) => ({
          followerId: who(f.follower)!, followeeId: who(f.followee)!, createdAt: new Date(f.at),
        })));
        await insertAll(tx, tripCompanions, plan.companions.filter((c) => who(c.golfer)).map((c) => ({
          listId: listId.get(c.list)!, userId: who(c.golfer)!, status: c.status, addedAt: new Date(c.addedAt), acceptedAt: c.acceptedAt ? new Date(c.acceptedAt) : null,
        })));
        await insertAll(tx, listItemReactions, plan.reactions.filter((r) => item(r.list, r.item)).map((r) => ({
          itemId: item(r.list, r.item)!, userId: who(r.golfer)!, reaction: r.reaction, createdAt: new Date(r.at),
        })));
        await insertAll(tx, listSaves, plan.saves.map((s) => ({ userId: who(s.golfer)!, listId: listId.get(s.list)!, createdAt: new Date(s.at) })));
        const feed = await insertAll(tx, activity, plan.activity
          .filter((a) => (a.course === null || courseId.has(a.course)) && (a.item === null || item(a.list!, a.item)))
          .map((a) => ({
            actorId: who(a.actor)!, kind: a.kind, courseId: a.course === null ? null : courseId.get(a.course)!,
            listId: a.list === null ? null : listId.get(a.list)!, itemId: a.list === null ? null : item(a.list, a.item) ?? null,
            payload: a.payload, createdAt: new Date(a.at),
          })));
        await insertAll(tx, panelistRequests, plan.panelists.map((p) => ({
          userId: golferId.get(p.golfer)!, status: 'Approved' as const, message: p.message, submittedAt: new Date(p.submittedAt),
          decidedAt: new Date(p.approvedAt), reason: 'Demo panelist', createdAt: new Date(p.submittedAt), updatedAt: new Date(p.approvedAt),
        })));
        await insertAll(tx, panelConflicts, plan.conflicts.filter((c) => courseId.has(c.course)).map((c) => ({
          userId: golferId.get(c.golfer)!, courseId: courseId.get(c.course)!, kind: c.kind,
        })));
        if (account) {
          await insertAll(tx, notifications, accountNotifications(plan).map((n) => ({
            userId: who(ACCOUNT)!, kind: n.kind, subject: n.trip ? { tripId: listId.get(n.trip)! } : {}, groupKey: n.groupKey,
            actorIds: n.actors.map((a) => who(a)!), actorCount: n.actorCount, createdAt: new Date(n.firstAt), updatedAt: new Date(n.lastAt),
          })));
        }
        return { golfers, played, lists: plan.lists.length, items, follows: followCount, activity: feed };
      });
    },

    /** Deletes every demo golfer (and by cascade everything of theirs) and the marker; answers how many golfers went. */
    async remove(): Promise<number> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(users).where(eq(users.isDemo, true)).returning({ id: users.id });
        // What they did leaves the others' inboxes with them.
        if (gone.length > 0) {
          await tx.delete(notifications).where(sql`${notifications.actorIds} && array[${sql.join(gone.map((g) => sql`${g.id}::uuid`), sql`, `)}]`);
        }
        await tx.delete(appMeta).where(eq(appMeta.key, DEMO_MARKER));
        return gone.length;
      });
    },
  };
}

export type DemoCommunityRepository = ReturnType<typeof demoCommunityRepository>;
