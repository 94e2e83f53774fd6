/** Golfers: their account and preferences, whom they follow, their referral codes and the tutorials they finished. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ARCHITECTURE_PREFERENCES, DIFFICULTY_PREFERENCES, TUTORIALS } from '../../shared/domain/enums';
import { LENGTH_UNITS } from '../../shared/domain/units';
import { timestamps } from './schema-columns';

export const difficultyPreference = pgEnum('difficulty_preference', DIFFICULTY_PREFERENCES);
export const architecturePreference = pgEnum('architecture_preference', ARCHITECTURE_PREFERENCES);
export const tutorialName = pgEnum('tutorial_name', TUTORIALS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    email: text('email'),
    displayName: text('display_name'),
    fullName: text('full_name'),
    photoUrl: text('photo_url'),
    /**
     * The storage key of the picture the server stored for this golfer (set by an upload, with
     * `photoUrl`); null when the picture is the identity provider's or none. The only file an
     * upload ever removes: never one found from a URL.
     */
    photoKey: text('photo_key'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Epoch seconds at which a cancelled subscription ends (spec: subscription.cancel_at). */
    subscriptionCancelAt: bigint('subscription_cancel_at', { mode: 'number' }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * An admin's manual Pro grant (issue 24), apart from the paid Pro above (`is_premium`, which
     * only subscription events set): granted when `pro_granted_at` is set, until `pro_grant_until`
     * (none: until revoked). Pro is paid Pro or an unexpired grant (`hasPro`, shared/domain/pro-status.ts).
     */
    proGrantedAt: timestamp('pro_granted_at', { withTimezone: true }),
    proGrantUntil: timestamp('pro_grant_until', { withTimezone: true }),
    proGrantReason: text('pro_grant_reason'),
    /** A disabled account (issue 24): its tokens are refused and its public content hidden. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    difficultyPreference: difficultyPreference('difficulty_preference').notNull().default('none'),
    architecturePreference: architecturePreference('architecture_preference').notNull().default('none'),
    /** Yards or metres (issue 34); null: as the golfer's browser's locale says. */
    lengthUnit: text('length_unit', { enum: LENGTH_UNITS }),
    /** One email a day of the in-app notifications not emailed on their own (issue 35); off unless chosen. */
    emailDigest: boolean('email_digest').notNull().default(false),
    /**
     * A golfer of the demo community `npm start` seeds on a fresh install (no identity account,
     * shown as "Demo golfer"); `npm run demo:remove` deletes every such row and, by cascade, all
     * of theirs. See src/server/demo-community/README.md.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_length_unit_ck', sql`${t.lengthUnit} is null or ${t.lengthUnit} in ('yard', 'meter')`),
    index('users_names_trgm_idx').using('gin', sql`(lower(coalesce(${t.displayName}, '') || ' ' || coalesce(${t.fullName}, ''))) gin_trgm_ops`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_ck', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamps.createdAt,
});

/** A user is attributed at most once (primary key), never to themselves (check). */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: uuid('referred_user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId), check('referrals_not_self_ck', sql`${t.referrerId} <> ${t.referredUserId}`)],
);

/**
 * The tutorials a golfer finished or dismissed (spec section 2, tutorial identifiers 'me' and
 * 'explore'): a row means "do not show it again"; deleting it shows the tutorial again.
 */
export const userTutorials = pgTable(
  'user_tutorials',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tutorial: tutorialName('tutorial').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorial] })],
);
