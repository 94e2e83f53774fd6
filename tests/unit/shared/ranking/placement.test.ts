import { describe, expect, it } from 'vitest';
import { bucketRange, RANK_BUCKETS, type RankBucket } from '../../../../src/shared/domain/ranking/buckets';
import {
  answer, isPlaced, maxQuestions, nextQuestion, placedIndex, startPlacement, type PlacementAnswer, type PlacementState,
} from '../../../../src/shared/domain/ranking/placement';
import { seededRandom, shuffled } from './seeded-random';

type Golfer = (againstIndex: number) => PlacementAnswer;

/** Runs a placement among n items to the end; returns where it went and which items were asked, in order. */
function place(n: number, golfer: Golfer) {
  let state: PlacementState = startPlacement(n);
  const asked: number[] = [];
  for (let question = nextQuestion(state); question; question = nextQuestion(state)) {
    if (asked.length > 2 * n + 1) throw new Error(`no end after ${asked.length} questions among ${n}`);
    if (question.questionNumber !== state.answered + 1 || question.maxQuestions !== maxQuestions(n)) {
      throw new Error(`n=${n}: question ${question.questionNumber} of ${question.maxQuestions} after ${state.answered} answers`);
    }
    if (question.againstIndex < state.lo || question.againstIndex >= state.hi) throw new Error(`n=${n}: asked ${question.againstIndex} outside [${state.lo}, ${state.hi})`);
    asked.push(question.againstIndex);
    state = answer(state, golfer(question.againstIndex));
  }
  return { index: placedIndex(state)!, answered: state.answered, asked, state };
}

/** A golfer who knows the new item belongs at insertion index `target` and answers every question truly. */
const truthful = (target: number): Golfer => (j) => (target <= j ? 'new-better' : 'existing-better');

describe('maxQuestions', () => {
  it.each([[0, 0], [1, 1], [2, 2], [3, 2], [4, 3], [7, 3], [8, 4], [15, 4], [16, 5], [100, 7], [127, 7], [128, 8], [200, 8]])(
    'among %i items: at most %i', (n, q) => expect(maxQuestions(n)).toBe(q),
  );
});

describe('placement by binary search', () => {
  it('asks nothing in an empty bucket and places at 0', () => {
    const state = startPlacement(0);
    expect(nextQuestion(state)).toBeNull();
    expect(isPlaced(state)).toBe(true);
    expect(placedIndex(state)).toBe(0);
  });

  it('asks about the middle item first', () => {
    expect(nextQuestion(startPlacement(1))).toEqual({ againstIndex: 0, questionNumber: 1, maxQuestions: 1 });
    expect(nextQuestion(startPlacement(2))?.againstIndex).toBe(1);
    expect(nextQuestion(startPlacement(7))?.againstIndex).toBe(3);
    expect(nextQuestion(startPlacement(10))?.againstIndex).toBe(5);
  });

  it('narrows by the answers: new-better keeps the items above, existing-better those below', () => {
    const { asked, index } = place(10, truthful(8));
    expect(asked).toEqual([5, 8, 7]); // [0,10) -> [6,10) -> [6,8) -> [8,8)
    expect(index).toBe(8);
    expect(place(10, truthful(0)).asked).toEqual([5, 2, 1, 0]);
    expect(place(10, truthful(10)).asked).toEqual([5, 8, 9]);
  });

  it('finds every insertion index 0..n among every n up to 200, within ceil(log2(n + 1)) answers, a bound it reaches', () => {
    for (let n = 0; n <= 200; n++) {
      let most = 0;
      for (let target = 0; target <= n; target++) {
        const { index, answered, asked } = place(n, truthful(target));
        if (index !== target) throw new Error(`n=${n}: placed at ${index}, not ${target} (asked ${asked.join(', ')})`);
        if (answered > maxQuestions(n)) throw new Error(`n=${n} target=${target}: ${answered} questions`);
        if (new Set(asked).size !== asked.length) throw new Error(`n=${n}: asked an item twice`);
        most = Math.max(most, answered);
      }
      expect(most).toBe(maxQuestions(n));
    }
  });

  it('rebuilds a golfer\'s hidden order exactly, one insertion at a time, for every n up to 200', () => {
    const random = seededRandom(2024);
    for (let n = 0; n <= 200; n++) {
      const trueRank = shuffled(n, random); // item k is the golfer's trueRank[k]-th best
      const list: number[] = [];
      for (let item = 0; item < n; item++) {
        const golfer: Golfer = (j) => (trueRank[item]! < trueRank[list[j]!]! ? 'new-better' : 'existing-better');
        const { index, answered } = place(list.length, golfer);
        if (answered > maxQuestions(list.length)) throw new Error(`n=${n}: ${answered} questions among ${list.length}`);
        list.splice(index, 0, item);
      }
      const expected = Array.from({ length: n }, (_, k) => k).sort((a, b) => trueRank[a]! - trueRank[b]!);
      expect(list).toEqual(expected);
    }
  });

  it('rebuilds a bucketed list (loved, fine, disliked) from "How was it?" and the head-to-heads within the bucket', () => {
    const random = seededRandom(99);
    for (let n = 1; n <= 120; n++) {
      const bucketOf = Array.from({ length: n }, () => RANK_BUCKETS[Math.floor(random() * 3)]!);
      const trueRank = shuffled(n, random);
      const key = (k: number) => RANK_BUCKETS.indexOf(bucketOf[k]!) * n + trueRank[k]!;
      const list: number[] = [];
      for (const item of shuffled(n, random)) {
        const buckets: RankBucket[] = list.map((k) => bucketOf[k]!);
        const { start, end } = bucketRange(buckets, bucketOf[item]!);
        const { index } = place(end - start, (j) => (trueRank[item]! < trueRank[list[start + j]!]! ? 'new-better' : 'existing-better'));
        list.splice(start + index, 0, item);
      }
      expect(list).toEqual(Array.from({ length: n }, (_, k) => k).sort((a, b) => key(a) - key(b)));
    }
  });
});

