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
