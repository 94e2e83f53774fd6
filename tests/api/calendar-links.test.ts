/**
 * Links in files the server hands out (a trip's calendar) point at PUBLIC_URL, which production
 * requires; only outside production does the request's own host stand in for it (issue 22, item 9).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer } from './helpers/golfers';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers/test-app';

const apps: TestApp[] = [];
const app = async (opts: TestAppOptions) => {
  const t = await createTestApp(opts);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** The URL of a new trip's calendar file as `headers` fetch it. */
async function calendarUrl(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const g = await createGolfer(t);
  const created = await t.app.inject({
    method: 'POST', url: '/api/lists/trip', headers: g.auth,
    payload: { name: 'Links', startDate: '2027-05-03', endDate: '2027-05-04', destination: { name: 'North Berwick', lat: 56.058, lng: -2.72 } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().data._id;
  const res = await t.app.inject({ url: `/api/lists/trip/${id}/calendar.ics`, headers: { ...g.auth, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  const url = new ICAL.Component(ICAL.parse(res.body)).getFirstPropertyValue('url');
  expect(url).toBe(`${String(url).replace(/\/trip-planner\/.*$/, '')}/trip-planner/${id}`);
  return String(url).replace(/\/trip-planner\/.*$/, '');
}

describe('links in a trip’s calendar file', () => {
  it('refuses to build a production app without PUBLIC_URL', async () => {
    await expect(createTestApp({ nodeEnv: 'production' })).rejects.toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app({ nodeEnv: 'production', publicUrl: 'https://tpl.example.com/', trustProxy: true });
    });

    it('point at it, whatever host the request or a proxy names', async () => {
      expect(await calendarUrl(t)).toBe('https://tpl.example.com');
      expect(await calendarUrl(t, { host: 'evil.example' })).toBe('https://tpl.example.com');
      expect(await calendarUrl(t, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).toBe('https://tpl.example.com');
    });
  });

  it('point at the request’s own origin in development', async () => {
    const t = await app({ nodeEnv: 'development' });
    expect(await calendarUrl(t, { host: 'localhost:5173' })).toBe('http://localhost:5173');
  });
});
