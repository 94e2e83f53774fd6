/**
 * What happens to an email whose send failed (issue 35): tried again after an exponential backoff,
 * or given up on. Pure, table-tested (tests/unit/shared/notifications/mail-retry.test.ts).
 */

export interface MailRetryPolicy {
  /** The wait after the first failure; each later one doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /** Attempts in all, the first included: after the last one fails, the message is given up on. */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min, ... up to an hour; eight attempts span about two hours. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };

export type MailFailureStep = { retry: true; delayMs: number } | { retry: false; reason: 'permanent' | 'attempts' };

/**
 * After attempt number `attempts` (1 for the first) failed: retry, and when, or give up. An SMTP
 * answer in the 5xx range (the mailbox does not exist, the message is refused for good) is
 * permanent and is not tried again; anything else (4xx, a connection refused, a timeout) is.
 */
export function afterMailFailure(attempts: number, smtpResponseCode: number | undefined, policy: MailRetryPolicy = DEFAULT_MAIL_RETRY): MailFailureStep {
  if (smtpResponseCode !== undefined && smtpResponseCode >= 500 && smtpResponseCode < 600) return { retry: false, reason: 'permanent' };
  if (attempts >= policy.maxAttempts) return { retry: false, reason: 'attempts' };
  const exponent = Math.max(0, attempts - 1);
  return { retry: true, delayMs: Math.min(policy.maxMs, policy.baseMs * 2 ** exponent) };
}
