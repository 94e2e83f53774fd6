/**
 * Community (/community): a followed golfer's new ranking shows in the feed within one refresh,
 * with the golfer, course and list linked; leaderboards and suggestions; signed out, what
 * Community is. Looks in light, dark and 390 px, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { courseIdByName, newGolfer, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

async function as(request: APIRequestContext, golfer: Golfer, path: string, data?: unknown): Promise<{ _id: string }> {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` }, data: data ?? {} });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { _id: string } }).data;
}

/** A reader who follows a golfer who played a course and ranked one in a public list, and shares a course with a third golfer. */
async function readerAndFriend(request: APIRequestContext, who: string) {
  const [reader, friend, stranger] = await Promise.all([newGolfer(request, `${who}-reader`), newGolfer(request, `${who}-friend`), newGolfer(request, `${who}-stranger`)]);
  const [oldCourse, kingsbarns, pebble] = await Promise.all(
    ['The Old Course at St Andrews', 'Kingsbarns Golf Links', 'Pebble Beach Golf Links'].map((n) => courseIdByName(request, n)),
  );
  await as(request, reader, `/users/${friend.id}/follow`);
  await as(request, reader, '/lists/preset/courses-played/add', { courseId: pebble });
  await as(request, stranger, '/lists/preset/courses-played/add', { courseId: pebble });
  await as(request, friend, '/lists/preset/courses-played/add', { courseId: kingsbarns });
  const list = await as(request, friend, '/lists', { name: 'Seaside', kind: 'course', type: 'beauty' });
  return { reader, friend, stranger, list, oldCourse };
}

async function openCommunity(page: Page, golfer: Golfer): Promise<void> {
  await openSignedIn(page, golfer.account, '/community');
  await expect(page.getByTestId('community')).toBeVisible();
}

test("a followed golfer's new ranking shows within one refresh, linked", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { reader, friend, stranger, list, oldCourse } = await readerAndFriend(request, 'community-feed');
  await openCommunity(page, reader);
  const feed = page.getByTestId('community-feed');
  await expect(feed.getByTestId('feed-entry')).toHaveCount(2);
  await expect(feed.getByTestId('feed-entry').first()).toContainText('started the list Seaside');

  await as(request, friend, `/lists/${list._id}/add-item`, { listItem: { course: oldCourse, bucket: 'loved' } });
  await feed.getByRole('button', { name: 'Refresh the feed' }).click();
  const first = feed.getByTestId('feed-entry').first();
  await expect(first).toContainText('ranked #1: The Old Course at St Andrews in Seaside');
  await expect(first.getByRole('link', { name: 'The Old Course at St Andrews' })).toHaveAttribute('href', `/courses/${oldCourse}`);
  await expect(first.getByRole('link', { name: 'Seaside' })).toHaveAttribute('href', `/lists/${list._id}`);
  await expect(first.getByRole('link').first()).toHaveAttribute('href', `/users/${friend.id}`);

  // Leaderboard among people I follow: me and my friend, one course each.
  await expect(page.getByTestId('community-leaderboard').getByTestId('leaderboard-row')).toHaveCount(2);
  // The stranger played my course: suggested, and followed from here.
  const suggestion = page.getByTestId('community-suggestions').getByTestId('suggestion').filter({ has: page.locator(`a[href="/users/${stranger.id}"]`) });
  await expect(suggestion).toContainText('1 course in common');
  await suggestion.getByRole('button', { name: /^Follow/ }).click();
  await expect(suggestion).toHaveCount(0);
});

test('the course page shows the friend score of the golfers you follow', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { reader, friend, oldCourse } = await readerAndFriend(request, 'community-friend-score');
  const myLie = await as(request, friend, '/lists', { name: 'My Lie', kind: 'course', type: 'mylie' });
  await as(request, friend, `/lists/${myLie._id}/add-item`, { listItem: { course: oldCourse, bucket: 'loved' } });
  await openSignedIn(page, reader.account, `/courses/${oldCourse}`);
  await expect(page.getByTestId('friend-score')).toHaveText('10.0 from 1 golfer you follow');
  await snap(page, 'course-friend-score-light');
});

test('signed out, Community says what it is and offers Sign in', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByTestId('community-signed-out')).toContainText('Sign in to follow golfers');
  await expect(page.getByRole('button', { name: 'Sign in to continue' })).toBeVisible();
});

test('Community: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { reader } = await readerAndFriend(request, 'community-looks');
  await openCommunity(page, reader);
  await expect(page.getByTestId('feed-entry')).toHaveCount(2);
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `community-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-community"]'] });
    expect(describeFindings(`Community (${look})`, findings)).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
