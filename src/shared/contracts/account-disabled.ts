/**
 * A disabled account's refusal (issue 32): every request with its token answers 403 'This account
 * has been disabled.' with `data: { accountDisabled: { supportEmail } }`, where to appeal (the
 * server's SUPPORT_EMAIL; null when the operator set none). Plain types and a plain reader, without
 * zod: the API client reads it in the page's first stage (see field-errors.ts).
 */
export interface AccountDisabled {
  /** Where the golfer writes to appeal; null when the deployment names no address. */
  supportEmail: string | null;
}

export interface AccountDisabledData {
  accountDisabled: AccountDisabled;
}

export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled.';

/** The disabled account's details in an error envelope's `data`, or null when it is another error. */
export function accountDisabledOf(data: unknown): AccountDisabled | null {
  const inner = typeof data === 'object' && data !== null ? (data as { accountDisabled?: unknown }).accountDisabled : undefined;
  if (typeof inner !== 'object' || inner === null) return null;
  const email = (inner as { supportEmail?: unknown }).supportEmail;
  return { supportEmail: typeof email === 'string' && email ? email : null };
}
