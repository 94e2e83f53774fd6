import { describe, expect, it } from 'vitest';
import { afterMailFailure, DEFAULT_MAIL_RETRY } from '../../../../src/shared/domain/notifications/mail-retry';

const policy = { baseMs: 1000, maxMs: 10_000, maxAttempts: 5 };

describe('afterMailFailure', () => {
  it.each([
    // attempts, SMTP code, what follows
    [1, undefined, { retry: true, delayMs: 1000 }],
    [2, undefined, { retry: true, delayMs: 2000 }],
    [3, 421, { retry: true, delayMs: 4000 }],
    [4, 450, { retry: true, delayMs: 8000 }],
    [5, 450, { retry: false, reason: 'attempts' }],
    [9, undefined, { retry: false, reason: 'attempts' }],
    [1, 550, { retry: false, reason: 'permanent' }],
    [1, 554, { retry: false, reason: 'permanent' }],
    [1, 600, { retry: true, delayMs: 1000 }],
    [0, undefined, { retry: true, delayMs: 1000 }],
  ] as const)('after attempt %i (SMTP %s): %j', (attempts, code, step) => {
    expect(afterMailFailure(attempts, code, policy)).toEqual(step);
  });

  it('never waits longer than maxMs', () => {
    expect(afterMailFailure(4, undefined, { ...policy, maxMs: 5000, maxAttempts: 10 })).toEqual({ retry: true, delayMs: 5000 });
  });

  it('by default waits 30 s, then doubles, and gives up after eight attempts', () => {
    expect(afterMailFailure(1, undefined)).toEqual({ retry: true, delayMs: 30_000 });
    expect(afterMailFailure(7, undefined)).toEqual({ retry: true, delayMs: Math.min(DEFAULT_MAIL_RETRY.maxMs, 30_000 * 64) });
    expect(afterMailFailure(8, undefined)).toEqual({ retry: false, reason: 'attempts' });
  });
});
