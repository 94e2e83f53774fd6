/** A golfer's relation to a list, read from the rows: its owner, or on a trip an accepted or invited companion. */
import { and, eq } from 'drizzle-orm';
import type { ListRole } from '../../shared/domain/lists/list-facts';
import type { Db } from './database';
import { tripCompanions } from './schema';
import type { Tx } from './list-order';

export async function roleOf(db: Db | Tx, list: { id: string; ownerId: string }, userId: string | null | undefined): Promise<ListRole> {
  if (!userId) return 'none';
  if (list.ownerId === userId) return 'owner';
  // Only trips have companion rows; for any other list this finds none.
  const [row] = await db.select({ status: tripCompanions.status }).from(tripCompanions)
    .where(and(eq(tripCompanions.listId, list.id), eq(tripCompanions.userId, userId)));
  if (!row) return 'none';
  return row.status === 'accepted' ? 'companion' : 'invited';
}
