/**
 * Payments (issue 23; src/server/payments/README.md): subscriptions as the payment provider last told us,
 * checkout sessions we opened, the local provider's own records, and `payment_events` (the events
 * already applied). The golfer's derived Pro fields (`users.is_premium`, `subscription_cancel_at`,
 * `stripe_customer_id`, `stripe_subscription_id`) are in `users.schema.ts`.
 */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * One row per provider subscription of a golfer: its state as read from the provider when an
 * event about it arrived (never the event's own copy, which may be stale or out of order).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    priceId: text('price_id'),
    /** Epoch seconds, as the provider sends them. */
    cancelAt: bigint('cancel_at', { mode: 'number' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
    /**
     * When the state was read from the provider (ms since the epoch): a read that started earlier
     * never overwrites one that started later, whatever order two events commit in.
     */
    fetchedAt: bigint('fetched_at', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Checkout sessions our server opened: an older open one is expired when a newer one is made. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** open, complete or expired. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.status)],
);

/**
 * The local payment provider's records (no Stripe keys: `npm start` and the tests), each in the
 * shape Stripe's API gives it: customers, checkout and portal sessions, subscriptions, invoices,
 * and the idempotency keys of the requests it answered.
 */
export const localPaymentObjects = pgTable(
  'local_payment_objects',
  {
    id: text('id').primaryKey(),
    /** customer, checkout.session, billing_portal.session, subscription, invoice, idempotency_key */
    kind: text('kind').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_payment_objects_customer_idx').on(t.customerId, t.kind)],
);

/** Payment provider events already handled, so a redelivered webhook changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
