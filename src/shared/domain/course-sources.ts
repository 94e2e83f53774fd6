/**
 * Where a course's data came from, and the credit each source's licence asks for (issue 25).
 *
 * Open data is credited where it shows: OpenGolfAPI's data is ODbL ("Contains data from
 * OpenGolfAPI"), OpenStreetMap's too ("© OpenStreetMap contributors"). Our own rows (the curated
 * seed, an admin's writes) and any other `--source` name owe no credit.
 */

/** One source of a course and the line that credits it (null: nothing to credit). */
export interface CourseSourceCredit {
  source: string;
  credit: string | null;
}

/** The sources whose licence asks for a credit, with its wording. */
export const SOURCE_CREDITS: Readonly<Record<string, string>> = {
  opengolfapi: 'Contains data from OpenGolfAPI (opengolfapi.org)',
  osm: '© OpenStreetMap contributors',
};

/** Where each credited source's licence and copyright page is (the map's attribution links there). */
export const SOURCE_CREDIT_LINKS: Readonly<Record<string, string>> = {
  opengolfapi: 'https://opengolfapi.org',
  osm: 'https://www.openstreetmap.org/copyright',
};

/** Sources that are our own data: never credited. */
const OWN_SOURCES: ReadonlySet<string> = new Set(['seed', 'admin']);

export function creditOf(source: string): string | null {
  if (OWN_SOURCES.has(source)) return null;
  return Object.hasOwn(SOURCE_CREDITS, source) ? SOURCE_CREDITS[source]! : null;
}

/**
 * A course's sources, each once, with their credits: the row's own `source` (what made the course)
 * first, then the other sources that fed it, in the order given. Our own sources are left out:
 * a curated course with no open data behind it has none.
 */
export function courseSources(rowSource: string | null, fedBy: readonly string[] = []): CourseSourceCredit[] {
  const seen = new Set<string>();
  const out: CourseSourceCredit[] = [];
  for (const source of [rowSource, ...fedBy]) {
    if (!source || OWN_SOURCES.has(source) || seen.has(source)) continue;
    seen.add(source);
    out.push({ source, credit: creditOf(source) });
  }
  return out;
}

/** How the map words a credit (shorter than the card's: the link says where). */
const MAP_WORDING: Readonly<Record<string, string>> = {
  opengolfapi: 'Contains data from OpenGolfAPI',
  osm: '© OpenStreetMap contributors',
};

/**
 * The map's attribution for the credited sources present: one HTML link each, the OpenStreetMap
 * one written exactly as the basemap's style writes it, since MapLibre drops an attribution that
 * is part of another: the basemap's own OpenStreetMap credit is not repeated.
 */
export function mapAttributions(sources: readonly string[]): string[] {
  return [...new Set(sources)]
    .filter((s) => Object.hasOwn(MAP_WORDING, s))
    .sort()
    .map((s) => `<a href="${SOURCE_CREDIT_LINKS[s]}" target="_blank" rel="noopener">${MAP_WORDING[s]}</a>`);
}
