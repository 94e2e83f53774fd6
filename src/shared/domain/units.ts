/**
 * The golfer's units of distance: miles where people measure roads in miles (the United States, the
 * United Kingdom, Liberia, Myanmar), kilometres everywhere else. Read from the locale's region,
 * or the region its language most likely means ("en" is American English, "my" Burmese in
 * Myanmar), through the runtime's likely-subtags data (Intl.Locale.maximize).
 */
export type UnitSystem = 'metric' | 'imperial';

const IMPERIAL_REGIONS: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);
export const KM_PER_MILE = 1.609344;

export function unitSystemFor(locale: string | undefined): UnitSystem {
  if (!locale) return 'metric';
  try {
    const region = new Intl.Locale(locale.replace(/_/g, '-')).maximize().region;
    return region && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
  } catch {
    return 'metric';
  }
}

/** `amount` of the system's unit (km or miles) in kilometres. */
export const kmIn = (amount: number, system: UnitSystem): number => (system === 'imperial' ? amount * KM_PER_MILE : amount);

/** "3.2 km", "13 km", "1.5 mi": one decimal under 10, whole numbers above, in the locale's digits. */
export function formatDistance(km: number, system: UnitSystem, locale?: string): string {
  const amount = system === 'imperial' ? km / KM_PER_MILE : km;
  const text = amount.toLocaleString(locale, { maximumFractionDigits: amount < 10 ? 1 : 0 });
  return `${text} ${system === 'imperial' ? 'mi' : 'km'}`;
}

/**
 * The golfer's unit of length on a course (issue 34): yards where golf is measured in yards (the
 * same regions that measure roads in miles), metres elsewhere. Named as Intl.NumberFormat's unit
 * style names them, so a length is written by the runtime in the golfer's language.
 */
export const LENGTH_UNITS = ['yard', 'meter'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const METRES_PER_YARD = 0.9144;

export const unitForLocale = (locale: string | undefined): LengthUnit => (unitSystemFor(locale) === 'imperial' ? 'yard' : 'meter');

/** Road distances go with the length unit: miles with yards, kilometres with metres. */
export const systemOfUnit = (unit: LengthUnit): UnitSystem => (unit === 'yard' ? 'imperial' : 'metric');

export const yardsToMetres = (yards: number): number => yards * METRES_PER_YARD;
export const metresToYards = (metres: number): number => metres / METRES_PER_YARD;

/** A length stored in yards, in the unit shown, rounded to a whole number. */
export const lengthIn = (yards: number, unit: LengthUnit): number => Math.round(unit === 'yard' ? yards : yardsToMetres(yards));

/** A length shown in `unit` back in whole yards (what filters and the database hold). */
export const yardsFrom = (amount: number, unit: LengthUnit): number => Math.round(unit === 'yard' ? amount : metresToYards(amount));

const formatters = new Map<string, Intl.NumberFormat>();
function lengthFormat(unit: LengthUnit, locale: string | undefined, display: 'long' | 'short' | 'narrow'): Intl.NumberFormat {
  const key = `${locale ?? ''}|${unit}|${display}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    } catch {
      f = new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 0 });
    }
    formatters.set(key, f);
  }
  return f;
}

/** "6,828 yards", "6.243 Meter", "6,243 m" (short): a length stored in yards, in the golfer's unit and language. */
export function formatLength(yards: number, unit: LengthUnit, locale?: string, display: 'long' | 'short' = 'long'): string {
  return lengthFormat(unit, locale, display).format(lengthIn(yards, unit));
}

/** The unit's short symbol in the locale ("yd", "m"), for a column header or beside a slider. */
export function lengthUnitSymbol(unit: LengthUnit, locale?: string): string {
  return lengthFormat(unit, locale, 'short').formatToParts(1).find((p) => p.type === 'unit')?.value ?? (unit === 'yard' ? 'yd' : 'm');
}

/**
 * A road or straight-line distance in the system's unit through Intl's unit style: "850 m",
 * "9.9 km", "31 km", "0.5 mi", "19 mi" (one decimal under 10, whole numbers above; under 1 km, metres).
 */
export function formatRouteDistance(km: number, system: UnitSystem, locale?: string): string {
  const safe = Number.isFinite(km) && km > 0 ? km : 0;
  const fmt = (value: number, unit: string, digits: number) => {
    const opts: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits };
    try {
      return new Intl.NumberFormat(locale, opts).format(value);
    } catch {
      return new Intl.NumberFormat('en', opts).format(value);
    }
  };
  if (system === 'imperial') {
    const miles = safe / KM_PER_MILE;
    return miles < 9.95 ? fmt(Math.round(miles * 10) / 10, 'mile', 1) : fmt(Math.round(miles), 'mile', 0);
  }
  if (safe < 0.995) return fmt(Math.round(safe * 100) * 10, 'meter', 0);
  return safe < 9.95 ? fmt(Math.round(safe * 10) / 10, 'kilometer', 1) : fmt(Math.round(safe), 'kilometer', 0);
}
