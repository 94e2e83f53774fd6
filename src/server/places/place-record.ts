/** A place of the gazetteer, and how a region's outline is placed from the towns it holds. */

export type PlaceKind = 'town' | 'region' | 'country';

/** [west, south, east, north]; west > east when the box crosses the antimeridian. */
export type Bbox = [number, number, number, number];

export interface PlaceRecord {
  /** Stable within one gazetteer: `t:<geonames id>`, `r:<division code>`, `c:<ISO code>`, `a:<alias>`. */
  id: string;
  name: string;
  /** Other searchable names (a country's nicknames); never shown. */
  alt: readonly string[];
  kind: PlaceKind;
  /** Where it is, largest last: "East Lothian, Scotland, United Kingdom". */
  context: string;
  lat: number;
  lng: number;
  /** Regions and countries; null for towns. */
  bbox: Bbox | null;
  /** Population (towns), or the population of the towns a region holds. */
  population: number;
}

/** Share of the points left out at each end of each axis, for divisions with at least TRIM_MIN_POINTS. */
const TRIM = 0.01;
const TRIM_MIN_POINTS = 40;
/** Half the side of the box around a region known by a single town. */
const MIN_HALF_SIDE = 0.05;

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The box around a division's towns and its centre. Outlying towns are left out (1% at each end of
 * each axis once a division has 40 towns), so a country's box is its main territory: the United
 * States without Alaska and Hawaii, the box a golfer choosing it wants to see. A division whose
 * towns sit closer across the antimeridian (Fiji, Russia's far east) gets a box that crosses it.
 */
export function extentOf(lats: readonly number[], lngs: readonly number[]): { bbox: Bbox; lat: number; lng: number } {
  let ls = lngs.slice();
  const span = (a: readonly number[]) => {
    let lo = Infinity;
    let hi = -Infinity;
    for (const x of a) {
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    return hi - lo;
  };
  if (span(ls) > 180) {
    const shifted = ls.map((l) => (l < 0 ? l + 360 : l));
    if (span(shifted) < span(ls)) ls = shifted;
  }
  const ys = lats.slice().sort((a, b) => a - b);
  ls.sort((a, b) => a - b);
  const cut = ys.length >= TRIM_MIN_POINTS ? Math.floor(ys.length * TRIM) : 0;
  let south = ys[cut]!;
  let north = ys[ys.length - 1 - cut]!;
  let west = ls[cut]!;
  let east = ls[ls.length - 1 - cut]!;
  if (north - south < 2 * MIN_HALF_SIDE) [south, north] = [(south + north) / 2 - MIN_HALF_SIDE, (south + north) / 2 + MIN_HALF_SIDE];
  if (east - west < 2 * MIN_HALF_SIDE) [west, east] = [(west + east) / 2 - MIN_HALF_SIDE, (west + east) / 2 + MIN_HALF_SIDE];
  const wrap = (l: number) => (l > 180 ? l - 360 : l);
  return {
    bbox: [round(wrap(west)), round(Math.max(-90, south)), round(wrap(east)), round(Math.min(90, north))],
    lat: round((south + north) / 2),
    lng: round(wrap((west + east) / 2)),
  };
}

/** The box around several boxes (an alias of several divisions of one country; none crosses the antimeridian). */
export function unionOf(boxes: readonly Bbox[]): Bbox {
  return [
    Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3])),
  ];
}
