import { describe, expect, it } from 'vitest';
import { PANELIST_STATUSES, type PanelistStatus } from '../../../src/shared/domain/enums';
import {
  decisionAction, golferActions, PANELIST_ACTIONS, panelistDecision, panelistTransition, REAPPLY_WAIT_DAYS, reapplyAt, type PanelistAction,
  type PanelistDecision,
} from '../../../src/shared/domain/panelist-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const outcome = (status: PanelistStatus, action: PanelistAction, decidedAt: Date | null = daysAgo(REAPPLY_WAIT_DAYS + 1)) => {
  const t = panelistTransition({ status, decidedAt }, action, NOW);
  return 'to' in t ? t.to : null;
};

describe('the panelist transition table', () => {
  // Every status × every action: where it leads, or null (refused).
  it.each([
    ['Not Sent', 'apply', 'Pending'], ['Not Sent', 'update', null], ['Not Sent', 'withdraw', null],
    ['Not Sent', 'approve', null], ['Not Sent', 'deny', null], ['Not Sent', 'revoke', null],
    ['Pending', 'apply', null], ['Pending', 'update', 'Pending'], ['Pending', 'withdraw', 'Not Sent'],
    ['Pending', 'approve', 'Approved'], ['Pending', 'deny', 'Denied'], ['Pending', 'revoke', null],
    ['Approved', 'apply', null], ['Approved', 'update', null], ['Approved', 'withdraw', 'Not Sent'],
    ['Approved', 'approve', null], ['Approved', 'deny', null], ['Approved', 'revoke', 'Denied'],
    ['Denied', 'apply', 'Pending'], ['Denied', 'update', null], ['Denied', 'withdraw', null],
    // An admin may approve a denied (or revoked) golfer at once: the wait is for the golfer's own request.
    ['Denied', 'approve', 'Approved'], ['Denied', 'deny', null], ['Denied', 'revoke', null],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(outcome(from, action)).toBe(to);
  });

  it('covers every status and action', () => {
    expect(PANELIST_STATUSES.length * PANELIST_ACTIONS.length).toBe(24);
  });

  it.each([
    ['decided just now', daysAgo(0), null],
    ['a day before the wait ends', daysAgo(REAPPLY_WAIT_DAYS - 1), null],
    ['a second before the wait ends', new Date(daysAgo(REAPPLY_WAIT_DAYS).getTime() + 1000), null],
    ['the moment the wait ends', daysAgo(REAPPLY_WAIT_DAYS), 'Pending'],
    ['long after', daysAgo(400), 'Pending'],
    ['no decision date (old data)', null, 'Pending'],
  ] as const)('a denied golfer applying again, %s → %s', (_what, decidedAt, to) => {
    expect(outcome('Denied', 'apply', decidedAt)).toBe(to);
  });

  it('says when a denied golfer may apply again, and names status for an admin\'s refused decision', () => {
    expect(REAPPLY_WAIT_DAYS).toBe(30);
    expect(reapplyAt('Denied', daysAgo(10))?.toISOString()).toBe(daysAgo(-20).toISOString());
    expect(reapplyAt('Approved', daysAgo(10))).toBeNull();
    const early = panelistTransition({ status: 'Denied', decidedAt: daysAgo(1) }, 'apply', NOW);
    expect(early).toEqual({ refusal: { reason: 'conflict', message: 'You can apply again on 2026-07-14, 30 days after the decision.' } });
    expect(panelistTransition({ status: 'Approved', decidedAt: null }, 'approve', NOW))
      .toEqual({ refusal: { reason: 'conflict', message: 'Cannot approve a request that is Approved.', path: 'status' } });
    // A revoked panelist approved again a day after the revocation: no wait for an admin.
    expect(outcome('Denied', 'approve', daysAgo(1))).toBe('Approved');
  });

  it.each([
    ['Not Sent', null, ['apply']],
    ['Pending', null, ['update', 'withdraw']],
    ['Approved', daysAgo(1), ['withdraw']],
    ['Denied', daysAgo(1), []],
    ['Denied', daysAgo(31), ['apply']],
  ] as const)('the golfer\'s card offers, when %s (decided %s): %j', (status, decidedAt, actions) => {
    expect(golferActions({ status, decidedAt }, NOW)).toEqual(actions);
  });
});

describe('an admin\'s decision names the request as the admin saw it', () => {
  const REV = new Date('2026-06-14T09:30:00.123Z');
  const decide = (status: PanelistStatus, seen: PanelistStatus, decision: PanelistDecision, seenRevision: Date | null = null) => {
    const d = panelistDecision({ status, decidedAt: daysAgo(1), revision: REV }, { status: seen, revision: seenRevision }, decision, NOW);
    return 'refusal' in d ? `${d.refusal.reason} ${d.refusal.path}` : `${d.action} -> ${d.to}`;
  };

  // [now, seen, decision, outcome]
  it.each([
    ['Pending', 'Pending', 'Approved', 'approve -> Approved'],
    ['Pending', 'Pending', 'Denied', 'deny -> Denied'],
    ['Approved', 'Approved', 'Denied', 'revoke -> Denied'],
    ['Denied', 'Denied', 'Approved', 'approve -> Approved'],
    ['Approved', 'Approved', 'Approved', 'conflict status'],
    ['Denied', 'Denied', 'Denied', 'conflict status'],
    ['Not Sent', 'Not Sent', 'Approved', 'conflict status'],
    // Approve and deny sent at once on a pending request: the second sees the first, never a quiet revoke.
    ['Approved', 'Pending', 'Denied', 'stale from'],
    ['Denied', 'Pending', 'Approved', 'stale from'],
    // The golfer withdrew meanwhile, or an admin revoked.
    ['Not Sent', 'Pending', 'Approved', 'stale from'],
    ['Denied', 'Approved', 'Denied', 'stale from'],
  ] as const)('now %s, seen %s, decided %s: %s', (now, seen, decision, out) => {
    expect(decide(now, seen, decision)).toBe(out);
  });

  it('is stale when the revision read is not the request\'s (withdrawn and sent again in between)', () => {
    expect(decide('Pending', 'Pending', 'Approved', REV)).toBe('approve -> Approved');
    expect(decide('Pending', 'Pending', 'Approved', new Date(REV.getTime() - 1))).toBe('stale revision');
  });

  it('says what the request is now in the stale message', () => {
    const d = panelistDecision({ status: 'Approved', decidedAt: daysAgo(1), revision: REV }, { status: 'Pending', revision: null }, 'Denied', NOW);
    expect(d).toEqual({ refusal: { reason: 'stale', path: 'from', message: 'This request is now Approved (decided 2026-06-14), not Pending: it changed after you read it. Reload and decide again.' } });
  });

  it.each([
    ['Pending', 'Approved', 'approve'], ['Pending', 'Denied', 'deny'], ['Approved', 'Denied', 'revoke'], ['Denied', 'Approved', 'approve'],
  ] as const)('a decision %s -> %s is %s', (seen, decision, action) => {
    expect(decisionAction(seen, decision)).toBe(action);
  });
});
