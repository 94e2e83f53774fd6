/**
 * Payments (spec section 7; src/server/payments/README.md): the Pro checkout, the subscription portal, the
 * provider's webhook, and the local checkout and portal pages that stand in for Stripe's when no
 * Stripe keys are set.
 */
import { z } from 'zod';
import { inputText } from './common.contract';

/** `POST /api/payments/pro` and `POST /api/payments/portal-session`: where to send the golfer. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** `POST /api/payments/webhook`: the signature Stripe (or the local checkout) puts on every event. */
export const webhookHeadersSchema = z.object({ 'stripe-signature': z.string().optional() });

/** The webhook's answer: the event was verified; `handled` says whether it changed anything we keep. */
export const webhookAckSchema = z.object({ received: z.literal(true), handled: z.boolean() });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

// ---- The local checkout and portal (no Stripe keys) ----

/** Ids the local provider hands out: a prefix like Stripe's and 24 random letters and digits. */
export const localCheckoutParamsSchema = z.strictObject({
  id: z.string().regex(/^cs_local_[A-Za-z0-9]{24}$/, 'must be a checkout session id'),
});
export const localPortalParamsSchema = z.strictObject({
  id: z.string().regex(/^bps_local_[A-Za-z0-9]{24}$/, 'must be a portal session id'),
});

/**
 * What the card form posts (application/x-www-form-urlencoded, or JSON). Empty fields pass here:
 * the checkout answers them on its page, as a real checkout does ('Your card number is incomplete.').
 */
export const cardFields = {
  cardNumber: inputText({ max: 40, allowEmpty: true }),
  expiry: inputText({ max: 10, allowEmpty: true }),
  cvc: inputText({ max: 10, allowEmpty: true }),
  name: inputText({ max: 100, allowEmpty: true }).optional(),
};
export const localCheckoutBodySchema = z.strictObject({ ...cardFields, email: inputText({ max: 320, allowEmpty: true }).optional() });
export type LocalCheckoutBody = z.infer<typeof localCheckoutBodySchema>;

export const PORTAL_ACTIONS = ['cancel', 'resume', 'update-card', 'renew'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/**
 * A portal action: cancel (at the period's end), resume, update the card, or `renew` (the local
 * stand-in for time passing: the next renewal is charged now, or a canceling subscription ends).
 */
export const localPortalBodySchema = z.strictObject({
  action: z.enum(PORTAL_ACTIONS, { error: `must be one of ${PORTAL_ACTIONS.join(', ')}` }),
  /** Cancel asks first: `cancel` without `confirm=yes` answers the confirmation step (issue 32). */
  confirm: z.literal('yes', { error: 'must be yes' }).optional(),
  cardNumber: cardFields.cardNumber.optional(),
  expiry: cardFields.expiry.optional(),
  cvc: cardFields.cvc.optional(),
  name: cardFields.name,
});
export type LocalPortalBody = z.infer<typeof localPortalBodySchema>;

/** `?done=<action>` after a portal action: the page says what changed. */
export const localPortalQuerySchema = z.strictObject({ done: z.enum(PORTAL_ACTIONS).optional() });
