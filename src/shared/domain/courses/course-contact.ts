/**
 * How a golfer reaches a course (issue 34): its website, its street address and postal code, and a
 * link that opens the device's maps app at it. Pure; the phone number has its own rules (phone.ts).
 */

export const WEBSITE_MAX = 2000;
export const STREET_MAX = 200;
export const POSTAL_CODE_MAX = 20;

export type WebsiteCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * A website as sources write it, as a link we keep: http(s) only (no `javascript:`, `mailto:`,
 * `ftp:`); an address without a scheme ("www.club.com", "club.com/golf") becomes https, as every
 * browser would try today; a host without a dot, a space or a control character is no website.
 */
export function websiteOf(raw: string): WebsiteCheck {
  const t = raw.trim();
  if (!t) return { ok: false, message: 'is empty' };
  if (t.length > WEBSITE_MAX) return { ok: false, message: `is longer than ${WEBSITE_MAX} characters` };
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(t)) return { ok: false, message: 'holds spaces or control characters' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(t);
  let candidate = t;
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    // "club.com:8080" reads as a scheme "club.com": a dot before the colon is a host.
    if (!name.includes('.') && name !== 'http' && name !== 'https') return { ok: false, message: `is a ${name}: link, not a website (http or https)` };
    if (name.includes('.')) candidate = `https://${t}`;
  } else candidate = `https://${t.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: 'is not a web address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'is not an http(s) address' };
  if (!url.hostname.includes('.') || url.username || url.password) return { ok: false, message: 'is not a web address' };
  return { ok: true, url: url.href };
}

/** Countries whose addresses put the house number after the street ("Hauptstraße 5"). */
const NUMBER_AFTER_STREET = new Set([
  'AT', 'BA', 'BE', 'BG', 'CH', 'CL', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'HR', 'HU', 'IS', 'IT', 'LT', 'LV', 'MX', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS',
  'SE', 'SI', 'SK', 'TR', 'AR', 'BR', 'UY',
]);

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The street line from a street and a house number as OSM tags them apart (`addr:street`,
 * `addr:housenumber`): "1700 17-Mile Drive" in the US and the UK, "Hauptstraße 5" where the
 * number follows the street; the street alone when there is no number; null without a street
 * (a house number alone says nothing).
 */
export function streetLine(street: string | null | undefined, houseNumber: string | null | undefined, countryCode: string | null): string | null {
  const s = clean(street);
  const n = clean(houseNumber);
  if (!s) return null;
  if (!n) return s;
  return countryCode && NUMBER_AFTER_STREET.has(countryCode) ? `${s} ${n}` : `${n} ${s}`;
}

/** Countries whose addresses write the postal code after the town and region ("Augusta, Georgia 30904"). */
const POSTAL_AFTER_REGION = new Set(['US', 'CA', 'AU']);
/** Countries whose addresses write it after the town ("St Andrews KY16 9SF"). */
const POSTAL_AFTER_TOWN = new Set(['GB', 'IE', 'NZ', 'JP', 'KR', 'ZA', 'SG', 'AR', 'BR']);

export interface PostalAddress {
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
}

/**
 * A course's address as a few lines, as post is addressed in its country: the street; then the
 * town with its postal code ("Augusta, Georgia 30904" in the US, "St Andrews KY16 9SF" in the UK,
 * "64283 Darmstadt" in most of Europe); then the country. Lines with nothing known are left out.
 */
export function addressLines(a: PostalAddress, countryCode: string | null): string[] {
  const street = clean(a.street);
  const postal = clean(a.postal_code);
  const city = clean(a.city);
  const province = clean(a.province);
  let town: string;
  if (countryCode && POSTAL_AFTER_REGION.has(countryCode)) {
    town = [[city, province].filter(Boolean).join(', '), postal].filter(Boolean).join(' ');
  } else if (countryCode && POSTAL_AFTER_TOWN.has(countryCode)) {
    town = [[city, postal].filter(Boolean).join(' '), province].filter(Boolean).join(', ');
  } else {
    town = [[postal, city].filter(Boolean).join(' '), province].filter(Boolean).join(', ');
  }
  return [street, town, clean(a.country)].filter(Boolean);
}

/**
 * A link that opens directions to the course in the device's maps app: Google Maps' universal
 * link, which the Google Maps app takes on Android and iOS and a browser opens elsewhere.
 */
export function directionsHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** A postal code as written, whitespace collapsed; a US ZIP a spreadsheet read as a number gets its leading zeros back. */
export function postalCodeOf(raw: string | null | undefined, countryCode: string | null): string | null {
  const t = clean(raw).toUpperCase();
  if (!t || t.length > POSTAL_CODE_MAX) return null;
  if (countryCode === 'US' && /^\d{3,4}$/.test(t)) return t.padStart(5, '0');
  return t;
}
