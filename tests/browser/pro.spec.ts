/**
 * Issue 23, Pro with payments: a golfer opens the Pro card, checks out on the local checkout (a
 * declined card first, then 4242…), comes back to 'Active' without reloading, then cancels in the
 * portal and sees 'Canceling on {date}'. Screenshots of the card and the checkout in every look.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { emulatorAccount, uniqueEmail, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';
import { openSignedIn } from './support/session';

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

async function checkoutUrl(request: APIRequestContext, golfer: Account): Promise<string> {
  const res = await request.post('/api/payments/pro', { headers: { Authorization: `Bearer ${golfer.idToken}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

test('a golfer subscribes through the checkout, comes back Pro, and cancels in the portal', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allowFailedResource(402, /\/api\/payments\/local\/checkout\//);
  const golfer = await emulatorAccount(request, uniqueEmail('pro'));
  await page.goto('/pro');
  const card = page.getByTestId('pro-card');
  await expect(card.getByText('$39.99')).toBeVisible();
  await signInThroughDialog(page, golfer);
  await expect(card.getByTestId('pro-active')).toHaveCount(0);
  await card.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/local\/checkout\/cs_local_/);
  await expect(page.getByLabel('Email')).toHaveValue(golfer.email);
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'pro-checkout-declined');

  // As if Stripe's webhook were a few seconds late: the first answers after the return still say "free".
  let late = 2;
  await page.route('**/api/user/me', async (route) => {
    if (late <= 0) return route.continue();
    late--;
    const response = await route.fetch();
    const body = (await response.json()) as { data: { isPremium: boolean; subscription: unknown } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, isPremium: false, subscription: null } } });
  });
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/pro(\?|$)/);
  await expect(card.getByTestId('pro-confirming')).toContainText('Confirming your payment');
  await expect(card.getByTestId('pro-active')).toHaveText('Active');
  expect(late).toBe(0);
  await page.unroute('**/api/user/me');
  await expect(card.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expect(page).not.toHaveURL(/checkout=success/);
  await snap(page, 'pro-card-active');

  await card.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local\/portal\/bps_local_/);
  await expect(page.getByText('VISA •••• 4242')).toBeVisible();
  // Cancel asks first (issue 32): a confirmation step, then its own button.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel TPL Pro?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keep my plan' })).toBeVisible();
  await snap(page, 'pro-portal-cancel-confirm');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Your plan will end at the end of the period.');
  await snap(page, 'pro-portal-canceling');
  await page.getByRole('link', { name: '← Return to TPL' }).click();

  await expect(page).toHaveURL(/\/pro(\?|$)/);
  await expect(card.getByTestId('pro-canceling')).toHaveText(/^Canceling on .+\d{4}/);
  await expect(card.getByTestId('pro-active')).toBeVisible();
  await snap(page, 'pro-card-canceling');

  // The exclusive badge beside the golfer's name.
  const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${golfer.idToken}` } });
  const { _id } = ((await me.json()) as { data: { _id: string } }).data;
  await page.goto(`/users/${_id}`);
  await expect(page.getByTestId('screen-user-profile').getByTestId('pro-badge')).toHaveText('Pro member');
});

test('Checkout that fails says so', async ({ page, request, consoleGuard }) => {
  consoleGuard.allowFailedResource(503, /\/api\/payments\/pro$/);
  const golfer = await emulatorAccount(request, uniqueEmail('pro-fail'));
  await page.route('**/api/payments/pro', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'Down', data: null }) }));
  await openSignedIn(page, golfer, '/pro');
  await page.getByTestId('pro-card').getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Error creating checkout session');
});

test('the Pro card and the local checkout: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/pro');
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('pro-card').getByRole('button', { name: 'Checkout' })).toBeInViewport();
    await snap(page, `pro-card-${look}`);
  });
  const golfer = await emulatorAccount(request, uniqueEmail('pro-looks'));
  await page.goto(await checkoutUrl(request, golfer));
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await inEachLook(page, async (look) => {
    for (const name of ['Card number', 'Expiry', 'CVC']) await expect(page.getByLabel(name)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(describeFindings(`checkout ${look}`, await axeFindings(page))).toEqual([]);
    await snap(page, `pro-checkout-${look}`);
  }, { app: false });
});
