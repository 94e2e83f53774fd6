/**
 * Which column (or GeoJSON property) holds which field, by the names sources commonly give them
 * (case, spaces, dashes and underscores ignored), `--map field=column` overriding. README.md lists
 * the names.
 */

export const COLUMN_FIELDS = [
  'id', 'name', 'lat', 'lng', 'latLng', 'city', 'province', 'country', 'membership', 'type', 'holes', 'par',
  'yardage', 'year', 'architect', 'updatedAt', 'scorecard', 'website', 'phone', 'street', 'houseNumber', 'postalCode',
] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];

export const COMMON_NAMES: Record<ColumnField, string[]> = {
  id: ['id', 'courseid', 'sourceid', 'uuid', 'ref'],
  name: ['name', 'course', 'coursename', 'clubname', 'club', 'golfcourse', 'golfclub', 'title'],
  lat: ['latitude', 'lat', 'y'],
  lng: ['longitude', 'lng', 'lon', 'long', 'x'],
  latLng: ['latlng', 'latlon', 'latlong', 'coordinates', 'coords', 'coordinate', 'location', 'position', 'point', 'geo'],
  city: ['city', 'town', 'locality', 'addrcity', 'municipality'],
  province: ['state', 'province', 'region', 'stateprovince', 'addrstate', 'addrprovince', 'statecode'],
  country: ['country', 'countrycode', 'addrcountry', 'nation', 'countryname'],
  membership: ['membership', 'clubmembership', 'access', 'type', 'accesstype'],
  type: ['coursetype', 'golftype', 'kind'],
  holes: ['holes', 'numberofholes', 'holecount', 'numholes', 'golfholes'],
  par: ['par', 'totalpar', 'coursepar', 'golfpar'],
  yardage: ['totalyardage', 'yardage', 'yards', 'length'],
  year: ['yearbuilt', 'yearestablished', 'year', 'established', 'opened', 'founded', 'startdate'],
  architect: ['architect', 'architects', 'designer', 'designers', 'designedby'],
  updatedAt: ['updatedat', 'lastupdated', 'modified', 'updated'],
  scorecard: ['scorecard'],
  website: ['website', 'contactwebsite', 'websiteurl', 'url', 'web', 'homepage'],
  phone: ['phone', 'contactphone', 'telephone', 'phonenumber', 'tel', 'phoneno'],
  street: ['address', 'street', 'streetaddress', 'addrstreet', 'address1', 'addressline1'],
  houseNumber: ['addrhousenumber', 'housenumber', 'houseno'],
  postalCode: ['postalcode', 'postcode', 'zip', 'zipcode', 'addrpostcode', 'postal'],
};

/** --map's field names and their spellings ("state" for province, "totalYardage" for yardage). */
const FIELD_ALIASES: Record<string, ColumnField> = {
  state: 'province', region: 'province', latitude: 'lat', longitude: 'lng', lon: 'lng', coordinates: 'latLng',
  totalyardage: 'yardage', yearbuilt: 'year', yearestablished: 'year', architects: 'architect', access: 'membership',
  coursetype: 'type', clubname: 'name', sourceid: 'id', url: 'website', telephone: 'phone', address: 'street', zip: 'postalCode',
  postcode: 'postalCode',
};

export const unknownMapField = (field: string, column: string) =>
  `--map ${field}=${column}: unknown field "${field}" (fields: ${COLUMN_FIELDS.join(', ')})`;

export const normaliseColumn = (name: string) => name.toLowerCase().replace(/[^a-z0-9@]/g, '');

/** Columns a message lists (a header of thousands is not a message). */
const LISTED_COLUMNS = 20;

export type ColumnIndex = Partial<Record<ColumnField, number>>;
export type ColumnResolution = { ok: true; columns: ColumnIndex } | { ok: false; message: string };

/** The field a --map name means ("state" is province, "totalYardage" yardage), or null when it is none. */
export function mapFieldOf(name: string): ColumnField | null {
  const n = normaliseColumn(name);
  const direct = COLUMN_FIELDS.find((f) => f.toLowerCase() === n);
  return direct ?? FIELD_ALIASES[n] ?? null;
}

/**
 * The column of each field: --map first, then the first header matching a common name in the
 * order of COMMON_NAMES. Needs a name and a position (lat and lng, or latLng).
 */
