/**
 * Countries: a source's code ("US", "USA") or name ("United States", "Scotland") to an ISO code and
 * the English name the catalogue writes (the runtime's ICU names, Intl.DisplayNames; the United
 * Kingdom's courses under their nation: England, Scotland, Wales, Northern Ireland).
 */
import { countryCodeOf } from '../../../shared/domain/country-codes';
import { CA_PROVINCES, GB_NATIONS, US_STATES } from './regions';

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** ISO 3166-1 alpha-2 code of a country code or name (shared with the contracts: phone numbers' countries). */
export { countryCodeOf };

/** The nation a source names for a UK course ("Scotland"), when it names one. */
export function ukNationOf(rawCountry: string | null, rawProvince: string | null): string | null {
  for (const raw of [rawCountry, rawProvince]) {
    const hit = raw && Object.values(GB_NATIONS).find((n) => n.toLowerCase() === raw.trim().toLowerCase());
    if (hit) return hit;
  }
  return null;
}

/** The catalogue's country name: ICU's English name; a UK course's nation when known, else "United Kingdom". */
export function countryName(code: string, ukNation: string | null = null): string {
  if (code === 'GB' && ukNation) return ukNation;
  return displayNames.of(code) ?? code;
}

/** The catalogue's province name: US and Canadian codes spelled out ("IL" -> "Illinois"); other names as given; unknown US/CA codes dropped. */
export function provinceName(countryCode: string | null, raw: string | null): string | null {
  if (!raw) return null;
  const t = raw.trim();
  const table = countryCode === 'US' ? US_STATES : countryCode === 'CA' ? CA_PROVINCES : null;
  if (table && /^[A-Za-z]{2}$/.test(t)) return table[t.toUpperCase()] ?? null;
  if (countryCode === 'GB' && Object.values(GB_NATIONS).some((n) => n.toLowerCase() === t.toLowerCase())) return null;
  return t;
}

/** The state or province code of a US or Canadian province name or code ("Illinois" or "IL" -> "IL"). */
export function provinceCodeOf(countryCode: string | null, raw: string | null): string | null {
  if (!raw) return null;
  const table = countryCode === 'US' ? US_STATES : countryCode === 'CA' ? CA_PROVINCES : null;
  if (!table) return null;
  const t = raw.trim();
  if (/^[A-Za-z]{2}$/.test(t)) return table[t.toUpperCase()] ? t.toUpperCase() : null;
  const hit = Object.entries(table).find(([, name]) => name.toLowerCase() === t.toLowerCase());
  return hit ? hit[0] : null;
}
