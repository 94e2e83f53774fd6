/** A list name checked with the shared rule before it is sent (empty, too long, control characters). */
import { sentence } from '../../../lib/field-errors';
import { listNameSchema } from '../../../shared/contracts/wishlists.contract';

export function checkListName(name: string): { name: string } | { error: string } {
  const parsed = listNameSchema.safeParse(name);
  return parsed.success ? { name: parsed.data } : { error: sentence(parsed.error.issues[0]?.message ?? 'is not a valid name') };
}
