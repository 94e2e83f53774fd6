/**
 * The local billing portal's links (no Stripe keys; issue 32): like Stripe's portal sessions, a
 * link is a short-lived capability for one golfer. It must be opened within five minutes of being
 * made (Stripe: "sessions are short-lived and will expire if the customer does not visit the URL");
 * the first request opens it, and it then works for an hour. It acts only for the golfer it was
 * made for, and only while the customer it names is still theirs and their account is enabled.
 * The page needs no sign-in: the link is the key, made for the signed-in golfer by
 * `POST /api/payments/portal-session`, as Stripe's are.
 */
export const PORTAL_LINK_OPEN_WITHIN_S = 5 * 60;
export const PORTAL_SESSION_S = 60 * 60;

export interface PortalLinkFacts {
  nowS: number;
  createdS: number;
  /** When the link was first opened; null before. */
  openedS: number | null;
  /** The customer the link was made for. */
  customer: string;
  /** The golfer that customer belongs to, as the users table says now; null when there is none. */
  golfer: { disabled: boolean; customer: string | null } | null;
}

export type PortalLinkAnswer =
  | { ok: true; opensNow: boolean }
  | { ok: false; status: 403 | 410; message: string };

export const PORTAL_LINK_EXPIRED = 'This portal link has expired. Open Manage Subscription in TPL again for a new one.';
export const PORTAL_LINK_NOT_YOURS = 'This portal link is no longer valid for this account. Open Manage Subscription in TPL again.';

export function portalLinkAnswer(f: PortalLinkFacts): PortalLinkAnswer {
  if (!f.golfer || f.golfer.disabled || f.golfer.customer !== f.customer) return { ok: false, status: 403, message: PORTAL_LINK_NOT_YOURS };
  if (f.openedS === null) {
    return f.nowS - f.createdS <= PORTAL_LINK_OPEN_WITHIN_S ? { ok: true, opensNow: true } : { ok: false, status: 410, message: PORTAL_LINK_EXPIRED };
  }
  return f.nowS - f.openedS <= PORTAL_SESSION_S ? { ok: true, opensNow: false } : { ok: false, status: 410, message: PORTAL_LINK_EXPIRED };
}
