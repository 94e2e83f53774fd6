/** Findings of the route probe, each fixed once for every endpoint: NUL bytes, id case, bad URLs, 500s. */
import net, { type AddressInfo } from 'node:net';
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

describe('bad percent-encoding in a query string', () => {
  it.each([
    ['/api/users/search?terms=%zz', 'terms'],
    ['/api/users/search?terms=gol%E0%A4fer', 'terms'], // a cut-off UTF-8 sequence
    ['/api/users/search?terms=%ED%A0%80', 'terms'], // a lone surrogate
    ['/api/courses?pageSize=1&country=%', 'country'],
    ['/api/users/search?%zz=golfer', '%zz'],
  ])('%s is a 400 in the envelope naming %s, before anything else', async (url, field) => {
    for (const headers of [{}, golfer.auth]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        message: `Invalid query: ${field}: is malformed (bad percent-encoding)`,
        data: { errors: [{ in: 'query', path: field, message: 'is malformed (bad percent-encoding)' }] },
      });
    }
    // A signed-in route answers it before asking who you are, as it does a malformed path.
    expect((await t.app.inject('/api/user/me?x=%zz')).statusCode).toBe(400);
  });

  it('keeps well-formed escapes, pluses and empty values working', async () => {
    expect((await t.app.inject('/api/users/search?terms=gol%20fer')).statusCode).toBe(200);
    expect((await t.app.inject('/api/users/search?terms=gol+fer&limit=')).statusCode).toBe(400); // limit: not a number
    expect((await t.app.inject('/api/users/search?terms=%C3%A9t%C3%A9')).statusCode).toBe(200);
  });
});

describe('over-long URLs and oversized headers', () => {
  const longUrl = (length: number) => {
    const base = `/api/users/${golfer.id}?pad=`;
    return base + 'a'.repeat(length - base.length);
  };

  it('answers a URL over 8 KiB with 414 in the envelope, and one just under it as usual', async () => {
    const res = await t.app.inject(longUrl(8 * 1024 + 1));
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 'error', message: 'The URL is too long: at most 8192 characters.', data: null });
    expect((await t.app.inject(longUrl(8 * 1024))).statusCode).toBe(200);
  });

  describe('on a real socket (refused by the HTTP parser, before Fastify)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it.each([
      ['a 20 kB header', (p: number) => `GET /api/courses?pageSize=1 HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\nX-Junk: ${'a'.repeat(20_000)}\r\n\r\n`, 431,
        'The request headers are too large.'],
      ['a 20 kB URL', (p: number) => `GET /api/courses?pad=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\n\r\n`, 414,
        'The URL is too long: at most 8192 characters.'],
      ['a 10 kB URL', (p: number) => `GET /api/courses?pad=${'a'.repeat(10_000)} HTTP/1.1\r\nHost: 127.0.0.1:${p}\r\nConnection: close\r\n\r\n`, 414,
        'The URL is too long: at most 8192 characters.'],
      ['a request that is not HTTP', () => 'HELLO THERE\r\n\r\n', 400, 'The request is not valid HTTP.'],
    ])('answers %s in the envelope', async (_what, request, status, message) => {
      const answer = await rawRequest(port, request(port));
      expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ status: 'error', message, data: null });
    });
  });
});

/** Sends `request` as it is on a fresh connection and reads the answer until the server closes it. */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may close before it has read all we sent: that is an answer too.
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString();
      const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, raw });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.write(request);
  });
}

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

  it('counts answers sent from a kept answer too (a URL answered before skips validation, not the limit)', async () => {
    const app = await createTestApp({ rateLimitMax: 3 });
    try {
      const statuses = [];
      for (const url of ['/api/search?terms=old', '/api/lists/preset/my-lie', '/api/bounded-courses?south=0&west=0&north=1&east=1&zoom=5']) {
        statuses.push((await app.app.inject({ url, remoteAddress: `10.0.1.${statuses.length}` })).statusCode);
      }
      for (let i = 0; i < 4; i++) statuses.push((await app.app.inject({ url: '/api/search?terms=old', remoteAddress: '10.0.2.1' })).statusCode);
      for (let i = 0; i < 4; i++) statuses.push((await app.app.inject({ url: '/api/lists/preset/my-lie', remoteAddress: '10.0.2.2' })).statusCode);
      for (let i = 0; i < 4; i++) statuses.push((await app.app.inject({ url: '/api/bounded-courses?south=0&west=0&north=1&east=1&zoom=5', remoteAddress: '10.0.2.3' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 200, 200, 200, 429, 200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