export function resolveColumns(header: readonly string[], map: Record<string, string> = {}, fileName = 'the file'): ColumnResolution {
  const found = header.map((h) => h.trim());
  const listed = found.slice(0, LISTED_COLUMNS).map((h) => `"${h.slice(0, 80)}"`).join(', ');
  const list = found.length > LISTED_COLUMNS ? `${listed} and ${(found.length - LISTED_COLUMNS).toLocaleString('en-US')} more` : listed;
  const columns: ColumnIndex = {};
  for (const [rawField, column] of Object.entries(map)) {
    const field = mapFieldOf(rawField);
    if (!field) return { ok: false, message: unknownMapField(rawField, column) };
    const index = found.findIndex((h) => h === column) >= 0 ? found.findIndex((h) => h === column) : found.findIndex((h) => normaliseColumn(h) === normaliseColumn(column));
    if (index < 0) return { ok: false, message: `--map ${rawField}=${column}: ${fileName} has no column "${column}" (columns found: ${list})` };
    columns[field] = index;
  }
  const normalised = found.map(normaliseColumn);
  const taken = new Set(Object.values(columns));
  for (const field of COLUMN_FIELDS) {
    if (columns[field] !== undefined) continue;
    for (const name of COMMON_NAMES[field]) {
      const index = normalised.indexOf(name);
      if (index >= 0 && !taken.has(index)) {
        columns[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  const missing: string[] = [];
  if (columns.name === undefined) missing.push('a name (name, course, club_name)');
  const hasPosition = (columns.lat !== undefined && columns.lng !== undefined) || columns.latLng !== undefined;
  if (!hasPosition) missing.push('a position (latitude and longitude, or one column with "lat,lng" such as latLng or coordinates)');
  if (missing.length) {
    return {
      ok: false,
      message: `${fileName} has no column for ${missing.join(' and ')}. Columns found: ${list}. ` +
        'Name the columns with --map, e.g. --map name=Club --map lat=Y --map lng=X (or --map latLng=Where).',
    };
  }
  return { ok: true, columns };
}

/**
 * A scorecard spread over one column per hole and value, as OpenGolf's CSV writes it
 * (hole_1_par, hole_1_handicap, ... hole_18_par): per hole, the column of its par and of whatever
 * else the hole carries (handicap, stroke index), so a hole the NDJSON's scorecard lists, and
 * only such a hole, becomes a row. Spellings: hole_N_par, hole N par, holeNpar; the other values
 * hole_N_handicap, _handicap_index, _hcp, _si, _stroke_index.
 */
export interface HoleColumns {
  hole: number;
  par: number | null;
  /** The column of its stroke index (handicap, hcp, si, stroke index), the first of them. */
  strokeIndex: number | null;
  /** Columns of the hole's other values: a cell in one of them makes the hole a row (with no par). */
  others: number[];
}

const HOLE_COLUMN = /^hole(\d{1,2})(par|handicapindex|handicap|hcp|si|strokeindex)$/;
/** The highest hole number a scorecard row may have (rules/holes-and-par.ts reads up to 72). */
const MAX_HOLE = 72;

/** The hole columns of a header, by hole number; empty when it has none. */
export function holeColumnsOf(header: readonly string[]): HoleColumns[] {
  const holes = new Map<number, HoleColumns>();
  header.forEach((name, index) => {
    const m = HOLE_COLUMN.exec(normaliseColumn(name));
    if (!m) return;
    const hole = Number(m[1]);
    if (hole < 1 || hole > MAX_HOLE) return;
    const entry = holes.get(hole) ?? { hole, par: null, strokeIndex: null, others: [] };
    if (m[2] === 'par') entry.par ??= index;
    else {
      entry.strokeIndex ??= index;
      entry.others.push(index);
    }
    holes.set(hole, entry);
  });
  return [...holes.values()].sort((a, b) => a.hole - b.hole);
}

/** "41.5,-87.6", "41.5 -87.6", "(41.5, -87.6)" -> lat, lng; "POINT(-87.6 41.5)" (WKT) -> lng first. */
export function parseLatLng(cell: string | null): { lat: number; lng: number } | null {
  if (!cell) return null;
  const wkt = /^\s*POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)\s*$/i.exec(cell);
  if (wkt) return { lat: Number(wkt[2]), lng: Number(wkt[1]) };
  const pair = /^\s*[[(]?\s*(-?\d+(?:\.\d+)?)\s*[,; ]\s*(-?\d+(?:\.\d+)?)\s*[\])]?\s*$/.exec(cell);
  return pair ? { lat: Number(pair[1]), lng: Number(pair[2]) } : null;
}
