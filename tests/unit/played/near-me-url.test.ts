import { describe, expect, it } from 'vitest';
import { NEAR_ME_EXCLUDE_MAX, nearMeExclusions, nearMeUrl, parseNearMeParams } from '../../../src/features/played/lib/near-me-url';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('nearMeExclusions', () => {
  it('puts the course just played first, then the played courses most recently played first', () => {
    expect(nearMeExclusions(id(9), [id(3), id(1), id(2)])).toEqual([id(9), id(3), id(1), id(2)]);
  });

  it('names the course just played once, also when the played list already holds it', () => {
    expect(nearMeExclusions(id(9), [id(9), id(3), id(9)])).toEqual([id(9), id(3)]);
  });

  it('keeps at most the 150 most recently played (the course just played among them)', () => {
    const played = Array.from({ length: 400 }, (_, i) => id(i + 1));
    const out = nearMeExclusions(id(1000), played);
    expect(out).toHaveLength(NEAR_ME_EXCLUDE_MAX);
    expect(NEAR_ME_EXCLUDE_MAX).toBe(150);
    expect(out[0]).toBe(id(1000));
    expect(out.slice(1)).toEqual(played.slice(0, 149));
  });

  it('takes a smaller cap, and no played courses', () => {
    expect(nearMeExclusions(id(9), [id(1), id(2)], 2)).toEqual([id(9), id(1)]);
    expect(nearMeExclusions(id(9), [])).toEqual([id(9)]);
  });
});

describe('nearMeUrl', () => {
  it('writes lat, lng and exclude[] once per id, as the spec shows it', () => {
    expect(nearMeUrl({ lat: 56.3433, lng: -2.8025 }, [id(1), id(2)]))
      .toBe(`/user/courses-near-me?lat=56.3433&lng=-2.8025&exclude[]=${id(1)}&exclude[]=${id(2)}`);
  });

  it('rounds coordinates to six decimals and works without exclusions', () => {
    expect(nearMeUrl({ lat: 1.123456789, lng: -179.9999999 }, [])).toBe('/user/courses-near-me?lat=1.123457&lng=-180');
  });

  it('stays within request-line limits at the cap', () => {
    const url = nearMeUrl({ lat: -33.123456, lng: 151.123456 }, Array.from({ length: NEAR_ME_EXCLUDE_MAX }, (_, i) => id(i)));
    expect(url.length).toBeLessThan(8000);
  });

  it('reads back what it wrote (URLSearchParams decodes the brackets either way)', () => {
    const url = nearMeUrl({ lat: 56.3433, lng: -2.8025 }, [id(1), id(2)]);
    expect(parseNearMeParams(new URL(url, 'http://x').searchParams)).toEqual({ lat: 56.3433, lng: -2.8025, exclude: [id(1), id(2)] });
    expect(parseNearMeParams(new URLSearchParams(`lat=1&lng=2&exclude%5B%5D=${id(3)}`))).toEqual({ lat: 1, lng: 2, exclude: [id(3)] });
  });
});

describe('parseNearMeParams', () => {
  it.each([
    ['', null],
    ['lat=1', null],
    ['lat=&lng=2', null],
    ['lat=abc&lng=2', null],
    ['lat=91&lng=2', null],
    ['lat=1&lng=-181', null],
    ['lat=0&lng=0', { lat: 0, lng: 0, exclude: [] }],
    ['lat=-90&lng=180', { lat: -90, lng: 180, exclude: [] }],
  ])('%s -> %j', (query, expected) => {
    expect(parseNearMeParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('drops repeated ids', () => {
    expect(parseNearMeParams(new URLSearchParams(`lat=1&lng=2&exclude[]=${id(1)}&exclude[]=${id(1)}`))?.exclude).toEqual([id(1)]);
  });
});
