import { describe, expect, it } from 'vitest';
import { countedLists, itemLimitInfo, listLimitInfo } from '../../../src/features/lists/lib/limit-text';

const course = (itemCount: number, type = 'most_fun') => ({ kind: 'course' as const, type, itemCount });

describe("a list's item limit, as the owner reads it", () => {
  it('free: says the count and the plan before the limit, and what Pro gives', () => {
    expect(itemLimitInfo(course(7), 10, false)).toEqual({
      text: '7 of 10 courses · Free plan',
      reached: false,
      proPitch: 'TPL Pro gives you 15 courses in every list, and unlimited rankings in My Lie.',
    });
  });

  it('free: says when the limit is reached', () => {
    expect(itemLimitInfo(course(10), 10, false)).toMatchObject({ text: '10 of 10 courses · Free plan', reached: true });
  });

  it('hole lists count holes', () => {
    expect(itemLimitInfo({ kind: 'hole', type: 'openers', itemCount: 1 }, 10, false).text).toBe('1 of 10 holes · Free plan');
  });

  it("free My Lie: 50, and Pro's unlimited rankings", () => {
    expect(itemLimitInfo(course(49, 'mylie'), 50, false)).toEqual({
      text: '49 of 50 courses · Free plan',
      reached: false,
      proPitch: 'TPL Pro gives you unlimited rankings in My Lie.',
    });
  });

  it('Pro: the count of 15, no pitch', () => {
    expect(itemLimitInfo(course(12), 15, true)).toEqual({ text: '12 of 15 courses · Pro plan', reached: false, proPitch: null });
  });

  it("Pro My Lie is unlimited: nothing to say until the hard bound", () => {
    expect(itemLimitInfo(course(300, 'mylie'), 5000, true)).toEqual({ text: null, reached: false, proPitch: null });
    expect(itemLimitInfo(course(5000, 'mylie'), 5000, true)).toMatchObject({ text: 'Full: 5000 of 5000 courses', reached: true });
  });

  it('trips say nothing until full', () => {
    expect(itemLimitInfo({ kind: 'trip', type: 'trip', itemCount: 3 }, 480, false).text).toBeNull();
  });
});

describe("the free plan's list limit on the hub", () => {
  it('counts every list but My Lie and trips', () => {
    expect(countedLists([
      { kind: 'course', type: 'mylie' }, { kind: 'course', type: 'most_fun' }, { kind: 'hole', type: 'openers' }, { kind: 'trip', type: 'trip' },
    ])).toBe(2);
  });

  it('says "3 of 5 lists on the free plan" before the limit', () => {
    expect(listLimitInfo(3, false)).toEqual({
      text: '3 of 5 lists on the free plan',
      reached: false,
      proPitch: 'TPL Pro gives you unlimited lists and its own list types.',
    });
  });

  it('says when it is reached', () => {
    expect(listLimitInfo(5, false)?.reached).toBe(true);
  });

  it('says nothing to Pro golfers', () => {
    expect(listLimitInfo(12, true)).toBeNull();
  });
});
