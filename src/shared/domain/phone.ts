/**
 * Telephone numbers (issue 34): stored in E.164 ("+441334466666"), checked and formatted by
 * libphonenumber-js (its `min` metadata: every country's lengths and number patterns, about 80 kB).
 *
 * A number is kept when libphonenumber-js finds it valid for its country: the right length and a
 * real area code. Open data is full of junk: "999-999-9999", "6666666667", digits of pi,
 * spreadsheet numbers ("1.9444444444"), too few digits. Such a number is dropped, never stored.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type PhoneCheck =
  | { ok: true; e164: string }
  | { ok: false; reason: 'too-few-digits' | 'not-valid'; message: string };

/** Fewer digits than any country's shortest full number (the Solomon Islands have five; with a code, seven). */
const MIN_DIGITS = 7;

const isRegion = (code: string | null | undefined): code is CountryCode => !!code && /^[A-Z]{2}$/.test(code);

/**
 * The E.164 form of a phone number as a source or an admin writes it: international ("+44 1334
 * 466666", "+1-618-537-4590") or national in the course's country (`region`, ISO 3166-1 alpha-2:
 * "(618) 684-2387" in the US, "01334 466666" in the UK); or why it is not one.
 */
export function normalisePhone(raw: string, region: string | null): PhoneCheck {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return { ok: false, reason: 'too-few-digits', message: 'has too few digits for a phone number' };
  // A spreadsheet's number ("1.9444444444") or a run of one digit is no phone, whatever it parses to.
  if (/^\s*\d\.\d+\s*$/.test(raw) || new Set(digits.slice(-10)).size <= 2) {
    return { ok: false, reason: 'not-valid', message: 'is not a valid phone number' };
  }
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(raw, isRegion(region) ? region : undefined);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !parsed.isValid()) {
    const where = raw.trim().startsWith('+') || !isRegion(region) ? '' : ` in ${region} (or give it with its country code, +...)`;
    return { ok: false, reason: 'not-valid', message: `is not a valid phone number${where}` };
  }
  return { ok: true, e164: parsed.number };
}

/** The region of a locale ("en-GB" → "GB"; "de" → "DE", the region its language most likely means), or null. */
export function localeRegion(locale: string | undefined): string | null {
  if (!locale) return null;
  try {
    return new Intl.Locale(locale.replace(/_/g, '-')).maximize().region ?? null;
  } catch {
    return null;
  }
}

/**
 * A stored number as a golfer reads it: in their country's national format when the number is of
 * their country ("(706) 667-6000" to a golfer in the US), else international ("+1 706 667 6000"
 * to one in Scotland), so it can be dialled as written from where they are. The number's own
 * country decides, not the course's: they are the same but at a border, and dialling follows the
 * number. An E.164 it cannot read is shown as stored.
 */
export function phoneDisplay(e164: string, viewerRegion: string | null): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country && parsed.country === viewerRegion ? parsed.formatNational() : parsed.formatInternational();
}

/** A `tel:` link of a stored number. */
export const telHref = (e164: string) => `tel:${e164.replace(/[^+\d]/g, '')}`;
