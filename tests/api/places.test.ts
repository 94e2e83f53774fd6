/** GET /api/places/search: towns, regions and countries from the gazetteer, and every bad input a 400 naming the field. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeResultSchema } from '../../src/shared/contracts/places.contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Seeded: towns with courses around them come first among equal matches ("St Andrews").
  t = await createTestApp({ seed: true });
  // The process's gazetteer builds on the first place search: once, here.
  await t.app.inject('/api/places/search?terms=warm');
}, 180_000);
afterAll(() => t.close());

const get = async (query: string) => {
  const res = await t.app.inject(`/api/places/search?${query}`);
  return { status: res.statusCode, body: res.json() };
};
const search = (terms: string, limit?: number) => get(`terms=${encodeURIComponent(terms)}${limit === undefined ? '' : `&limit=${limit}`}`);

describe('GET /api/places/search', () => {
  it('answers the envelope with places: name, kind, context, centre and box', async () => {
    const { status, body } = await search('North Berwick');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    for (const place of body.data) expect(placeResultSchema.parse(place)).toEqual(place);
    expect(body.data[0]).toMatchObject({ name: 'North Berwick', kind: 'town', context: 'East Lothian, Scotland, United Kingdom', bbox: null });
    expect(body.data[0].center.lat).toBeCloseTo(56.058, 2);
    expect(body.data[0].center.lng).toBeCloseTo(-2.723, 2);
  });

  it.each([
    ['Monterey', 'Monterey', 'town', 'Monterey County, California, United States'],
    ['monteray', 'Monterey', 'town', 'Monterey County, California, United States'],
    ['Algarve', 'Algarve', 'region', 'Faro, Portugal'],
    ['north berwik', 'North Berwick', 'town', 'East Lothian, Scotland, United Kingdom'],
    ['Évora', 'Évora', 'town', 'Portugal'],
    ['scotland', 'Scotland', 'region', 'United Kingdom'],
  ])('"%s" answers %s (%s, %s) first', async (terms, name, kind, context) => {
    const { status, body } = await search(terms);
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ name, kind, context });
  });

  it('ranks places for golfers: St Andrews in Fife, with its courses, before St. Andrews in South Carolina', async () => {
    const { body } = await search('St Andrews');
    const names = (body.data as { name: string; context: string }[]).map((p) => `${p.name} (${p.context})`);
    expect(names[0]).toMatch(/^(Saint|St\.?) Andrews \(Fife, Scotland/);
    const carolina = names.findIndex((n) => n.includes('South Carolina'));
    expect(carolina === -1 || carolina > 0, names.join('; ')).toBe(true);
  });

  it('gives regions and countries a box around their centre', async () => {
    for (const terms of ['Algarve', 'Portugal', 'East Lothian']) {
      const place = (await search(terms)).body.data[0];
      const [west, south, east, north] = place.bbox;
      expect(west, terms).toBeLessThan(place.center.lng);
      expect(east, terms).toBeGreaterThan(place.center.lng);
      expect(south, terms).toBeLessThan(place.center.lat);
      expect(north, terms).toBeGreaterThan(place.center.lat);
    }
  });

  it('answers 8 places unless asked, and at most `limit`', async () => {
    expect((await search('san')).body.data).toHaveLength(8);
    expect((await search('san', 1)).body.data).toHaveLength(1);
    expect((await search('san', 20)).body.data).toHaveLength(20);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const { status, body } = await search('zzqqxxjj');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('is public: no token needed, and a bad token is still refused', async () => {
    const res = await t.app.inject({ url: '/api/places/search?terms=fife', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['no terms', '', 'terms'],
    ['empty terms', 'terms=', 'terms'],
    ['blank terms', 'terms=%20%20', 'terms'],
    ['terms over 100 characters', `terms=${'a'.repeat(101)}`, 'terms'],
    ['a NUL in terms', 'terms=fi%00fe', 'terms'],
    ['a control character in terms', 'terms=fi%07fe', 'terms'],
    ['terms twice', 'terms=fife&terms=ayr', 'terms'],
    ['limit 0', 'terms=fife&limit=0', 'limit'],
    ['limit 21', 'terms=fife&limit=21', 'limit'],
    ['limit not a number', 'terms=fife&limit=ten', 'limit'],
    ['limit not whole', 'terms=fife&limit=1.5', 'limit'],
    ['an unknown field', 'terms=fife&kind=town', 'kind'],
  ])('%s', async (_what, query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toContain(field);
    expect(body.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', path: field })]));
  });
});
