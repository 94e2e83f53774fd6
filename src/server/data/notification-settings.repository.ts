/** Every SQL statement about a golfer's notification channels (rows only where they chose; the defaults are the kinds' own). */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ChannelSettings, NotificationKind } from '../../shared/domain/notifications/notification-kinds';
import type { Db } from './database';
import { notificationSettings, users } from './schema';

export type ChosenChannels = Partial<Record<NotificationKind, ChannelSettings>>;

export function notificationSettingsRepository(db: Db) {
  return {
    /** The kinds this golfer chose channels for. */
    async chosen(userId: string): Promise<ChosenChannels> {
      const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return Object.fromEntries(rows.map((r) => [r.kind, { inApp: r.inApp, email: r.email, push: r.push }]));
    },

    /** The chosen channels of one kind for several golfers (the recipients of one event). */
    async chosenFor(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, ChannelSettings>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(notificationSettings)
        .where(and(inArray(notificationSettings.userId, [...userIds]), eq(notificationSettings.kind, kind)));
      return new Map(rows.map((r) => [r.userId, { inApp: r.inApp, email: r.email, push: r.push }]));
    },

    /** Saves the named kinds' channels (others keep theirs), in one statement. */
    async choose(userId: string, kinds: ChosenChannels): Promise<void> {
      const values = Object.entries(kinds).map(([kind, c]) => ({ userId, kind, inApp: c!.inApp, email: c!.email, push: c!.push }));
      if (values.length === 0) return;
      await db.insert(notificationSettings).values(values).onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`now()` },
      });
    },

    /** Golfers who asked for the daily digest and can get it (active, with an address). */
    async digestGolfers(): Promise<{ id: string; email: string; name: string | null }[]> {
      const rows = await db.select({ id: users.id, email: users.email, name: users.displayName }).from(users)
        .where(and(eq(users.emailDigest, true), isNull(users.disabledAt), isNotNull(users.email)));
      return rows.map((r) => ({ id: r.id, email: r.email!, name: r.name }));
    },

    async emailDigest(userId: string): Promise<boolean> {
      const [row] = await db.select({ d: users.emailDigest }).from(users).where(eq(users.id, userId));
      return row?.d ?? false;
    },

    async setEmailDigest(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ emailDigest: on }).where(eq(users.id, userId));
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof notificationSettingsRepository>;
