/** Column shapes more than one area's tables share (not tables: drizzle-kit reads only `*.schema.ts`). */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * A fractional-index key (the fractional-indexing package): items sort by it byte by byte, so
 * the column compares in the "C" collation whatever the database's default is.
 */
export const rankKey = customType<{ data: string; notNull: true }>({ dataType: () => 'text COLLATE "C"' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
