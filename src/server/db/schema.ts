/**
 * The database schema: every entity of spec section 3. One pg-core schema serves both PGlite and
 * PostgreSQL; `drizzle-kit generate` turns changes into committed migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, text,
  timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { PLAYED_DATE_PRECISIONS } from '../../shared/domain/played-date';
import { TRIP_COMPANION_STATUSES } from '../../shared/domain/trips/trip-rules';
import { LIST_REACTIONS, RANK_BUCKETS } from '../../shared/domain/list-rules';
import { ACTIVITY_KINDS } from '../../shared/contracts/community.contract';
import {
  ARCHITECTURE_PREFERENCES, CLUB_MEMBERSHIPS, WISHLIST_KINDS, CONTINENTS, COURSE_TYPES, DIFFICULTY_PREFERENCES,
  LIST_KINDS, LIST_TYPES, PANELIST_STATUSES, TUTORIALS,
} from '../../shared/domain/enums';

export const clubMembership = pgEnum('club_membership', CLUB_MEMBERSHIPS);
export const courseType = pgEnum('course_type', COURSE_TYPES);
export const continent = pgEnum('continent', CONTINENTS);
export const difficultyPreference = pgEnum('difficulty_preference', DIFFICULTY_PREFERENCES);
export const architecturePreference = pgEnum('architecture_preference', ARCHITECTURE_PREFERENCES);
export const listKind = pgEnum('list_kind', LIST_KINDS);
export const listType = pgEnum('list_type', LIST_TYPES);
export const panelistStatus = pgEnum('panelist_status', PANELIST_STATUSES);
export const wishlistKind = pgEnum('wishlist_kind', WISHLIST_KINDS);
export const playedDatePrecision = pgEnum('played_date_precision', PLAYED_DATE_PRECISIONS);
export const rankBucket = pgEnum('rank_bucket', RANK_BUCKETS);
export const listReaction = pgEnum('list_reaction', LIST_REACTIONS);
export const activityKind = pgEnum('activity_kind', ACTIVITY_KINDS);
export const tutorialName = pgEnum('tutorial_name', TUTORIALS);
export const tripCompanionStatus = pgEnum('trip_companion_status', TRIP_COMPANION_STATUSES);

/**
 * A fractional-index key (the fractional-indexing package): items sort by it byte by byte, so
 * the column compares in the "C" collation whatever the database's default is.
 */
const rankKey = customType<{ data: string; notNull: true }>({ dataType: () => 'text COLLATE "C"' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubName: text('club_name').notNull(),
    architects: text('architects').array().notNull().default(sql`'{}'::text[]`),
    yearEstablished: integer('year_established'),
    clubMembership: clubMembership('club_membership'),
    type: courseType('type').notNull().default('FULL LENGTH'),
    continent: continent('continent'),
    country: text('country'),
    province: text('province'),
    city: text('city'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** US dollars, peak season rack rate. */
    peakGreenFee: doublePrecision('peak_green_fee'),
    holes: integer('holes'),
    par: integer('par'),
    totalYardage: integer('total_yardage'),
    gallery: jsonb('gallery').$type<{ src: string }[]>().notNull().default(sql`'[]'::jsonb`),
    videos: jsonb('videos').$type<{ youtubeId: string }[]>().notNull().default(sql`'[]'::jsonb`),
    mainImage: text('main_image'),
    /** Higher is more notable; orders card pages and breaks search ties. */
    prominence: integer('prominence').notNull().default(0),
    /** Where the row came from: 'seed', 'opengolfapi', 'admin'; with sourceId it makes imports idempotent. */
    source: text('source').notNull().default('admin'),
    sourceId: text('source_id'),
    /**
     * Set by every admin write (create, edit, accepted correction): an imported course an admin has
     * touched is curated from then on, and a later import only fills its blanks (issue 25).
     */
    curatedAt: timestamp('curated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('courses_source_uq').on(t.source, t.sourceId),
    index('courses_lat_lng_idx').on(t.lat, t.lng),
    index('courses_prominence_idx').on(t.prominence.desc(), t.id),
    index('courses_country_idx').on(t.country),
    index('courses_name_trgm_idx').using('gin', sql`lower(${t.clubName}) gin_trgm_ops`),
    check('courses_lat_ck', sql`${t.lat} between -90 and 90`),
    check('courses_lng_ck', sql`${t.lng} between -180 and 180`),
    check('courses_fee_ck', sql`${t.peakGreenFee} is null or ${t.peakGreenFee} >= 0`),
  ],
);

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
    /**
     * A golfer of the demo community `npm start` seeds on a fresh install (no identity account,
     * shown as "Demo golfer"); `npm run demo:remove` deletes every such row and, by cascade, all
     * of theirs. See src/server/README.md, "The demo community".
     */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_names_trgm_idx').using('gin', sql`(lower(coalesce(${t.displayName}, '') || ' ' || coalesce(${t.fullName}, ''))) gin_trgm_ops`),
  ],
);

