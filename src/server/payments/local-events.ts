/**
 * The local provider's webhook events: Stripe's event envelope around a Stripe-shaped object,
 * signed with the webhook secret the way Stripe signs (`webhook-signature.ts`), and delivered to
 * the app's own webhook route. Tests can hold them instead, to send them in an order of their own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LOCAL_API_VERSION, localId, nowSeconds } from './local-objects';
import { signPayload } from './webhook-signature';

/** Posts a signed event to the webhook route; answers the HTTP status. */
export type Deliver = (payload: string, signature: string) => Promise<number>;

export function localEvents(secret: string, log: Pick<FastifyBaseLogger, 'warn' | 'error'>) {
  let deliver: Deliver | null = null;
  let held: string[] | null = null;
  return {
    connect(fn: Deliver) {
      deliver = fn;
    },
    /** From now on, events are kept in the returned array instead of being sent. */
    hold(): string[] {
      held = [];
      return held;
    },
    /** Sends events again (those held stay with the caller). */
    release() {
      held = null;
    },
    sign: (payload: string, timestamp?: number) => signPayload(payload, secret, timestamp),

    async emit(type: string, object: object): Promise<void> {
      const payload = JSON.stringify({
        id: localId('evt'), object: 'event', api_version: LOCAL_API_VERSION, created: nowSeconds(), type, livemode: false,
        pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object },
      });
      if (held) {
        held.push(payload);
        return;
      }
      if (!deliver) throw new Error('The local payment provider is not connected to the webhook route');
      const status = await deliver(payload, signPayload(payload, secret));
      // Stripe would retry for days; locally the log says what went wrong.
      if (status >= 300) log.error({ type, status }, 'The webhook refused a local payment event');
    },
  };
}

export type LocalEvents = ReturnType<typeof localEvents>;
