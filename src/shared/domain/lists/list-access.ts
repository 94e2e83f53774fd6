/**
 * Who sees and changes a list, shared by every kind. A public list is anyone's to read; a private
 * one only its golfers' (its owner; on a trip, the companions and those invited), and to anyone
 * else it is as good as missing (404, never 403, so private lists cannot be probed for).
 */
import type { ListFacts, ListRole } from './list-facts';
import { notFoundRefusal, refusal, type Refusal } from '../refusal';

export const NOT_OWNER_MESSAGE = 'Only the owner of this list can change it.';

export const listNotFound = (what = 'List'): Refusal => notFoundRefusal(what);

/** Read: public, or the golfer is one of the list's golfers. */
export const canReadList = (list: ListFacts, role: ListRole): boolean => list.isPublic || role !== 'none';

/** A write refused: not found when the golfer cannot even see the list, else forbidden with `message`. */
export const refuseWrite = (list: ListFacts, role: ListRole, message: string, what = 'List'): Refusal =>
  canReadList(list, role) ? refusal('forbidden', message) : listNotFound(what);

/** The owner alone changes the list itself (name, description, visibility, deletion). */
export const ownerOnly = (list: ListFacts, role: ListRole, message = NOT_OWNER_MESSAGE, what = 'List'): Refusal | null =>
  role === 'owner' ? null : refuseWrite(list, role, message, what);
