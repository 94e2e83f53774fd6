import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env';

const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://tpl.example.com' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('payments configuration', () => {
  it.each([
    [PROD, /STRIPE_SECRET_KEY: STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET are required/],
    [{ ...PROD, ALLOW_LOCAL_PAYMENTS: 'false' }, /are required when NODE_ENV=production/],
    [{ ...PROD, STRIPE_SECRET_KEY: 'sk_live_x' }, /needs STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x' }, /needs STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET/],
  ])('%j is refused', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });

  it.each([
    [{ ...PROD, ...STRIPE }, 'sk_test_x'],
    [{ ...PROD, ALLOW_LOCAL_PAYMENTS: 'true' }, undefined],
    [{ NODE_ENV: 'development' }, undefined],
    [{ NODE_ENV: 'development', STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: 'whsec_local' }, undefined],
  ])('%j is taken', (source, key) => {
    expect(readEnv(source).STRIPE_SECRET_KEY).toBe(key);
  });
});
