/**
 * Becoming a panelist (issue 24; spec sections 1, 3, 4: the request's four statuses, "allowed
 * transitions not shown"). A golfer asks with a message, an admin approves or denies with a
 * reason, and may later revoke an approval. Pure: the API enforces it, the profile's panelist card
 * shows what the golfer may do next.
 *
 * | from \ action | apply (golfer) | update (golfer) | withdraw (golfer) | approve (admin) | deny (admin) | revoke (admin) |
 * |---|---|---|---|---|---|---|
 * | Not Sent | Pending | - | - | - | - | - |
 * | Pending | - | Pending | Not Sent | Approved | Denied | - |
 * | Approved | - | - | Not Sent (steps down) | - | - | Denied |
 * | Denied | Pending, once REAPPLY_WAIT_DAYS have passed since the decision | - | - | - | - | - |
 */
import type { PanelistStatus } from './enums';
import { refusal, type Refusal } from './refusal';

export const PANELIST_MESSAGE_MAX = 2000;
export const PANELIST_REASON_MAX = 500;
/** A denied golfer (or a revoked panelist) may ask again this many days after the decision (an admin may approve them at once). */
export const REAPPLY_WAIT_DAYS = 30;
const DAY_MS = 86_400_000;

export const PANELIST_ACTIONS = ['apply', 'update', 'withdraw', 'approve', 'deny', 'revoke'] as const;
export type PanelistAction = (typeof PANELIST_ACTIONS)[number];
export const ADMIN_PANELIST_ACTIONS: readonly PanelistAction[] = ['approve', 'deny', 'revoke'];

/** Where each allowed action leads, from each status; a missing entry is not allowed. */
export const PANELIST_TRANSITIONS: Readonly<Record<PanelistStatus, Partial<Record<PanelistAction, PanelistStatus>>>> = {
  'Not Sent': { apply: 'Pending' },
  Pending: { update: 'Pending', withdraw: 'Not Sent', approve: 'Approved', deny: 'Denied' },
  Approved: { withdraw: 'Not Sent', revoke: 'Denied' },
  Denied: { apply: 'Pending', approve: 'Approved' },
};

/** When a denied golfer may apply again (null when they may now, or were never denied). */
export function reapplyAt(status: PanelistStatus, decidedAt: Date | null): Date | null {
  if (status !== 'Denied' || !decidedAt) return null;
  return new Date(decidedAt.getTime() + REAPPLY_WAIT_DAYS * DAY_MS);
}

export interface PanelistFacts {
  status: PanelistStatus;
  /** When the last decision was made (the wait after a denial counts from it). */
  decidedAt: Date | null;
}

const WHAT: Record<PanelistAction, string> = {
  apply: 'apply', update: 'update the request', withdraw: 'withdraw', approve: 'approve', deny: 'deny', revoke: 'revoke',
};

/** The status `action` leads to, or the refusal; `field` is the body field an admin's decision names. */
export function panelistTransition(facts: PanelistFacts, action: PanelistAction, now: Date): { to: PanelistStatus } | { refusal: Refusal } {
  const to = PANELIST_TRANSITIONS[facts.status][action];
  const field = ADMIN_PANELIST_ACTIONS.includes(action) ? 'status' : undefined;
  if (!to) return { refusal: refusal('conflict', `Cannot ${WHAT[action]} a request that is ${facts.status}.`, field) };
  const wait = action === 'apply' ? reapplyAt(facts.status, facts.decidedAt) : null;
  if (wait && now.getTime() < wait.getTime()) {
    return { refusal: refusal('conflict', `You can apply again on ${wait.toISOString().slice(0, 10)}, ${REAPPLY_WAIT_DAYS} days after the decision.`) };
  }
  return { to };
}

/** What the golfer may do from here, for the profile's panelist card. */
export const golferActions = (facts: PanelistFacts, now: Date): PanelistAction[] =>
  (['apply', 'update', 'withdraw'] as const).filter((a) => 'to' in panelistTransition(facts, a, now));

/** What an admin decides: approve, or deny (which revokes an approved panelist). */
export type PanelistDecision = 'Approved' | 'Denied';

/** The admin action a decision is, on a request the admin saw in status `seen`. */
export const decisionAction = (seen: PanelistStatus, decision: PanelistDecision): PanelistAction =>
  decision === 'Approved' ? 'approve' : seen === 'Approved' ? 'revoke' : 'deny';

export interface PanelistDecisionFacts extends PanelistFacts {
  /** The request's revision (its `updatedAt`) under the row lock. */
  revision: Date;
}

/** The request as the admin saw it when deciding: its status, and its revision when they sent it. */
export interface SeenRequest {
  status: PanelistStatus;
  revision: Date | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * An admin's decision on the request as it is now (`facts`, read under its lock), made on the
 * request as the admin saw it: stale (409 naming `from` or `revision`) when it changed in between,
 * else the transition table's answer for the action the decision is.
 */
export function panelistDecision(facts: PanelistDecisionFacts, seen: SeenRequest, decision: PanelistDecision, now: Date):
  { action: PanelistAction; to: PanelistStatus } | { refusal: Refusal } {
  if (facts.status !== seen.status) {
    const when = facts.decidedAt ? ` (decided ${day(facts.decidedAt)})` : '';
    return { refusal: refusal('stale', `This request is now ${facts.status}${when}, not ${seen.status}: it changed after you read it. Reload and decide again.`, 'from') };
  }
  if (seen.revision && seen.revision.getTime() !== facts.revision.getTime()) {
    return { refusal: refusal('stale', 'This request changed after you read it (the golfer or another admin). Reload and decide again.', 'revision') };
  }
  const action = decisionAction(seen.status, decision);
  const t = panelistTransition(facts, action, now);
  return 'to' in t ? { action, to: t.to } : t;
}
