/**
 * A GeoJSON Feature's fields, in its source's spelling, to a `RawCourse`:
 *
 * - OpenGolf: id, name, country, state, city, type (access), holes, par, year_built, architect,
 *   total_yardage, updated_at, scorecard[{hole, par, handicap_index}], phone, website, address,
 *   postal_code;
 * - OSM tags (properties, or properties.tags as osmtogeojson nests them): name, addr:city,
 *   addr:state/addr:province, addr:country, access, golf:type, golf:holes/holes, golf:par/par,
 *   golf:hole:N:par and golf:hole:N:handicap, start_date, architect/designer, website/contact:website/url,
 *   phone/contact:phone, addr:street with addr:housenumber, addr:postcode; the id from @id or id ("way/123");
 *   golf=driving_range, leisure=miniature_golf and the like mark what is not a course;
 * - any other properties: by the common column names (rules/columns.ts).
 *
 * The position is the Point, or a polygon's centroid (rules/centroid.ts).
 */
import { representativePoint } from '../rules/centroid';
import { COLUMN_FIELDS, COMMON_NAMES, normaliseColumn, type ColumnField } from '../rules/columns';
import type { ScorecardRow } from '../rules/holes-and-par';
import { tagsSayNotACourse } from '../rules/names';
import { emptyRaw, type RawCourse } from '../rules/raw-course';
import { integer } from '../rules/values';

type Props = Record<string, unknown>;

const OSM_ID = /^(node|way|relation)\/\d+$/;

/** Whether a feature's properties are OSM tags. */
export function isOsmTagged(props: Props): boolean {
  if ('leisure' in props || 'golf' in props || '@id' in props || 'tags' in props) return true;
  if (typeof props.id === 'string' && OSM_ID.test(props.id)) return true;
  return Object.keys(props).some((k) => k.startsWith('addr:') || k.startsWith('golf:'));
}

