/**
 * What the course card's contact block shows (issue 34), pure so the words and links are tested:
 * "Visit website" with the site's host, the phone as the golfer dials it (national when the number
 * is of their own country, else international) behind a `tel:` link with the E.164 number,
 * "Directions" to the course's point, and its postal address where the street or postal code is known.
 */
import type { Course } from '../../../shared/contracts/courses.contract';
import { countryCodeOf } from '../../../shared/domain/country-codes';
import { addressLines, directionsHref } from '../../../shared/domain/courses/course-contact';
import { localeRegion, phoneDisplay, telHref } from '../../../shared/domain/phone';

export interface ContactView {
  website: { href: string; host: string } | null;
  phone: { href: string; shown: string } | null;
  directions: string;
  /** The postal address's lines, or [] when neither street nor postal code is known (the place shows elsewhere). */
  address: string[];
}

/** The site's host as golfers say it: "masters.com" for https://www.masters.com/. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

export function contactView(course: Pick<Course, 'website' | 'phone' | 'location' | 'address'>, locale: string | undefined): ContactView {
  const { street, postal_code: postal } = course.address;
  return {
    website: course.website ? { href: course.website, host: hostOf(course.website) } : null,
    phone: course.phone ? { href: telHref(course.phone), shown: phoneDisplay(course.phone, localeRegion(locale)) } : null,
    directions: directionsHref(course.location.lat, course.location.lng),
    address: street || postal ? addressLines(course.address, countryCodeOf(course.address.country)) : [],
  };
}

/** "Hole 4 is", "Holes 4, 5 and 17 are": the holes a partial card lacks, for its note. */
export function missingHolesText(holes: readonly number[], locale = 'en'): string {
  if (holes.length === 0) return '';
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(holes.map(String));
  return holes.length === 1 ? `Hole ${list} is` : `Holes ${list} are`;
}
