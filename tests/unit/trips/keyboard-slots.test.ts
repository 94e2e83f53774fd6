import { describe, expect, it } from 'vitest';
import { keyboardSlots, stepSlot } from '../../../src/features/trips/lib/keyboard-slots';
import { moveRound, parseKey, type Plan } from '../../../src/features/trips/lib/trip-plan';

const round = (name: string) => ({ course: { _id: name, club_name: name } }) as unknown as Plan[number][number];
const planOf = (...days: string[][]): Plan => days.map((d) => d.map(round));
const names = (plan: Plan) => plan.map((d) => d.map((r) => r.course._id).join(',')).join(' | ');

/** Where each slot would put the active round, as the board's drop does (a day's key: the end of it). */
function landings(plan: Plan, active: { day: number; index: number }) {
  return keyboardSlots(plan, active).map((key) => {
    const to = parseKey(key)!;
    return names(moveRound(plan, active, { day: to.day, index: to.index ?? plan[to.day - 1]!.length }));
  });
}

describe('keyboardSlots', () => {
  const plan = planOf(['A', 'B'], ['C', 'D'], ['E']);

  it.each([
    ['the last round of day 2', { day: 2, index: 1 }, [
      'D,A,B | C | E', 'A,D,B | C | E', 'A,B,D | C | E',
      'A,B | D,C | E', 'A,B | C,D | E',
      'A,B | C | D,E', 'A,B | C | E,D',
    ]],
    ['the first round of day 1', { day: 1, index: 0 }, [
      'A,B | C,D | E', 'B,A | C,D | E',
      'B | A,C,D | E', 'B | C,A,D | E', 'B | C,D,A | E',
      'B | C,D | A,E', 'B | C,D | E,A',
    ]],
  ] as const)('from %s, every place once, in reading order', (_name, active, expected) => {
    expect(landings(plan, active)).toEqual(expected);
  });

  it('offers a free day as one place', () => {
    expect(keyboardSlots(planOf(['A'], [], ['B']), { day: 1, index: 0 })).toEqual(['round:1:0', 'day:2', 'round:3:0', 'day:3']);
  });
});

describe('stepSlot', () => {
  const slots = ['round:1:0', 'day:2', 'round:3:0'];
  it.each([
    ['round:1:0', 1, 'day:2'],
    ['day:2', 1, 'round:3:0'],
    ['round:3:0', 1, 'round:3:0'],
    ['day:2', -1, 'round:1:0'],
    ['round:1:0', -1, 'round:1:0'],
  ] as const)('%s %i -> %s', (from, delta, to) => {
    expect(stepSlot(slots, from, delta)).toBe(to);
  });
});
