import type { CourseInput } from '../../shared/contracts/course-input.contract';
import type { Course } from '../../shared/contracts/courses.contract';
import type { CourseSummary } from '../../shared/contracts/users.contract';
import { courseSources } from '../../shared/domain/course-sources';
import { countryCodeOf } from '../../shared/domain/country-codes';
import { sortedCard } from '../../shared/domain/courses/scorecard';
import { normalisePhone } from '../../shared/domain/phone';
import { courses } from './schema';

type CourseRow = typeof courses.$inferSelect;
type CourseInsert = typeof courses.$inferInsert;

/**
 * A whole course: its summary and the rest of its fields. `fedBy`: the sources that fed it
 * (course_sources, read in one query per batch by `withSources`); without it only the row's own
 * source is credited.
 */
export function toCourse(row: CourseRow, fedBy: readonly string[] = []): Course {
  return {
    ...toCourseSummary(row),
    address: { country: row.country, province: row.province, city: row.city, street: row.street, postal_code: row.postalCode },
    continent: row.continent,
    peak_green_fee: row.peakGreenFee,
    holes: row.holes,
    par: row.par,
    total_yardage: row.totalYardage,
    gallery: row.gallery,
    videos: row.videos,
    updatedAt: row.updatedAt.toISOString(),
    sources: courseSources(row.source, fedBy),
    scorecard: row.scorecard,
    website: row.website,
    phone: row.phone,
  };
}

/** Enough of a course to list it (a profile's played courses): the same mapping, fewer fields. */
export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    _id: row.id,
    club_name: row.clubName,
    architects: row.architects,
    year_established: row.yearEstablished,
    club_membership: row.clubMembership,
    type: row.type,
    location: { lat: row.lat, lng: row.lng },
    address: { country: row.country, province: row.province, city: row.city },
    main_image: row.mainImage,
  };
}

/** The columns a course summary needs, for reads that select no more (`toCourseSummary` takes them). */
export const courseSummaryColumns = {
  id: courses.id, clubName: courses.clubName, architects: courses.architects, yearEstablished: courses.yearEstablished,
  clubMembership: courses.clubMembership, type: courses.type, lat: courses.lat, lng: courses.lng, country: courses.country,
  province: courses.province, city: courses.city, mainImage: courses.mainImage,
};
export type CourseSummaryRow = Pick<CourseRow, keyof typeof courseSummaryColumns>;

/** The columns an admin write sets; everything the body leaves out is cleared (PUT replaces). */
export function fromCourseInput(input: CourseInput): Omit<CourseInsert, 'id' | 'source' | 'sourceId' | 'prominence'> {
  return {
    clubName: input.club_name,
    architects: input.architects ?? (input.architect ? [input.architect] : []),
    yearEstablished: input.year_established ?? null,
    clubMembership: input.club_membership ?? null,
    type: input.type,
    continent: input.continent ?? null,
    country: input.address.country,
    province: input.address.province ?? null,
    city: input.address.city ?? null,
    lat: input.location.lat,
    lng: input.location.lng,
    peakGreenFee: input.peak_green_fee ?? null,
    holes: input.holes ?? null,
    par: input.par ?? null,
    totalYardage: input.total_yardage ?? null,
    gallery: input.gallery ?? [],
    videos: input.videos ?? [],
    mainImage: input.main_image ?? null,
    scorecard: sortedCard(input.scorecard ?? []).map(({ hole, par, strokeIndex, yards }) => ({ hole, par, strokeIndex, ...(yards?.length ? { yards } : {}) })),
    website: input.website ?? null,
    phone: e164Of(input.phone, input.address.country),
    street: input.address.street ?? null,
    postalCode: input.address.postal_code ?? null,
    updatedAt: new Date(),
  };
}

/** The stored form of an admin's phone (the contract has checked it parses): E.164, read in the course's country. */
function e164Of(phone: string | null | undefined, country: string): string | null {
  if (!phone) return null;
  const checked = normalisePhone(phone, countryCodeOf(country));
  return checked.ok ? checked.e164 : null;
}
