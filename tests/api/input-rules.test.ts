/** Findings of the route probe, each fixed once for every endpoint: NUL bytes, id case, bad URLs, 500s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/fail-on-console-error';
import { createAppWithGolferAndAdmin, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { courseInput } from './helpers/course-factory';

let t: TestApp;
let golfer: Golfer;
let admin: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

describe('control characters', () => {
  it.each([
    ['/api/courses?text=%00', 'text'],
    ['/api/courses?country=a%00', 'country'],
    ['/api/courses?architect=%00', 'architect'],
    ['/api/courses/yardage-range?country=%00', 'country'],
    ['/api/courses/yardage-range?architect=x%00y', 'architect'],
    ['/api/courses/top?country=%00', 'country'],
    ['/api/courses/architects?terms=%00', 'terms'],
    ['/api/users/search?terms=%00', 'terms'],
    ['/api/search?terms=pebble%00', 'terms'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ in: 'query', path: field, message: 'must not contain control characters' }]);
  });

  it('refuses a NUL in every string of an admin course body, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ club_name: 'Bad\u0000Links' }, 'club_name'],
      [{ architects: ['Tom\u0000Doak'] }, 'architects.0'],
      [{ address: { country: 'Scot\u0000land', province: null, city: 'Elie' } }, 'address.country'],
      [{ address: { country: 'Scotland', province: 'Fi\u0000fe', city: null } }, 'address.province'],
      [{ address: { country: 'Scotland', province: null, city: '\u0000' } }, 'address.city'],
      [{ gallery: [{ src: 'https://images.example.com/a\u0000.jpg' }] }, 'gallery.0.src'],
      [{ main_image: 'https://images.example.com/\u0000' }, 'main_image'],
    ];
    for (const [override, path] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: courseInput(override) });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().data.errors.map((e: { path: string }) => e.path), path).toContain(path);
    }
  });

  it('keeps tabs and newlines at the ends of a term harmless (trimmed), but not inside', async () => {
    expect((await t.app.inject('/api/users/search?terms=%09golfer%0A')).statusCode).toBe(200);
    expect((await t.app.inject('/api/users/search?terms=gol%0Afer')).statusCode).toBe(400);
  });
});

describe('ids in upper case are the same ids', () => {
  it('refuses following or unfollowing yourself by an upper-case id', async () => {
    for (const action of ['follow', 'unfollow']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${golfer.id.toUpperCase()}/${action}`, headers: golfer.auth });
      expect(res.statusCode, action).toBe(400);
      expect(res.json().message).toMatch(/yourself/);
    }
  });

  it('reads your own referral and a course by an upper-case id', async () => {
    const referral = await t.app.inject({ url: `/api/referral/user/${golfer.id.toUpperCase()}`, headers: golfer.auth });
    expect(referral.statusCode).toBe(200);
    const [course] = (await t.app.inject('/api/courses?pageSize=1')).json().data.items;
    const res = await t.app.inject(`/api/courses/${course._id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(course._id);
  });
});

describe('URLs the router refuses', () => {
  it('answers a malformed percent-encoding with the envelope', async () => {
    for (const url of ['/api/users/%ED%A0%80', '/api/courses/%zz', '/api/users/%E0%A4%A/follow']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 'error', message: expect.stringMatching(/malformed/), data: null });
    }
  });

  it('answers an over-long path parameter with the envelope', async () => {
    const res = await t.app.inject(`/api/courses/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 'error', message: 'A path parameter is too long.', data: null });
  });
});

describe('a real fault', () => {
  it('answers a generic 500 and logs its cause where the test shows it', async () => {
    const app = await createTestApp();
    try {
      app.app.get('/api/test-only/boom', { config: { auth: 'public' } }, async () => {
        throw new Error('kaboom: the disk caught fire');
      });
      expectConsoleError(/request failed\n.*kaboom: the disk caught fire/);
      const res = await app.app.inject('/api/test-only/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 'error', message: 'Something went wrong on our side. Please try again.', data: null });
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 in the envelope once a client is over its limit', async () => {
    const app = await createTestApp({ rateLimitMax: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.app.inject('/api/courses?pageSize=1')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const res = await app.app.inject('/api/courses?pageSize=1');
      expect(res.json()).toEqual({ status: 'error', message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/), data: null });
    } finally {
      await app.close();
    }
  });
});
