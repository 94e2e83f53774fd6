/**
 * How to reach a course, from a source's fields (issue 34): its phone in E.164 (junk numbers
 * dropped: "999-999-9999", digits of pi, spreadsheet numbers, too few digits), its website when it
 * is an http(s) address (a bare "www.club.com" becomes https), its street line (OSM's street and
 * house number joined as the country writes them) and postal code. The shared rules
 * (shared/domain/phone.ts, shared/domain/courses/course-contact.ts) decide; this reads the values
 * and says what it dropped.
 */
import { STREET_MAX, postalCodeOf, streetLine, websiteOf } from '../../../shared/domain/courses/course-contact';
import { normalisePhone } from '../../../shared/domain/phone';
import { cleanText } from './names';
import { text } from './values';

export interface Contact {
  website: string | null;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
}

export interface ContactResult {
  contact: Contact;
  /** What was dropped: `phone` or `website` with the source's value and why. */
  dropped: { field: 'phone' | 'website'; value: string; why: string }[];
}

/** OSM's lists ("+44 1334 466666;+44 1334 466718"): the first. */
const first = (s: string | null) => (s === null ? null : s.split(';')[0]!.trim() || null);

export function contactFrom(raw: { website: unknown; phone: unknown; street: unknown; houseNumber: unknown; postalCode: unknown }, countryCode: string | null): ContactResult {
  const dropped: ContactResult['dropped'] = [];
  const phoneText = first(text(raw.phone));
  let phone: string | null = null;
  if (phoneText !== null) {
    const checked = normalisePhone(phoneText, countryCode);
    if (checked.ok) phone = checked.e164;
    else dropped.push({ field: 'phone', value: phoneText, why: checked.message });
  }
  const websiteText = first(text(raw.website));
  let website: string | null = null;
  if (websiteText !== null) {
    const checked = websiteOf(websiteText);
    if (checked.ok) website = checked.url;
    else dropped.push({ field: 'website', value: websiteText, why: checked.message });
  }
  const streetText = text(raw.street);
  const line = streetLine(streetText === null ? null : cleanText(streetText), text(raw.houseNumber), countryCode);
  return {
    contact: { website, phone, street: line && line.length <= STREET_MAX ? line : null, postalCode: postalCodeOf(text(raw.postalCode), countryCode) },
    dropped,
  };
}
