/**
 * Names golfers use that GeoNames does not hold as a division. GeoNames names administrative
 * divisions; golf regions are often known by a coast, a valley or a historic county instead:
 * "Algarve" is Portugal's district of Faro (PT.09), "Costa del Sol" the province of Málaga. Each
 * alias becomes a region of its own (its own name, searchable like any other) placed by the
 * division or divisions it stands for: their bounding box together, their population for ranking.
 * Only well-known golf destinations, and only where one division (or a few together) is a fair
 * outline; `tests/unit/server/places/place-index.test.ts` checks every code exists. Where the
 * division is much bigger than the destination (the Monterey Peninsula is a corner of Monterey
 * County, which runs 150 km inland), the alias gives its own box, and a place search opens on it.
 *
 * Country nicknames are different: they are other names of the same place, so they are searched as
 * alternative names of the country itself and show its own name ("USA" finds United States).
 */

export interface RegionAlias {
  name: string;
  /** GeoNames division codes (admin1 "PT.09", admin2 "GB.SCT.V1"), all in one country. */
  codes: readonly string[];
  /** The destination's own outline, [west, south, east, north], when the divisions are far bigger. */
  box?: readonly [number, number, number, number];
}

export const REGION_ALIASES: readonly RegionAlias[] = [
  { name: 'Algarve', codes: ['PT.09'] },
  { name: 'Costa del Sol', codes: ['ES.51.MA'] },
  { name: 'Costa Blanca', codes: ['ES.60.A'] },
  { name: 'Costa Brava', codes: ['ES.56.GI'] },
  { name: 'Scottish Highlands', codes: ['GB.SCT.V3'] },
  { name: 'Kingdom of Fife', codes: ['GB.SCT.V1'] },
  { name: 'Ayrshire', codes: ['GB.SCT.U4', 'GB.SCT.V7', 'GB.SCT.W4'] },
  { name: 'Lake District', codes: ['GB.ENG.C9'] },
  // Pacific Grove to Carmel and Pebble Beach, with Monterey.
  { name: 'Monterey Peninsula', codes: ['US.CA.053'], box: [-121.99, 36.52, -121.79, 36.65] },
  { name: 'Napa Valley', codes: ['US.CA.055'] },
  { name: 'Cape Cod', codes: ['US.MA.001'] },
  { name: 'Long Island', codes: ['US.NY.059', 'US.NY.103'] },
  { name: 'Sandhills', codes: ['US.NC.125'] },
  { name: 'Grand Strand', codes: ['US.SC.051'] },
  { name: 'Riviera Maya', codes: ['MX.23'] },
];

/** Other names of countries, by ISO 3166 code. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'United States of America', 'America'],
  GB: ['UK', 'Great Britain', 'Britain'],
  NL: ['Holland'],
  AE: ['UAE'],
  CZ: ['Czech Republic'],
  KR: ['Korea'],
};
