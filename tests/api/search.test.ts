import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const search = async (terms: string) => {
  const res = await t.app.inject(`/api/search?terms=${encodeURIComponent(terms)}`);
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/search', () => {
  it.each([
    ['pebel bech', 'Pebble Beach Golf Links'],
    ['st andrews old', 'The Old Course at St Andrews'],
    ['augusta', 'Augusta National Golf Club'],
    ['shinecock', 'Shinnecock Hills Golf Club'],
  ])('"%s" ranks %s first', async (terms, expected) => {
    const { status, body } = await search(terms);
    expect(status).toBe(200);
    expect(body.data[0]?.club_name).toBe(expected);
  });

  it('answers with compact hits: name, access, location and address', async () => {
    const { body } = await search('pebble beach');
    expect(Object.keys(body.data[0]).sort()).toEqual(['_id', 'address', 'club_membership', 'club_name', 'location']);
    expect(body.data[0].address).toEqual({ country: 'United States', province: 'California', city: 'Pebble Beach' });
  });

  it('rejects empty and over-long terms with a 400', async () => {
    expect((await search('')).status).toBe(400);
    expect((await search('   ')).status).toBe(400);
    const long = await search('x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('terms');
  });

  it('returns an empty list, not an error, when nothing matches', async () => {
    const { status, body } = await search('zzqqxxjj');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
