/**
 * Blocks (issue 35): the write rules. Pure; the services ask them with what they read. Blocking is
 * silent to the blocked: whatever a block stops answers as if the golfer or the thing were not
 * there (the same not-found as for an id nobody has), never "you are blocked".
 */
import { notFoundRefusal, refusal, type Refusal } from '../refusal';

/** A golfer blocks or unblocks another: never themselves; the other must be a golfer others see. */
export function mayBlock(f: { actorId: string; targetId: string; targetExists: boolean }): Refusal | null {
  if (f.actorId === f.targetId) return refusal('invalid', 'You cannot block yourself.');
  return f.targetExists ? null : notFoundRefusal('Golfer');
}

/**
 * A write aimed at a golfer or at something of theirs (follow, react, save, invite): refused as
 * "not found" when either of the two has blocked the other. `what` names the thing as the API's
 * own not-found does ("Golfer", "List").
 */
export function blockedWriteRefusal(blockedEitherWay: boolean, what: string): Refusal | null {
  return blockedEitherWay ? notFoundRefusal(what) : null;
}
