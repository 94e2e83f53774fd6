/**
 * The Stripe provider's requests, against a stand-in for Stripe's API on a local port: what a
 * checkout asks for (subscription mode, the price, our golfer on session and subscription), the
 * idempotency keys, and a missing subscription read as null.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider } from '../../../src/server/payments/stripe-provider';
import type { PaymentProvider } from '../../../src/server/payments/payment-provider';

interface Seen { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined }
const seen: Seen[] = [];
let server: http.Server;
let provider: PaymentProvider;

const ANSWERS: Record<string, (body: URLSearchParams) => [number, object]> = {
  'POST /v1/customers': () => [200, { id: 'cus_123', object: 'customer' }],
  'POST /v1/checkout/sessions': () => [200, { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }],
  'POST /v1/checkout/sessions/cs_old/expire': () => [200, { id: 'cs_old', object: 'checkout.session', status: 'expired' }],
  'POST /v1/billing_portal/sessions': () => [200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/1' }],
  'GET /v1/subscriptions/sub_1': () => [200, { id: 'sub_1', object: 'subscription', status: 'active', customer: 'cus_123', cancel_at: null, cancel_at_period_end: false, metadata: { userId: 'u1' }, items: { object: 'list', data: [{ current_period_end: 1_900_000_000, price: { id: 'price_pro' } }] } }],
  'GET /v1/subscriptions/sub_gone': () => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } }],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = new URLSearchParams(raw);
      seen.push({ method: req.method!, path, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const [status, json] = ANSWERS[`${req.method} ${path}`]?.(body) ?? [404, { error: { type: 'invalid_request_error', message: 'unknown' } }];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider = stripeProvider({ secretKey: 'sk_test_123', priceId: 'price_pro', host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen.at(-1)!;

describe('the Stripe provider', () => {
  it('makes a customer with our golfer in its metadata, under the idempotency key', async () => {
    expect(await provider.createCustomer({ userId: 'u1', email: 'a@example.com', name: 'Ann' }, 'tpl-customer-u1')).toEqual({ id: 'cus_123' });
    expect(last().idempotencyKey).toBe('tpl-customer-u1');
    expect(Object.fromEntries(last().body)).toMatchObject({ email: 'a@example.com', name: 'Ann', 'metadata[userId]': 'u1' });
  });

  it('opens a subscription checkout for the Pro price, linked to the golfer three ways', async () => {
    const session = await provider.createCheckoutSession({ customerId: 'cus_123', userId: 'u1', successUrl: 'https://tpl.example.com/pro?checkout=success', cancelUrl: 'https://tpl.example.com/pro?checkout=canceled' }, 'tpl-checkout-u1-0-1');
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(last().idempotencyKey).toBe('tpl-checkout-u1-0-1');
    expect(Object.fromEntries(last().body)).toMatchObject({
      mode: 'subscription', customer: 'cus_123', 'line_items[0][price]': 'price_pro', 'line_items[0][quantity]': '1',
      client_reference_id: 'u1', 'metadata[userId]': 'u1', 'subscription_data[metadata][userId]': 'u1',
      success_url: 'https://tpl.example.com/pro?checkout=success', cancel_url: 'https://tpl.example.com/pro?checkout=canceled',
    });
  });

  it('expires a session, opens the portal, and reads subscriptions (null when Stripe has none)', async () => {
    await provider.expireCheckoutSession('cs_old');
    expect(last().path).toBe('/v1/checkout/sessions/cs_old/expire');
    expect(await provider.createPortalSession({ customerId: 'cus_123', returnUrl: 'https://tpl.example.com/pro?portal=return' })).toEqual({ url: 'https://billing.stripe.com/p/session/1' });
    expect(Object.fromEntries(last().body)).toEqual({ customer: 'cus_123', return_url: 'https://tpl.example.com/pro?portal=return' });
    expect(await provider.retrieveSubscription('sub_1')).toMatchObject({ id: 'sub_1', status: 'active', items: { data: [{ current_period_end: 1_900_000_000 }] } });
    expect(await provider.retrieveSubscription('sub_gone')).toBeNull();
  });
});
