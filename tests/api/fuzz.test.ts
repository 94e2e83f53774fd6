/**
 * Bad input on every registered route: no token, a golfer's and an admin's; junk ids (upper case,
 * over-long, malformed percent-encoding, NUL); junk bodies (none, empty, not JSON, wrong types,
 * NUL in every string); NUL and over-long values in every query field. Never a 5xx, always the
 * envelope, 401 before 400 on signed-in routes, 403 before 400 and 404 on admin routes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app';
import { createAppWithGolferAndAdmin, type Golfer } from './helpers/golfers';
import { apiRoutes, describeRoute, keysOf, opensStream, shapedJunk, urlWith } from './helpers/route-walk';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let golfer: Golfer;
let admin: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
}, 120_000);
afterAll(() => t.close());

const IDS = [
  crypto.randomUUID().toUpperCase(), 'not-a-uuid', 'x'.repeat(300), '%ED%A0%80', '%zz', '%00', 'a%2Fb', '..%2F..%2Fetc%2Fpasswd', '-1', '',
];

interface Attempt { method: string; url: string; payload?: string; contentType?: string }

function attempts(r: RouteEntry, someId: string): Attempt[] {
  const url = urlWith(r, someId);
  const out: Attempt[] = IDS.map((id) => ({ method: r.method, url: urlWith(r, id), payload: r.method === 'GET' ? undefined : '{}', contentType: 'application/json' }));
  for (const key of keysOf(r.schema?.querystring)) {
    out.push({ method: r.method, url: `${url}?${encodeURIComponent(key)}=%00` });
    out.push({ method: r.method, url: `${url}?${encodeURIComponent(key)}=${'9'.repeat(5000)}` });
    out.push({ method: r.method, url: `${url}?${encodeURIComponent(key)}=a&${encodeURIComponent(key)}=b` });
  }
  out.push({ method: r.method, url: `${url}?unknown=1` });
  if (r.method !== 'GET') {
    const body = r.schema?.body;
    for (const payload of [
      undefined, '', '{}', 'null', '[]', '"text"', '{not json', '{"__proto__":{"isAdmin":true}}',
      JSON.stringify(shapedJunk(body, '\u0000')), JSON.stringify(shapedJunk(body, 'ok\u0007')), JSON.stringify(shapedJunk(body, 'x'.repeat(10_000))),
      JSON.stringify(shapedJunk(body, 12)), JSON.stringify(shapedJunk(body, null)),
    ]) {
      out.push({ method: r.method, url, payload, contentType: 'application/json' });
    }
    out.push({ method: r.method, url, payload: 'a=1', contentType: 'application/x-www-form-urlencoded' });
    out.push({ method: r.method, url, payload: 'hello', contentType: 'text/plain' });
  }
  return out;
}

it('never answers a 5xx, always the envelope, and checks who you are first', async () => {
  const tokens = [['nobody', {}], ['golfer', golfer.auth], ['admin', admin.auth]] as const;
  const routes = apiRoutes(t.routes);
  let requests = 0;
  const failures: string[] = [];
  for (const r of routes) {
    for (const [who, auth] of tokens) {
      if (who !== 'nobody' && opensStream(r)) continue;
      for (const a of attempts(r, golfer.id)) {
        const headers: Record<string, string> = { ...auth };
        if (a.payload !== undefined && a.contentType) headers['content-type'] = a.contentType;
        const res = await t.app.inject({ method: a.method as 'GET', url: a.url, headers, payload: a.payload });
        requests++;
        const where = `${who} ${describeRoute(r)} ${a.method} ${a.url.slice(0, 90)} body=${String(a.payload).slice(0, 40)} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
        const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
        if (res.statusCode >= 400) {
          const body = isJson ? res.json() : null;
          if (!body || body.status !== 'error' || typeof body.message !== 'string' || !('data' in body)) failures.push(`${where}: not the envelope: ${res.body.slice(0, 120)}`);
        }
        // A URL that never reaches a route (over-long or malformed) is refused before anything else.
        const routed = res.statusCode !== 414 && !(res.statusCode === 400 && /malformed/.test(res.body));
        if (routed && who === 'nobody' && r.auth !== 'public' && res.statusCode !== 401) failures.push(`${where}: expected 401`);
        if (routed && who === 'golfer' && r.auth === 'admin' && res.statusCode !== 403) failures.push(`${where}: expected 403`);
      }
    }
  }
  console.log(`fuzz: ${requests} requests over ${routes.length} routes, ${failures.length} failures`);
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  expect(requests).toBeGreaterThan(2000);
}, 600_000);
