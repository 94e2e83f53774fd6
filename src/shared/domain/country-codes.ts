/**
 * Countries' ISO 3166-1 alpha-2 codes from the names or codes sources and the catalogue write
 * ("US", "USA", "United States", "Scotland" → "GB"), through the runtime's ICU names
 * (Intl.DisplayNames). The importer reads sources' countries with it; phone numbers take the
 * course's country as the country of a number written without its code.
 */

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

const ALIASES: Record<string, string> = {
  usa: 'US', 'united states of america': 'US', 'u.s.a.': 'US', 'u.s.': 'US', america: 'US',
  uk: 'GB', gbr: 'GB', 'great britain': 'GB', 'united kingdom': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', can: 'CA', aus: 'AU', nzl: 'NZ', irl: 'IE', deu: 'DE', fra: 'FR', esp: 'ES', mex: 'MX',
  'republic of ireland': 'IE', 'korea': 'KR', 'republic of korea': 'KR', 'the bahamas': 'BS', 'uae': 'AE',
};

let byName: Map<string, string> | null = null;
/** Every region name ICU knows, lower case, to its code (built once, on first use). */
function namesToCodes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = displayNames.of(code);
      if (name && name !== code) byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
}

/** ISO 3166-1 alpha-2 code of a country code or name, or null when unknown. */
export function countryCodeOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const t = raw.trim();
  if (/^[A-Za-z]{2}$/.test(t)) {
    const code = t.toUpperCase();
    if (code === 'UK') return 'GB';
    return displayNames.of(code) ? code : null;
  }
  const lower = t.toLowerCase().replace(/\s+/g, ' ');
  return ALIASES[lower] ?? namesToCodes().get(lower) ?? null;
}
