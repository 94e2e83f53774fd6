/**
 * A GeoJSON Feature's fields, in its source's spelling, to a `RawCourse`:
 *
 * - OpenGolf: id, name, country, state, city, type (access), holes, par, year_built, architect,
 *   total_yardage, updated_at, scorecard[{hole, par}];
 * - OSM tags (properties, or properties.tags as osmtogeojson nests them): name, addr:city,
 *   addr:state/addr:province, addr:country, access, golf:type, golf:holes/holes, golf:par/par,
 *   golf:hole:N:par, start_date, architect/designer; the id from @id or id ("way/123");
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
    const hole = integer((row as Props).hole);
    if (hole !== null && hole >= 1 && hole <= 72) rows.push({ hole, par: integer((row as Props).par) });
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
  const rows: ScorecardRow[] = [];
  for (const [key, value] of Object.entries(t)) {
    const m = /^golf:hole:(\d+):par$/.exec(key);
    if (m) rows.push({ hole: Number(m[1]), par: integer(value) });
  }
  raw.scorecard = rows;
  raw.notACourse = tagsSayNotACourse(t);
  return raw;
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
