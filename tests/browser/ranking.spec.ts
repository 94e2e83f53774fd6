/**
 * Ranking through the UI against the real server: "Rank it" on a course opens the chooser of lists
 * (My Lie first, created on first use), the rank dialog places the course by head-to-heads, and the
 * course shows where it stands. A fake golfer answers from a fixed true order; the list's order and
 * scores are then read back through the API and on the course card. Also: "Too close to call"
 * (from the played snackbar's "Rank it"), a hole list made and ranked into from the course page,
 * and a free golfer's limits (a full list in the chooser, the API's 403 when forced). The last
 * tests photograph the chooser and the dialogs light, dark and on a 390 px phone, and run axe.
 */
import type { Page } from '@playwright/test';
import { scoresOf, formatScore } from '../../src/shared/domain/ranking/score';
import type { RankBucket } from '../../src/shared/domain/ranking/buckets';
import { expect, test } from './support/fixtures';
import {
  addItem, answerRankDialog, courseListsOf, createList, listOf, markPlayed, maxQuestionsFor, newGolfer, openChooser, someCourses,
} from './support/rank-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';
import { openSignedIn } from './support/session';
import { expectTooltipOnHover } from './support/tooltips';

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });
const option = (page: Page, listId: string) => page.getByTestId('rank-chooser').locator(`[data-testid="rank-choice"][data-list-id="${listId}"]`);
const place = (buckets: RankBucket[], i: number) => `#${i + 1} in your My Lie · ${formatScore(scoresOf(buckets)[i]!)}`;

test('signed out, Rank it opens the sign-in dialog', async ({ page, request }) => {
  const [course] = await someCourses(request, 1);
  await page.goto(`/courses/${course!._id}`);
  const rank = page.getByTestId('course-detail').getByTestId('action-rank');
  await expectTooltipOnHover(page, rank, 'Rank in a list');
  await rank.click();
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
  await expect(page.getByTestId('rank-chooser')).toHaveCount(0);
  await expect(page.getByTestId('course-standings')).toHaveCount(0);
});

test('a golfer ranks five played courses into My Lie by comparison', async ({ page, request }) => {
  test.setTimeout(240_000);
  const golfer = await newGolfer(request, 'ranker');
  const courses = await someCourses(request, 5);
  // The golfer's true order, best first: the first three loved, the last two fine.
  const truth = [courses[3]!, courses[0]!, courses[4]!, courses[1]!, courses[2]!];
  const bucketOf = (id: string): RankBucket => (truth.findIndex((c) => c._id === id) < 3 ? 'loved' : 'fine');
  const titles = truth.map((c) => c.club_name);
  const better = (a: string, b: string) => titles.indexOf(a) < titles.indexOf(b);
  // Played before, but for the last of the true order: ranking it in My Lie marks it played.
  for (const c of truth.slice(0, 4)) await markPlayed(request, golfer, c._id);

  const ranked: typeof truth = [];
  for (const [n, course] of [truth[2]!, truth[0]!, truth[4]!, truth[1]!, truth[3]!].entries()) {
    await page.goto(`/courses/${course._id}`);
    if (n === 0) await signInThroughDialog(page, golfer.account);
    else await expect(page.getByTestId('user-menu')).toBeVisible();
    const detail = page.getByTestId('course-detail');
    await expect(detail.getByTestId('action-played')).toHaveAttribute('aria-pressed', course === truth[4] ? 'false' : 'true');
    const chooser = await openChooser(page);
    const myLie = chooser.getByTestId('rank-choices-my-lie');
    if (n === 0) await expect(myLie.getByTestId('rank-choice-detail')).toHaveText('Your overall ranking of courses you played · new');
    else await expect(myLie.getByTestId('rank-choice-detail')).toHaveText(`Your overall ranking of courses you played · ${n} course${n === 1 ? '' : 's'}`);
    await myLie.getByRole('button').click();

    const bucket = bucketOf(course._id);
    const inBucket = ranked.filter((c) => bucketOf(c._id) === bucket).length;
    const { questions, atMost } = await answerRankDialog(page, {
      bucket, titles, compare: (existing) => (better(course.club_name, existing) ? 'new-better' : 'existing-better'),
    });
    expect(questions, `questions for ${course.club_name} among ${inBucket}`).toBeLessThanOrEqual(maxQuestionsFor(inBucket));
    for (const m of atMost) expect(m).toBe(maxQuestionsFor(inBucket));

    ranked.splice(ranked.filter((c) => better(c.club_name, course.club_name)).length, 0, course);
    const at = ranked.indexOf(course);
    const expected = place(ranked.map((c) => bucketOf(c._id)), at);
    await expect(snackbar(page, `Ranked ${expected.replace(' in your ', ' in ')}`)).toBeVisible();
    await expect(detail.getByTestId('course-standing')).toHaveText(expected);
    await expect(detail.getByTestId('action-rank')).toHaveAttribute('data-active', 'true');
    await expect(detail.getByTestId('action-played')).toHaveAttribute('aria-pressed', 'true');
  }

  const myLieId = (await courseListsOf(request, golfer)).find((l) => l.type === 'mylie')!._id;
  const list = await listOf(request, golfer, myLieId);
  expect(list.name).toBe('My Lie');
  expect(list.items.map((i) => i.course._id)).toEqual(truth.map((c) => c._id));
  expect(list.items.map((i) => i.bucket)).toEqual(['loved', 'loved', 'loved', 'fine', 'fine']);
  expect(list.items.map((i) => i.score)).toEqual([10, 8.9, 7.8, 6.6, 5]);

  // The map card of the second best says where it stands, and links to the list.
  await page.goto(`/?card=${truth[1]!._id}`);
  const standing = page.getByTestId('course-card-sheet').getByTestId('course-standing');
  await expect(standing).toHaveText('#2 in your My Lie · 8.9');
  await expect(standing).toHaveAttribute('href', `/lists/${myLieId}`);
});

