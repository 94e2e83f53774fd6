/**
 * The course page's media carousel. Seed courses have no media, so the test creates one through
 * the admin API: three photos and a YouTube video.
 */
import type { Page } from '@playwright/test';
import { MIN_GOLFERS } from '../../src/shared/domain/community-rankings';
import { courseIdByName, createCourse, currentUser, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { OFFLINE_COURSE_PAGE_ZOOM, renderedMarkers } from './support/map-driver';
import { addItem, createList } from './support/rank-driver';
import { snap } from './support/screens';

/** A made-up image host; the test serves its pictures (the network is closed, and a failed load is a console error). */
const MEDIA_HOST = 'https://media.e2e.example';
const PHOTO_COLOURS = ['#15803d', '#b45309', '#1d4ed8'];
const YOUTUBE_ID = 'aqz-KE-bpKQ';

const picture = (label: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="${colour}"/>` +
  `<text x="400" y="240" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text></svg>`;

async function servePictures(page: Page): Promise<void> {
  await page.route(`${MEDIA_HOST}/**`, (route) => {
    const n = Number(/photo-(\d)/.exec(route.request().url())?.[1] ?? 1);
    return route.fulfill({ contentType: 'image/svg+xml', body: picture(`Photo ${n}`, PHOTO_COLOURS[n - 1] ?? '#333') });
  });
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: picture('Video', '#111827') }));
}

test('the media carousel on a course page wraps at both ends', async ({ page, request }) => {
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  expect((await currentUser(request, admin)).isAdmin, `${E2E_ADMIN_EMAIL} is an admin (ADMIN_EMAILS in serve-e2e.ts)`).toBe(true);
  const course = await createCourse(request, admin, {
    club_name: 'E2E Carousel Links',
    architects: ['Harry Colt', 'Charles Alison'],
    year_established: 1913,
    club_membership: 'PUBLIC',
    continent: 'EUROPE',
    location: { lat: 57.2, lng: -2.1 },
    address: { country: 'Scotland', province: 'Aberdeenshire', city: 'Balmedie' },
    peak_green_fee: 150,
    gallery: [1, 2, 3].map((n) => ({ src: `${MEDIA_HOST}/photo-${n}.jpg` })),
    videos: [{ youtubeId: YOUTUBE_ID }],
  });

  await servePictures(page);
  await page.goto(`/courses/${course._id}`);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('E2E Carousel Links');
  const carousel = detail.getByTestId('media-carousel');
  await expect(carousel).toHaveAttribute('data-count', '4');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(carousel.getByRole('img', { name: /photo 1 of 4/ })).toBeVisible();
  // The page flies the map to the course and its surroundings, where its pin shows.
  await expect.poll(async () => (await renderedMarkers(page)).zoom, { timeout: 30_000 }).toBeCloseTo(OFFLINE_COURSE_PAGE_ZOOM, 1);
  await expect.poll(async () => (await renderedMarkers(page)).courses, { timeout: 30_000 }).toBeGreaterThan(0);
  await snap(page, 'course-detail-carousel');

  // Next four times: photo 2, photo 3, the video, and round to photo 1.
  const next = carousel.getByTestId('carousel-next');
  for (const expected of [1, 2, 3, 0]) {
    await next.click();
    await expect(carousel).toHaveAttribute('data-index', String(expected));
  }
  await expect(carousel.getByRole('img', { name: /photo 1 of 4/ })).toBeVisible();

  // Previous from the first goes round to the last: the video.
  await carousel.getByTestId('carousel-prev').click();
  await expect(carousel).toHaveAttribute('data-index', '3');
  await expect(carousel.getByTestId('carousel-video')).toBeVisible();
});

test("a ranked course's community line arrives without moving the golfer's buttons", async ({ page, request }) => {
  test.setTimeout(90_000);
  // Enough golfers put two seed courses in their Most fun lists for a community ranking (a second after).
  const [ranked, other] = await Promise.all(['The Old Course at St Andrews', 'St Andrews Links (New Course)'].map((name) => courseIdByName(request, name)));
  for (let g = 0; g < MIN_GOLFERS; g++) {
    const golfer = await newGolfer(request, `steady-${g}`);
    const list = await createList(request, golfer, 'Most fun', 'most_fun');
    for (const course of [ranked!, other!]) await addItem(request, golfer, list._id, { course, bucket: 'loved' });
  }
  const rankingsOf = async () => ((await (await request.get(`/api/courses/${ranked}/community-scores`)).json()) as { data: { rankings: unknown[] } }).data.rankings;
  await expect.poll(async () => (await rankingsOf()).length, { timeout: 30_000 }).toBe(1);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/courses/${ranked}/community-scores`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/courses/${ranked}`);
  const button = page.getByTestId('course-card').getByTestId('suggest-correction');
  await expect(page.getByTestId('community-scores-pending')).toHaveCount(1);
  const before = await button.boundingBox();
  release();
  await expect(page.getByTestId('community-score')).toHaveCount(1);
  expect((await button.boundingBox())?.y).toBe(before?.y);
});
