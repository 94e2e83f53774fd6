/**
 * The one read rule of blocks (issue 35): two golfers of whom one blocked the other do not see each
 * other. Every read that shows a golfer, or something of theirs, to a viewer adds this fragment.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * True when neither `viewerId` nor the golfer in `other` (a column or SQL naming a user id) has
 * blocked the other; always true for no viewer (signed out) and for the viewer themselves.
 */
export function notBlockedBetween(viewerId: string | null | undefined, other: AnyPgColumn | SQL): SQL {
  if (!viewerId) return sql`true`;
  return sql`not exists (select 1 from user_blocks ub where (ub.blocker_id = ${viewerId}::uuid and ub.blocked_id = ${other})
    or (ub.blocker_id = ${other} and ub.blocked_id = ${viewerId}::uuid))`;
}
