import { describe, expect, it } from 'vitest';
import {
  answerRankFlow, chooseBucket, comparisonQuestion, currentComparison, errorMessage, existingCaption, failRankFlow, progressText,
  retryRankFlow, startRankFlow, type RankFlow, type RankItem,
} from '../../../src/features/ranking/components/rank-flow';
import type { RankBucket } from '../../../src/shared/domain/ranking/buckets';

const list = (...buckets: (RankBucket | null)[]): RankItem[] => buckets.map((bucket, i) => ({ id: `c${i}`, title: `Course ${i}`, bucket }));
const items = list('loved', 'loved', 'loved', 'fine', 'fine', 'disliked', 'disliked', 'disliked');

describe('the rank dialog steps', () => {
  it('asks "How was it?" first on a list with sentiment', () => {
    expect(startRankFlow(items, true)).toEqual({ step: 'sentiment' });
  });

  it('goes straight to head-to-heads over the whole list without sentiment', () => {
    const flow = startRankFlow(list(null, null, null, null, null), false);
    expect(currentComparison(list(null, null, null, null, null), flow)).toMatchObject({ existing: { id: 'c2' }, listIndex: 2 });
  });

  it('saves at once where there is nothing to compare with', () => {
    expect(startRankFlow([], false)).toEqual({ step: 'saving', bucket: null, atIndex: 0, attempt: 1 });
    expect(chooseBucket(list('loved', 'disliked'), 'fine')).toEqual({ step: 'saving', bucket: 'fine', atIndex: 1, attempt: 1 });
  });

  it('refuses a list out of bucket order', () => {
    expect(startRankFlow(list('fine', 'loved'), true)).toEqual({ step: 'broken' });
  });

  it('compares within the chosen bucket and saves at the bucket start plus the placed index', () => {
    let flow: RankFlow = chooseBucket(items, 'fine'); // fine holds c3, c4
    expect(currentComparison(items, flow)).toMatchObject({ existing: { id: 'c4' }, listIndex: 4, question: { questionNumber: 1, maxQuestions: 2 } });
    flow = answerRankFlow(items, flow, 'new-better');
    expect(currentComparison(items, flow)).toMatchObject({ existing: { id: 'c3' }, listIndex: 3, question: { questionNumber: 2 } });
    flow = answerRankFlow(items, flow, 'existing-better');
    expect(flow).toEqual({ step: 'saving', bucket: 'fine', atIndex: 4, attempt: 1 });
    expect(currentComparison(items, flow)).toBeNull();
    expect(answerRankFlow(items, flow, 'new-better')).toBe(flow);
  });

  it('places a loved item above everything it beats, and a disliked one at the very end', () => {
    let loved: RankFlow = chooseBucket(items, 'loved');
    while (loved.step === 'compare') loved = answerRankFlow(items, loved, 'new-better');
    expect(loved).toMatchObject({ step: 'saving', atIndex: 0 });
    let disliked: RankFlow = chooseBucket(items, 'disliked');
    while (disliked.step === 'compare') disliked = answerRankFlow(items, disliked, 'existing-better');
    expect(disliked).toMatchObject({ step: 'saving', atIndex: 8 });
  });

  it('shows a failed save and retries it as the next attempt', () => {
    const saving: RankFlow = { step: 'saving', bucket: 'loved', atIndex: 2, attempt: 1 };
    const failed = failRankFlow(saving, 'Nope');
    expect(failed).toEqual({ step: 'failed', bucket: 'loved', atIndex: 2, attempt: 1, message: 'Nope' });
    expect(retryRankFlow(failed)).toEqual({ step: 'saving', bucket: 'loved', atIndex: 2, attempt: 2 });
    expect(failRankFlow({ step: 'sentiment' }, 'x')).toEqual({ step: 'sentiment' });
  });
});

describe('the rank dialog texts', () => {
  it('asks by sentiment', () => {
    expect(comparisonQuestion(true)).toBe('Which did you enjoy more?');
    expect(comparisonQuestion(false)).toBe('Which would you rather play?');
  });

  it('counts questions', () => {
    expect(progressText({ againstIndex: 0, questionNumber: 2, maxQuestions: 4 })).toBe('Question 2 of at most 4');
    expect(progressText({ againstIndex: 0, questionNumber: 1, maxQuestions: 1 })).toBe('Question 1 of 1');
  });

  it('tags the existing item with its place and score', () => {
    expect(existingCaption(2, 8.4)).toBe('#3 · 8.4');
    expect(existingCaption(0, 10)).toBe('#1 · 10.0');
    expect(existingCaption(4, null)).toBe('#5');
  });

  it("shows a failed save's message", () => {
    expect(errorMessage(new Error('List not found'))).toBe('List not found');
    expect(errorMessage('boom')).toBe('The place could not be saved. Try again.');
  });
});
