/**
 * Every course's index columns (what the in-memory map and search indexes are built from), read
 * from one snapshot, the fastest way each driver has (1,000,000 courses, 2 shared cores):
 *
 * - PostgreSQL: a cursor in a read-only transaction, 50,000 rows a fetch, in the table's stored
 *   order (the keyset walk by id it replaced read rows in random order: 23 s against 6-10 s);
 * - PGlite: one `COPY ... TO '/dev/blob'` in COPY's text format, split here (copy-text.ts): 5 s
 *   where PGlite's own row decoding takes 13-20 s (csv-parse on a CSV copy: 74 s).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { mapCopyText } from './copy-text';
import type { ClubMembership, Continent, CourseType } from '../../shared/domain/enums';
import { packFacts } from '../../shared/domain/courses/packed-facts';

export interface IndexRow {
  id: string;
  lat: number;
  lng: number;
  membership: 'PUBLIC' | 'PRIVATE' | 'LIMITED';
  prominence: number;
  name: string;
  city: string | null;
  province: string | null;
  country: string | null;
  /** What the map's filters read (membership as stored, type, continent, fee band, holes, year, yardage), packed (shared/domain/courses/packed-facts.ts). */
  facts: number;
}

/** The columns, in the order both paths read them. */
const NAMES = [
  'id', 'lat', 'lng', 'club_membership', 'prominence', 'club_name', 'city', 'province', 'country',
  'type', 'continent', 'peak_green_fee', 'holes', 'year_established', 'total_yardage',
] as const;
const COLUMNS = `select ${NAMES.join(', ')} from courses`;
type Membership = IndexRow['membership'];

const numberOrNull = (v: string | number | null): number | null => (v === null ? null : Number(v));
// Membership unknown is drawn like a public course would be: open until known otherwise (the facts keep it unknown).
const toRow = (f: (string | number | null)[]): IndexRow => ({
  id: f[0] as string, lat: Number(f[1]), lng: Number(f[2]), membership: (f[3] as Membership | null) ?? 'PUBLIC', prominence: Number(f[4]),
  name: f[5] as string, city: f[6] as string | null, province: f[7] as string | null, country: f[8] as string | null,
  facts: packFacts({
    membership: f[3] as ClubMembership | null, type: f[9] as CourseType | null, continent: f[10] as Continent | null, fee: numberOrNull(f[11]!),
    holes: numberOrNull(f[12]!), year: numberOrNull(f[13]!), yardage: numberOrNull(f[14]!),
  }),
});

/** The batches are all read before the first is handed out, so no transaction waits on the caller. */
export async function readIndexRows(db: Db, batchSize = 50_000): Promise<IndexRow[][]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const result = await client.query(`copy (${COLUMNS}) to '/dev/blob'`);
    // An empty table writes nothing to the blob, and PGlite then answers none.
    const rows = result.blob ? mapCopyText(await result.blob.text(), toRow) : [];
    const batches: IndexRow[][] = [];
    for (let i = 0; i < rows.length; i += batchSize) batches.push(rows.slice(i, i + batchSize));
    return batches;
  }
  const batches: IndexRow[][] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare index_rows no scroll cursor for ${sql.raw(COLUMNS)}`);
    for (;;) {
      const { rows } = (await tx.execute(sql`fetch ${sql.raw(String(Math.max(1, Math.floor(batchSize))))} from index_rows`)) as unknown as { rows: Record<string, string | number | null>[] };
      if (rows.length === 0) break;
      batches.push(rows.map((r) => toRow(NAMES.map((name) => r[name] ?? null))));
    }
  }, { accessMode: 'read only' });
  return batches;
}
