/**
 * One policy per list kind: who reads and writes a list's items, what a new item needs, where it
 * lands, whether items take reactions and index moves, and how many items fit. Pure functions
 * over the facts a service reads under the list's lock (`list-facts.ts`); each answers a
 * `Refusal` or null ("go ahead"). Services call them; the data layer only reads and writes.
 */
import type { ListKind } from '../enums';
import type { Placement } from './list-facts';
import type { ListPolicy } from './list-policy-interface';
import type { Refusal } from '../refusal';
import { holeListPolicy, courseListPolicy } from './ranked-list-policy';
import { tripListPolicy } from './trip-list-policy';

export type { ListPolicy } from './list-policy-interface';

const POLICIES: Record<ListKind, ListPolicy> = { course: courseListPolicy, hole: holeListPolicy, trip: tripListPolicy };

export const policyFor = (kind: ListKind): ListPolicy => POLICIES[kind];

export const isRefusal = (v: Placement | Refusal): v is Refusal => 'reason' in v;