describe('too close to call', () => {
  it('places the new item directly after the item asked about, and stops', () => {
    const first = answer(startPlacement(10), 'too-close');
    expect(placedIndex(first)).toBe(6);
    expect(nextQuestion(first)).toBeNull();
    expect(first.answered).toBe(1);

    const later = answer(answer(startPlacement(10), 'new-better'), 'too-close'); // asked 5, then 2
    expect(placedIndex(later)).toBe(3);
    expect(placedIndex(answer(startPlacement(1), 'too-close'))).toBe(1);
  });

  it('places beside whichever item is asked, for every n up to 60', () => {
    for (let n = 1; n <= 60; n++) {
      for (let target = 0; target <= n; target++) {
        let state = startPlacement(n);
        // Answer truly until the question is about the item just above the target (or the range ends), then call it too close.
        for (let q = nextQuestion(state); q; q = nextQuestion(state)) {
          const reply: PlacementAnswer = q.againstIndex === target - 1 ? 'too-close' : truthful(target)(q.againstIndex);
          state = answer(state, reply);
          if (reply === 'too-close') expect(placedIndex(state)).toBe(q.againstIndex + 1);
        }
        expect(placedIndex(state)).toBe(target);
      }
    }
  });
});

describe('skip', () => {
  it('asks another item of the range, the nearest to the middle, without narrowing', () => {
    let state = startPlacement(7);
    expect(nextQuestion(state)?.againstIndex).toBe(3);
    state = answer(state, 'skip');
    expect(nextQuestion(state)).toEqual({ againstIndex: 2, questionNumber: 1, maxQuestions: 3 });
    expect([state.lo, state.hi]).toEqual([0, 7]);
    state = answer(state, 'skip');
    expect(nextQuestion(state)?.againstIndex).toBe(4);
    state = answer(state, 'existing-better'); // below 4: [5, 7)
    expect(nextQuestion(state)?.againstIndex).toBe(6);
    state = answer(state, 'new-better');
    expect(nextQuestion(state)?.againstIndex).toBe(5);
    state = answer(state, 'existing-better');
    expect(placedIndex(state)).toBe(6);
  });

  it('does not ask a skipped item again after the range narrows around it', () => {
    let state = answer(startPlacement(7), 'skip'); // 3 skipped, asks 2
    state = answer(state, 'existing-better'); // [3, 7), middle 5
    state = answer(state, 'new-better'); // [3, 5): middle 4
    expect(nextQuestion(state)?.againstIndex).toBe(4);
    state = answer(state, 'new-better'); // [3, 4): only the skipped 3 is left
    expect(nextQuestion(state)).toBeNull();
    expect(placedIndex(state)).toBe(4);
  });

  it('asks every item once when all are skipped, then places in the middle of the range', () => {
    const all = place(7, () => 'skip');
    expect(all.asked).toEqual([3, 2, 4, 1, 5, 0, 6]);
    expect(all.index).toBe(4);
    expect(all.answered).toBe(0);
    expect(place(1, () => 'skip')).toMatchObject({ asked: [0], index: 1 });
    expect(place(4, () => 'skip')).toMatchObject({ asked: [2, 1, 3, 0], index: 2 });
  });

  it('stops at the question budget when skips made the search lopsided, placing in the middle of what is left', () => {
    // Among 15 items (at most 4 questions) the golfer skips 7, 6 and 8, then answers truly for a target of 11.
    const skips = new Set([6, 7, 8]);
    const { asked, answered, index } = place(15, (j) => (skips.has(j) ? 'skip' : truthful(11)(j)));
    expect(asked).toEqual([7, 6, 8, 5, 10, 13, 12]); // 5: [6, 15); 10: [11, 15); 13: [11, 13); 12: [11, 12)
    expect(answered).toBe(4);
    expect(index).toBe(12); // item 11 is never asked: the middle of [11, 12) is below it
  });

  it('always ends, never asks an item twice, keeps to the question budget and agrees with every answer given', () => {
    const random = seededRandom(31);
    for (let n = 0; n <= 200; n++) {
      for (let run = 0; run < 5; run++) {
        const target = Math.floor(random() * (n + 1));
        const skipRate = [0, 0.2, 0.5, 0.9, 1][run]!;
        const replies: [number, PlacementAnswer][] = [];
        const { index, answered, asked } = place(n, (j) => {
          const reply = random() < skipRate ? 'skip' : truthful(target)(j);
          replies.push([j, reply]);
          return reply;
        });
        if (new Set(asked).size !== asked.length) throw new Error(`n=${n}: asked an item twice`);
        if (answered > maxQuestions(n)) throw new Error(`n=${n}: ${answered} answers`);
        for (const [j, reply] of replies) {
          if (reply === 'new-better' && index > j) throw new Error(`n=${n}: placed at ${index}, below ${j}, which it beat`);
          if (reply === 'existing-better' && index <= j) throw new Error(`n=${n}: placed at ${index}, above ${j}, which beat it`);
        }
        if (replies.every(([, r]) => r !== 'skip')) expect(index).toBe(target);
      }
    }
  });
});

describe('misuse', () => {
  it('ignores answers once placed and refuses a bad size', () => {
    const done = answer(startPlacement(1), 'new-better');
    expect(answer(done, 'existing-better')).toBe(done);
    expect(() => startPlacement(-1)).toThrow(RangeError);
    expect(() => startPlacement(1.5)).toThrow(RangeError);
  });
});
