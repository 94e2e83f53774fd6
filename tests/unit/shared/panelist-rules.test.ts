import { describe, expect, it } from 'vitest';
import { PANELIST_STATUSES, type PanelistStatus } from '../../../src/shared/domain/enums';
import {
  golferActions, PANELIST_ACTIONS, panelistTransition, REAPPLY_WAIT_DAYS, reapplyAt, type PanelistAction,
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
    ['Denied', 'approve', null], ['Denied', 'deny', null], ['Denied', 'revoke', null],
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
    expect(panelistTransition({ status: 'Denied', decidedAt: null }, 'approve', NOW))
      .toEqual({ refusal: { reason: 'conflict', message: 'Cannot approve a request that is Denied.', path: 'status' } });
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