test('"Too close to call" places it right after the course it was compared with, from the played snackbar', async ({ page, request }) => {
  test.setTimeout(180_000);
  const golfer = await newGolfer(request, 'too-close');
  const courses = await someCourses(request, 6);
  const [a, b, c, d, e, f] = courses as [typeof courses[0], typeof courses[0], typeof courses[0], typeof courses[0], typeof courses[0], typeof courses[0]];
  const myLie = await createList(request, golfer, 'My Lie', 'mylie');
  for (const [course, bucket] of [[a, 'loved'], [b, 'loved'], [c, 'loved'], [d, 'fine'], [e, 'fine']] as const) {
    await addItem(request, golfer, myLie._id, { course: course._id, bucket });
  }

  await openSignedIn(page, golfer.account, `/courses/${f._id}`);
  await page.getByTestId('course-detail').getByTestId('action-played').click();
  await expect(snackbar(page, 'Added to played courses.').getByTestId('snackbar-action')).toHaveText('Add date');
  await page.waitForURL(/\/user\/courses-near-me\?/);
  const offer = snackbar(page, `Rank ${f.club_name} in your My Lie?`);
  await expect(offer).toHaveAttribute('data-severity', 'info');
  await expect(offer.getByTestId('snackbar-action')).toHaveText('Rank it');
  await snap(page, 'ranking-played-offer');
  await offer.getByTestId('snackbar-action').click();

  const asked: string[] = [];
  const { questions } = await answerRankDialog(page, {
    bucket: 'loved',
    titles: courses.map((x) => x.club_name),
    compare: (existing) => {
      asked.push(existing);
      return 'too-close';
    },
  });
  expect(questions).toBe(1);
  expect(asked, 'the first question is about the middle of the loved courses').toEqual([b.club_name]);
  const order = [a, b, f, c, d, e];
  await expect(snackbar(page, `Ranked #3 in My Lie · ${formatScore(scoresOf(['loved', 'loved', 'loved', 'loved', 'fine', 'fine'])[2]!)}`)).toBeVisible();
  expect((await listOf(request, golfer, myLie._id)).items.map((i) => i.course._id)).toEqual(order.map((x) => x._id));
});