export function scorecardOf(value: unknown): ScorecardRow[] {
  if (typeof value === 'string') {
    try {
      return scorecardOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const rows: ScorecardRow[] = [];
  for (const row of value) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Props;
    const hole = integer(r.hole);
    const strokeIndex = integer(r.handicap_index ?? r.handicap ?? r.stroke_index ?? r.strokeIndex ?? r.si ?? null);
    if (hole !== null && hole >= 1 && hole <= 72) rows.push({ hole, par: integer(r.par), strokeIndex });
  }
  return rows;
}

function withPosition(raw: RawCourse, feature: Props, props: Props): RawCourse {
  const point = representativePoint(feature.geometry);
  if (point) {
    raw.lng = point[0];
    raw.lat = point[1];
  } else {
    raw.lat = props.lat ?? props.latitude ?? null;
    raw.lng = props.lon ?? props.lng ?? props.longitude ?? null;
  }
  return raw;
}

function openGolf(line: number, feature: Props, p: Props): RawCourse {
  const raw = withPosition(emptyRaw(line), feature, p);
  raw.id = p.id ?? feature.id ?? null;
  raw.name = p.name;
  raw.country = p.country;
  raw.province = p.state ?? p.province ?? null;
  raw.city = p.city;
  raw.access = p.type;
  raw.holes = p.holes;
  raw.par = p.par;
  raw.yardage = p.total_yardage;
  raw.year = p.year_built;
  raw.architect = p.architect;
  raw.updatedAt = p.updated_at;
  raw.scorecard = scorecardOf(p.scorecard);
  raw.website = p.website ?? null;
  raw.phone = p.phone ?? null;
  raw.street = p.address ?? null;
  raw.postalCode = p.postal_code ?? null;
  return raw;
}

function osm(line: number, feature: Props, props: Props): RawCourse {
  const t: Props = props.tags && typeof props.tags === 'object' ? { ...props, ...(props.tags as Props) } : props;
  const raw = withPosition(emptyRaw(line), feature, t);
  const typed = typeof t.type === 'string' && typeof t.id !== 'undefined' && /^(node|way|relation)$/.test(t.type) ? `${t.type}/${String(t.id)}` : null;
  raw.id = [t['@id'], t.id, feature.id, typed].find((v) => typeof v === 'string' && OSM_ID.test(v)) ?? t['@id'] ?? feature.id ?? t.id ?? null;
  raw.name = t.name ?? t['name:en'] ?? t.official_name ?? null;
  raw.country = t['addr:country'] ?? t['is_in:country'] ?? null;
  raw.province = t['addr:state'] ?? t['addr:province'] ?? t['is_in:state'] ?? null;
  raw.city = t['addr:city'] ?? t['addr:town'] ?? t['addr:village'] ?? null;
  raw.access = t.access ?? null;
  raw.courseType = t['golf:type'] ?? t['golf:course:type'] ?? null;
  raw.holes = t['golf:holes'] ?? t.holes ?? null;
  raw.par = t['golf:par'] ?? t.par ?? null;
  raw.yardage = t['golf:yards'] ?? t['golf:length'] ?? null;
  raw.year = t.start_date ?? null;
  raw.architect = t.architect ?? t['golf:architect'] ?? t.designer ?? null;
  raw.updatedAt = t['@timestamp'] ?? t.timestamp ?? null;
  raw.website = t.website ?? t['contact:website'] ?? t.url ?? null;
  raw.phone = t.phone ?? t['contact:phone'] ?? null;
  raw.street = t['addr:street'] ?? t['addr:place'] ?? null;
  raw.houseNumber = t['addr:housenumber'] ?? null;
  raw.postalCode = t['addr:postcode'] ?? null;
  raw.scorecard = osmScorecard(t);
  raw.notACourse = tagsSayNotACourse(t);
  return raw;
}

/**
 * The holes an OSM course's tags describe: `golf:hole:N:par` and `golf:hole:N:handicap` (its stroke
 * index). A hole with either is a row; a hole with neither is none.
 */
function osmScorecard(t: Props): ScorecardRow[] {
  const byHole = new Map<number, ScorecardRow>();
  for (const [key, value] of Object.entries(t)) {
    const m = /^golf:hole:(\d+):(par|handicap)$/.exec(key);
    if (!m) continue;
    const hole = Number(m[1]);
    if (hole < 1 || hole > 72) continue;
    const row = byHole.get(hole) ?? { hole, par: null, strokeIndex: null };
    if (m[2] === 'par') row.par = integer(value);
    else row.strokeIndex = integer(value);
    byHole.set(hole, row);
  }
  return [...byHole.values()].sort((a, b) => a.hole - b.hole);
}

/** Properties with no known source's spelling: by the common column names. */
function generic(line: number, feature: Props, p: Props): RawCourse {
  const raw = withPosition(emptyRaw(line), feature, p);
  const byName = new Map(Object.keys(p).map((k) => [normaliseColumn(k), p[k]]));
  const get = (field: ColumnField) => {
    for (const name of COMMON_NAMES[field]) if (byName.has(name)) return byName.get(name);
    return null;
  };
  for (const field of COLUMN_FIELDS) {
    if (field === 'lat' || field === 'lng' || field === 'latLng' || field === 'scorecard') continue;
    const key = field === 'membership' ? 'access' : field === 'type' ? 'courseType' : field;
    (raw as unknown as Props)[key] = get(field);
  }
  raw.id ??= feature.id ?? null;
  raw.scorecard = scorecardOf(get('scorecard'));
  return raw;
}

/** The raw course of one parsed JSON value (a Feature), or null when it is not a Feature. */
export function featureToRaw(line: number, value: unknown): RawCourse | null {
  if (!value || typeof value !== 'object' || (value as Props).type !== 'Feature') return null;
  const feature = value as Props;
  const props = feature.properties && typeof feature.properties === 'object' ? (feature.properties as Props) : {};
  if (isOsmTagged(props)) return osm(line, feature, props);
  if ('scorecard' in props || 'year_built' in props || 'osm_id' in props || 'total_yardage' in props) return openGolf(line, feature, props);
  return generic(line, feature, props);
}
