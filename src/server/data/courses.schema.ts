/**
 * The courses (spec section 3): every entity of the spec lives in one of the `*.schema.ts` files
 * beside the repositories that use them (`schema.ts` gathers them). One pg-core schema serves
 * both PGlite and PostgreSQL; `drizzle-kit generate` turns changes into committed migrations.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScorecardHole } from '../../shared/domain/courses/scorecard';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../shared/domain/enums';
import { timestamps } from './schema-columns';

export const clubMembership = pgEnum('club_membership', CLUB_MEMBERSHIPS);
export const courseType = pgEnum('course_type', COURSE_TYPES);
export const continent = pgEnum('continent', CONTINENTS);

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
    /** The holes known, in hole order (issue 34): `[]` when none; a partial card stays partial. */
    scorecard: jsonb('scorecard').$type<ScorecardHole[]>().notNull().default(sql`'[]'::jsonb`),
    /** An http(s) URL. */
    website: text('website'),
    /** E.164 ("+441334466666"): checked by libphonenumber-js before it is stored (shared/domain/phone.ts). */
    phone: text('phone'),
    street: text('street'),
    postalCode: text('postal_code'),
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
    // The last line behind the rules that keep them (shared/domain/phone.ts, course-contact.ts).
    check('courses_phone_ck', sql`${t.phone} is null or ${t.phone} ~ '^[+][1-9][0-9]{5,14}$'`),
    check('courses_website_ck', sql`${t.website} is null or ${t.website} ~* '^https?://'`),
    check('courses_scorecard_ck', sql`jsonb_typeof(${t.scorecard}) = 'array'`),
  ],
);