test('a hole list made from the course page, and two holes ranked in it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const golfer = await newGolfer(request, 'holes');
  // A course without a scorecard, which offers every hole number (a card's holes: units-and-holes.spec.ts).
  let course: { _id: string; club_name: string } | undefined;
  let holes = 18;
  for (const c of await someCourses(request, 10)) {
    const data = ((await (await request.get(`/api/courses/${c._id}`)).json()) as { data: { holes: number | null; scorecard: unknown[] } }).data;
    if (data.scorecard.length === 0) {
      course = c;
      holes = data.holes ?? 18;
      break;
    }
  }
  expect(course, 'a notable course without a scorecard').toBeDefined();
  await openSignedIn(page, golfer.account, `/courses/${course!._id}`);
  const detail = page.getByTestId('course-detail');

  const chooser = await openChooser(page);
  await chooser.getByTestId('rank-new-list').click();
  await expect(chooser).toHaveAttribute('data-view', 'new');
  await expect(chooser.getByTestId('rank-list-allowance')).toContainText('you have 0, so 5 more');
  await chooser.getByTestId('rank-new-list-type').selectOption('hole:par_3s');
  await expect(chooser.getByRole('textbox', { name: 'List name' })).toHaveAttribute('placeholder', 'Par 3s');
  await chooser.getByRole('textbox', { name: 'List name' }).fill('Best par 3s');
  await chooser.getByRole('button', { name: 'Create and rank' }).click();
  await expect(chooser).toHaveAttribute('data-view', 'hole');
  const hole = chooser.getByTestId('rank-hole-select');
  await expect(hole).toBeFocused();
  await expect(hole.locator('option:not([value=""])')).toHaveCount(holes);
  await hole.selectOption('7');
  await chooser.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByTestId('rank-dialog');
  await expect(dialog.getByRole('heading', { name: `How was Hole 7 at ${course!.club_name}?` })).toBeVisible();
  await answerRankDialog(page, { bucket: 'loved', titles: [], compare: () => 'new-better' });
  await expect(snackbar(page, 'Ranked #1 in Best par 3s · 10.0')).toBeVisible();
  await expect(detail.getByTestId('course-standing')).toHaveText('Hole 7: #1 in your Best par 3s · 10.0');

  await openChooser(page);
  const listId = (await (await request.get(`/api/lists/user/${golfer.id}/all-holes`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` } })).json() as { data: { _id: string }[] }).data[0]!._id;
  const holeList = option(page, listId);
  await expect(holeList.getByTestId('rank-choice-ranked')).toHaveText('Hole 7 ranked #1 · 10.0');
  await holeList.getByRole('button').click();
  await expect(hole.locator('option[value="7"]')).toBeDisabled();
  await hole.selectOption('15');
  await chooser.getByRole('button', { name: 'Continue' }).click();
  const { questions } = await answerRankDialog(page, { bucket: 'loved', titles: [`Hole 7 at ${course!.club_name}`], compare: () => 'existing-better' });
  expect(questions).toBe(1);
  const ranked = snackbar(page, 'Ranked #2 in Best par 3s · 8.4');
  await expect(ranked).toBeVisible();
  await expect(detail.getByTestId('course-standing')).toHaveText(['Hole 7: #1 in your Best par 3s · 10.0', 'Hole 15: #2 in your Best par 3s · 8.4']);
  await ranked.getByRole('button', { name: 'View list' }).click();
  await page.waitForURL(new RegExp(`/lists/${listId}$`));
  await expect(page.getByTestId('screen-list')).toContainText('Best par 3s');
  const list = await listOf(request, golfer, listId);
  expect(list).toMatchObject({ kind: 'hole', type: 'par_3s', name: 'Best par 3s' });
  expect(list.items.map((i) => [i.course._id, i.holeNumber])).toEqual([[course!._id, 7], [course!._id, 15]]);
});

test("a free golfer's limits: a full list in the chooser, the API's 403 when forced, and the list limit", async ({ page, request, consoleGuard }) => {
  test.setTimeout(180_000);
  const golfer = await newGolfer(request, 'limits');
  const courses = await someCourses(request, 12);
  const full = await createList(request, golfer, 'Most fun', 'most_fun');
  const gems = await createList(request, golfer, 'Hidden gems', 'hidden_gems');
  for (const c of courses.slice(0, 10)) await addItem(request, golfer, full._id, { course: c._id, bucket: 'loved' });
  for (const c of courses.slice(0, 9)) await addItem(request, golfer, gems._id, { course: c._id, bucket: 'loved' });
  const target = courses[11]!;

  await openSignedIn(page, golfer.account, `/courses/${target._id}`);
  const chooser = await openChooser(page);
  const fullOption = option(page, full._id);
  await expect(fullOption).toHaveAttribute('data-blocked', 'full');
  await expect(fullOption.getByRole('button')).toBeDisabled();
  await expect(fullOption.getByTestId('rank-choice-block')).toContainText('Free golfers rank up to 10 items in each list. TPL Pro gives you 5 extra in every list.');
  await expect(fullOption.getByRole('link', { name: 'See TPL Pro' })).toHaveAttribute('href', '/pro');
  await expect(option(page, gems._id).getByRole('button')).toBeEnabled();

  await test.step('forced past the limit, the dialog shows the API message', async () => {
    await option(page, gems._id).getByRole('button').click();
    const dialog = page.getByTestId('rank-dialog');
    await expect(dialog).toHaveAttribute('data-step', 'sentiment');
    await addItem(request, golfer, gems._id, { course: courses[9]!._id, bucket: 'loved' });
    consoleGuard.allowFailedResource(403, new RegExp(`/api/lists/${gems._id}/add-item$`));
    await dialog.getByTestId('rank-sentiment-fine').click();
    await expect(dialog.getByTestId('rank-error')).toHaveText('Free golfers rank up to 10 items in each list. TPL Pro gives you 5 extra in every list: see /pro.');
    await expect(dialog.getByRole('link', { name: 'See TPL Pro' })).toHaveAttribute('href', '/pro');
    await expect(dialog.getByTestId('rank-retry')).toHaveCount(0);
    await dialog.getByTestId('rank-error-close').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('course-detail').getByTestId('action-rank')).toBeFocused();
  });

  await test.step('the list limit is said before it is reached, and once it is', async () => {
    await openChooser(page);
    await chooser.getByTestId('rank-new-list').click();
    await expect(chooser.getByTestId('rank-list-allowance')).toContainText('Free golfers keep up to 5 ranked lists besides My Lie: you have 2, so 3 more.');
    await expect(chooser.getByTestId('rank-new-list-type').locator('option[value="course:munis"]')).toBeDisabled();
    await chooser.getByRole('button', { name: 'Close' }).click();
    for (const name of ['Beauty', 'Best value', 'Custom']) await createList(request, golfer, name, name === 'Best value' ? 'best_value' : name.toLowerCase());
    await openChooser(page);
    await chooser.getByTestId('rank-new-list').click();
    const allowance = chooser.getByTestId('rank-list-allowance');
    await expect(allowance).toHaveAttribute('data-full', 'true');
    await expect(allowance).toContainText('Free golfers keep up to 5 ranked lists besides My Lie. TPL Pro gives you unlimited lists.');
    await expect(allowance.getByRole('link', { name: 'See TPL Pro' })).toHaveAttribute('href', '/pro');
    await expect(chooser.getByRole('button', { name: 'Create and rank' })).toBeDisabled();
  });
});

test('ranking chooser and dialog: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const golfer = await newGolfer(request, 'rank-looks');
  const courses = await someCourses(request, 12);
  const myLie = await createList(request, golfer, 'My Lie', 'mylie');
  for (const [i, bucket] of (['loved', 'loved', 'fine'] as const).entries()) await addItem(request, golfer, myLie._id, { course: courses[i]!._id, bucket });
  const fun = await createList(request, golfer, 'Most fun with a long name to see how it wraps', 'most_fun');
  for (const c of courses.slice(0, 10)) await addItem(request, golfer, fun._id, { course: c._id, bucket: 'loved' });
  const value = await createList(request, golfer, 'Best value', 'best_value');
  await addItem(request, golfer, value._id, { course: courses[11]!._id, bucket: 'fine' });
  const par3 = await createList(request, golfer, 'Par 3s', 'par_3s', 'hole');
  await addItem(request, golfer, par3._id, { course: courses[11]!._id, bucket: 'loved', holeNumber: 7 });
  const target = courses[11]!;

  const shot = (name: string, testId: string, also?: () => Promise<void>) => inEachLook(page, async (look) => {
    await also?.();
    await page.mouse.move(1, 1);
    await snap(page, `ranking-${look}-${name}`);
    const findings = await axeFindings(page, { include: [`[data-testid="${testId}"]`] });
    expect.soft(describeFindings(`${look} ${name}`, findings), `axe: ${name}`).toEqual([]);
  });

  await openSignedIn(page, golfer.account, `/courses/${target._id}`);
  const chooser = await openChooser(page);
  await expect(option(page, fun._id)).toHaveAttribute('data-blocked', 'full');
  await shot('chooser', 'rank-chooser', async () => {
    const box = (await chooser.boundingBox())!;
    expect(box.x, 'the chooser fits the screen').toBeGreaterThan(0);
    expect(box.x + box.width).toBeLessThan(page.viewportSize()!.width);
  });
  await chooser.getByTestId('rank-new-list').click();
  await shot('new-list', 'rank-chooser');
  await chooser.getByRole('button', { name: 'Back' }).click();
  await chooser.getByTestId('rank-choices-my-lie').getByRole('button').click();

  const dialog = page.getByTestId('rank-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'sentiment');
  await shot('sentiment', 'rank-dialog');
  await dialog.getByTestId('rank-sentiment-loved').click();
  await expect(dialog).toHaveAttribute('data-step', 'compare');
  await expect(dialog.getByTestId('rank-progress')).toContainText('Question 1 of at most 2');
  await shot('compare', 'rank-dialog');
  await answerRankDialog(page, { bucket: null, titles: courses.map((c) => c.club_name), compare: () => 'new-better' });
  await expect(snackbar(page, 'Ranked #1 in My Lie · 10.0')).toBeVisible();
  await expect(page.getByTestId('course-detail').getByTestId('course-standing')).toHaveCount(3);
  await shot('course-page', 'course-detail', () => page.getByTestId('course-detail').getByTestId('course-standings').scrollIntoViewIfNeeded());

  await page.goto(`/?card=${target._id}`);
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet.getByTestId('course-standing').first()).toHaveText('#1 in your My Lie · 10.0');
  await shot('card-sheet', 'course-card-sheet');
});