/** Ranked lists of courses, holes or trips. */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: listKind('kind').notNull(),
    type: listType('type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(true),
    /** Trips only: calendar dates at the destination (src/server/README.md, "Trips"). */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    destination: text('destination'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    /**
     * An admin hid the list (issue 24, moderation): it leaves every public read and stays the
     * owner's, with the reason and the date on a banner. Null: shown as its visibility says.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [
    index('lists_owner_idx').on(t.ownerId, t.kind, t.type),
    index('lists_updated_idx').on(t.updatedAt.desc(), t.id),
    // My Lie is the golfer's one overall ranking.
    uniqueIndex('lists_one_mylie_uq').on(t.ownerId).where(sql`${t.type} = 'mylie'`),
    // A trip has its days (every read of a trip counts on them); other lists have none.
    check('lists_trip_dates_ck', sql`${t.kind} <> 'trip' or (${t.startDate} is not null and ${t.endDate} is not null and ${t.endDate} >= ${t.startDate})`),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    /**
     * Orders the list: an item's rank is the number of items of its list with a smaller key. A
     * move rewrites one key (between its new neighbours'), not the ranks of the items between.
     */
    rankKey: rankKey('rank_key').notNull(),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /** Hole lists: the hole of `courseId`. */
    holeNumber: integer('hole_number'),
    /** Ranked lists: the sentiment band (loved, fine, disliked); bands never interleave in rank order. */
    bucket: rankBucket('bucket'),
    note: text('note'),
    /** Trips: the 1-based day of the trip the round is on, and its local tee time ('HH:MM'). */
    dayNumber: integer('day_number'),
    teeTime: text('tee_time'),
    /** The owner's own reaction. */
    reaction: listReaction('reaction'),
    /** An admin hid the note (issue 24): others read no note; the owner reads it with the reason. */
    noteHiddenAt: timestamp('note_hidden_at', { withTimezone: true }),
    noteHiddenReason: text('note_hidden_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('list_items_rank_uq').on(t.listId, t.rankKey),
    // A course (or one hole of it) is in a list once; in a trip, once a day (a course can be played again).
    unique('list_items_course_uq').on(t.listId, t.courseId, t.holeNumber, t.dayNumber).nullsNotDistinct(),
    index('list_items_course_idx').on(t.courseId),
    check('list_items_hole_ck', sql`${t.holeNumber} is null or ${t.holeNumber} between 1 and 72`),
    check('list_items_day_ck', sql`${t.dayNumber} is null or ${t.dayNumber} between 1 and 60`),
    check('list_items_tee_time_ck', sql`${t.teeTime} is null or ${t.teeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * The golfers a trip's owner invited (golfers they follow). An invitation is theirs to accept or
 * decline: once accepted they see the trip and change its plan, and the party view shows their
 * courses in the trip's area; until then nothing of theirs is shown. Declining or leaving deletes
 * the row. The owner alone changes who is invited, the visibility, or deletes the trip.
 */
export const tripCompanions = pgTable(
  'trip_companions',
  {
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** When the owner invited them. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    status: tripCompanionStatus('status').notNull().default('invited'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('trip_companions_user_idx').on(t.userId)],
);

/** Other golfers' reactions to a list item (spec: list item `reactions`), one per golfer and item. */
export const listItemReactions = pgTable(
  'list_item_reactions',
  {
    itemId: uuid('item_id').notNull().references(() => listItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reaction: listReaction('reaction').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('list_item_reactions_user_idx').on(t.userId)],
);

/** Other golfers' lists a golfer saved (spec: POST /lists/{id}/add and /remove, GET /lists/user/saved). */
export const listSaves = pgTable(
  'list_saves',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').notNull().references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('list_saves_list_idx').on(t.listId)],
);

export const playedCourses = pgTable(
  'played_courses',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    /**
     * The day the golfer played it (spec: dateAdded); null when they gave none (issue 32: a tick
     * or a ranking in My Lie is not a round played today).
     */
    dateAdded: date('date_added', { mode: 'string' }),
    /** 'year' when the golfer knows only the year (dateAdded is then 1 January); null with no date. */
    datePrecision: playedDatePrecision('date_precision'),
    /** When the entry was written (orders entries played on the same day). */
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('played_courses_course_idx').on(t.courseId),
    index('played_courses_user_date_idx').on(t.userId, t.dateAdded.desc().nullsLast()),
    check('played_courses_date_ck', sql`${t.dateAdded} >= date '1850-01-01'`),
    check('played_courses_precision_ck', sql`(${t.dateAdded} is null) = (${t.datePrecision} is null)`),
  ],
);

/**
 * What golfers did, for the Community feed (append-only): played a course, ranked one in a public
 * list, made a public list, reacted to a list item. Written when the write itself has committed
 * (services/feed-recorder.ts). Never about a private list: making a list private deletes its
 * activity, the feed read joins public lists only, and deleting a list, item, course or golfer
 * deletes theirs (cascades).
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: activityKind('kind').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => listItems.id, { onDelete: 'cascade' }),
    /** ranked: {rank, bucket, holeNumber}; reacted: {reaction, holeNumber}. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // The feed: each followed golfer's newest first, read by keyset (scanned backwards: drizzle's
    // desc() is DESC NULLS LAST, which an ORDER BY ... DESC cannot use).
    index('activity_actor_idx').on(t.actorId, t.createdAt, t.id),
    // The feed of a golfer who follows many: everyone's newest first, filtered by whom they follow.
    index('activity_time_idx').on(t.createdAt, t.id),
    index('activity_list_idx').on(t.listId),
    index('activity_item_idx').on(t.itemId),
    index('activity_course_idx').on(t.courseId),
  ],
);

/** Wishlists and watchlists: named sets of courses (spec: _id, name, courses). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: wishlistKind('kind').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('wishlists_owner_idx').on(t.ownerId, t.kind)],
);

export const wishlistCourses = pgTable(
  'wishlist_courses',
  {
    wishlistId: uuid('wishlist_id').notNull().references(() => wishlists.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.wishlistId, t.courseId] }),
    index('wishlist_courses_course_idx').on(t.courseId),
    // A list's courses in the order they were added, read from the index alone (the current user).
    index('wishlist_courses_order_idx').on(t.wishlistId, t.addedAt, t.courseId),
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

export const panelistRequests = pgTable(
  'panelist_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: panelistStatus('status').notNull().default('Not Sent'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's reason for the last decision (approve, deny, revoke). */
    reason: text('reason'),
    /** When the golfer last sent or updated the request (the queue's order). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('panelist_requests_status_idx').on(t.status, t.submittedAt)],
);

/**
 * Every admin action (issue 24): who, what, which record, before and after, when. Written in the
 * transaction of the change it records; append-only (no route edits or deletes it, and a trigger
 * refuses UPDATE and DELETE). No foreign keys, so the record outlives the golfers it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt, t.id),
    index('admin_audit_record_idx').on(t.recordId, t.createdAt, t.id),
  ],
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

/** Payment provider events already handled, so a redelivered webhook changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about the database itself, such as when the seed data went in (so it goes in once). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamps.updatedAt,
});
