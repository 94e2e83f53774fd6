/**
 * The local payment provider's records (`local_payment_objects`): Stripe-shaped objects kept as
 * JSON, and the idempotency keys of the requests it answered.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { localPaymentObjects } from './payments.schema';
import { users } from './schema';

export interface LocalObject<T = Record<string, unknown>> {
  id: string;
  kind: string;
  customerId: string | null;
  data: T;
}

export function localPaymentsRepository(db: Db) {
  return {
    async get<T>(id: string, kind: string): Promise<T | null> {
      const [row] = await db.select({ data: localPaymentObjects.data }).from(localPaymentObjects)
        .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.kind, kind)));
      return (row?.data as T | undefined) ?? null;
    },

    async put(object: LocalObject): Promise<void> {
      await db.insert(localPaymentObjects).values(object)
        .onConflictDoUpdate({ target: localPaymentObjects.id, set: { data: object.data, customerId: object.customerId } });
    },

    /**
     * Moves an object's `status` from `from` to `to` and answers the object as it now is, or null
     * when its status was not `from` (a second submit of a paid checkout changes nothing).
     */
    async setStatusIf<T>(id: string, from: string, to: string): Promise<T | null> {
      const [row] = await db.update(localPaymentObjects)
        .set({ data: sql`jsonb_set(${localPaymentObjects.data}, '{status}', to_jsonb(${to}::text))` })
        .where(and(eq(localPaymentObjects.id, id), sql`${localPaymentObjects.data}->>'status' = ${from}`))
        .returning({ data: localPaymentObjects.data });
      return (row?.data as T | undefined) ?? null;
    },

    /** The golfer's account as a portal link checks it: disabled or not, and the customer that is theirs now; null when there is none. */
    async golfer(userId: string): Promise<{ disabled: boolean; customer: string | null } | null> {
      const [row] = await db.select({ disabledAt: users.disabledAt, customer: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row ? { disabled: row.disabledAt != null, customer: row.customer } : null;
    },

    /** Marks a portal session opened at `at`, unless it was already (the first opening counts). */
    async markOpened(id: string, at: number): Promise<void> {
      await db.update(localPaymentObjects)
        .set({ data: sql`jsonb_set(${localPaymentObjects.data}, '{opened}', to_jsonb(${at}::bigint))` })
        .where(and(eq(localPaymentObjects.id, id), sql`coalesce(${localPaymentObjects.data}->'opened', 'null'::jsonb) = 'null'::jsonb`));
    },

    /** A customer's objects of one kind, oldest first. */
    async ofCustomer<T>(customerId: string, kind: string): Promise<T[]> {
      const rows = await db.select({ data: localPaymentObjects.data }).from(localPaymentObjects)
        .where(and(eq(localPaymentObjects.customerId, customerId), eq(localPaymentObjects.kind, kind)))
        .orderBy(asc(localPaymentObjects.createdAt), asc(localPaymentObjects.id));
      return rows.map((r) => r.data as T);
    },

    /**
     * What a request with idempotency key `key` made: the object `object` is stored under the key
     * the first time; a second request with the key (even at the same moment: it waits on the
     * first's row) answers the first one's object.
     */
    async once(key: string, object: LocalObject): Promise<LocalObject> {
      return db.transaction(async (tx) => {
        const claimed = await tx.insert(localPaymentObjects)
          .values({ id: `idempotency:${key}`, kind: 'idempotency_key', customerId: null, data: { objectId: object.id } })
          .onConflictDoNothing().returning({ id: localPaymentObjects.id });
        if (claimed.length) {
          await tx.insert(localPaymentObjects).values(object);
          return object;
        }
        const [mark] = await tx.select({ data: localPaymentObjects.data }).from(localPaymentObjects).where(eq(localPaymentObjects.id, `idempotency:${key}`));
        const objectId = (mark!.data as { objectId: string }).objectId;
        const [row] = await tx.select().from(localPaymentObjects).where(eq(localPaymentObjects.id, objectId));
        return { id: row!.id, kind: row!.kind, customerId: row!.customerId, data: row!.data as Record<string, unknown> };
      });
    },
  };
}

export type LocalPaymentsRepository = ReturnType<typeof localPaymentsRepository>;
