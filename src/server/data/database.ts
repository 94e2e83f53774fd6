/**
 * What the data layer is given: the typed Drizzle handle over the whole schema (`schema.ts`) and
 * the opened database around it. `db/client.ts` opens one (PGlite or PostgreSQL); the data layer
 * never imports `db/`, so the dependency runs one way: db -> data.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The connection string (PostgreSQL only): what a dedicated connection (LISTEN, a job's lock) opens. */
  url?: string;
  migrate(): Promise<void>;
  /** PGlite only: the whole data folder as a tar (what `snapshot` opens again). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Rows of a raw `db.execute`: both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
