/**
 * A file that only claims to be a picture: the server refuses it and the API's message shows
 * under the Picture field. Its own file because it needs tracing off: Playwright's trace
 * snapshots fetch() the blob image that failed to decode in the preview, which the page's CSP
 * (connect-src) blocks and logs as a console error. The app itself never fetches it.
 */
import type { APIRequestContext } from '@playwright/test';
import { currentUser, emulatorAccount, uniqueEmail, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { snap } from './support/screens';
import { openSignedIn } from './support/session';

test.use({ trace: 'off' });

async function photoURL(request: APIRequestContext, account: Account): Promise<string | null> {
  const res = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${account.idToken}` } });
  return ((await res.json()) as { data: { photoURL: string | null } }).data.photoURL;
}

test("is refused by the server, and the API's message shows under the picture", async ({ page, request, consoleGuard, baseURL }) => {
  const account = await emulatorAccount(request, uniqueEmail('broken'));
  await currentUser(request, account);
  await openSignedIn(page, account, '/');
  await page.goto('/account/edit-profile');
  const form = page.getByTestId('edit-profile-form');
  const picture = form.getByLabel('Picture');
  consoleGuard.allowFailedResource(400, `${baseURL}/api/user/picture`);
  await picture.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('The picture was not saved: The picture must be an image (JPEG, PNG, WebP, GIF or AVIF).')).toBeVisible();
  await expect(picture).toHaveAttribute('aria-invalid', 'true');
  await expect(picture).toBeFocused();
  await snap(page, 'edit-profile-picture-refused');
  expect(await photoURL(request, account)).toBeNull();
  // Still unsaved: the chosen file stays until the golfer drops it.
  await form.getByRole('button', { name: 'Keep the current picture' }).click();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});
