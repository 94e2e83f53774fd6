/**
 * The steps of the rank dialog as pure functions of the list's items (a snapshot taken when the
 * dialog opens, so indexes stay put while it is open): "How was it?" (lists with sentiment), then
 * head-to-heads within the chosen bucket, then saving the place, which may fail and be retried.
 */
import { isBucketOrdered, type RankBucket } from '../../../shared/domain/ranking/buckets';
import {
  answer, nextQuestion, placedIndex, startPlacement, type PlacementAnswer, type PlacementQuestion, type PlacementState,
} from '../../../shared/domain/ranking/placement';
import { formatScore } from '../../../shared/domain/ranking/score';
import { bucketItems, listIndexOf } from '../lib/place-index';

export interface RankItem {
  id: string;
  title: string;
  subtitle?: string;
  imageUrl?: string | null;
  bucket: RankBucket | null;
}

export type RankFlow =
  | { step: 'sentiment' }
  | { step: 'compare'; bucket: RankBucket | null; placement: PlacementState }
  /** `attempt` counts the saves of this place: each is started once, a retry is the next. */
  | { step: 'saving'; bucket: RankBucket | null; atIndex: number; attempt: number }
  | { step: 'failed'; bucket: RankBucket | null; atIndex: number; attempt: number; message: string }
  /** The list's items are not loved, then fine, then disliked: no index can be trusted. */
  | { step: 'broken' };

type Items = ReadonlyArray<Pick<RankItem, 'bucket'>>;

/** The first step: "How was it?" with sentiment; without, straight to the head-to-heads over the whole list. */
export function startRankFlow(items: Items, sentiment: boolean): RankFlow {
  if (!isBucketOrdered(items.map((i) => i.bucket))) return { step: 'broken' };
  return sentiment ? { step: 'sentiment' } : chooseBucket(items, null);
}

/** After "How was it?": questions within the bucket, or saving at once when it is empty. */
export function chooseBucket(items: Items, bucket: RankBucket | null): RankFlow {
  return afterAnswer(items, bucket, startPlacement(bucketItems(items, bucket).items.length));
}

/** After a head-to-head answer: the next question, or saving once placed. */
export function answerRankFlow(items: Items, flow: RankFlow, reply: PlacementAnswer): RankFlow {
  if (flow.step !== 'compare') return flow;
  return afterAnswer(items, flow.bucket, answer(flow.placement, reply));
}

function afterAnswer(items: Items, bucket: RankBucket | null, placement: PlacementState): RankFlow {
  const placed = placedIndex(placement);
  return placed === null ? { step: 'compare', bucket, placement } : { step: 'saving', bucket, atIndex: listIndexOf(items, bucket, placed), attempt: 1 };
}

export function failRankFlow(flow: RankFlow, message: string): RankFlow {
  return flow.step === 'saving' ? { ...flow, step: 'failed', message } : flow;
}

export function retryRankFlow(flow: RankFlow): RankFlow {
  return flow.step === 'failed' ? { step: 'saving', bucket: flow.bucket, atIndex: flow.atIndex, attempt: flow.attempt + 1 } : flow;
}

/** The current head-to-head: the question, the existing item it is about and that item's index in the list. */
export function currentComparison<T extends RankItem>(items: readonly T[], flow: RankFlow): { question: PlacementQuestion; existing: T; listIndex: number } | null {
  if (flow.step !== 'compare') return null;
  const question = nextQuestion(flow.placement);
  if (!question) return null;
  const { start, items: inBucket } = bucketItems(items, flow.bucket);
  const existing = inBucket[question.againstIndex];
  return existing ? { question, existing, listIndex: start + question.againstIndex } : null;
}

/** The tag on the existing item's card: its place in the list and, with sentiment, its score ("#3 · 8.4"). */
export function existingCaption(listIndex: number, score: number | null | undefined): string {
  return score == null ? `#${listIndex + 1}` : `#${listIndex + 1} · ${formatScore(score)}`;
}

export function comparisonQuestion(sentiment: boolean): string {
  return sentiment ? 'Which did you enjoy more?' : 'Which would you rather play?';
}

/** "Question 2 of at most 4" ("Question 1 of 1" when one answer settles it). */
export function progressText(question: PlacementQuestion): string {
  return question.maxQuestions === 1 ? 'Question 1 of 1' : `Question ${question.questionNumber} of at most ${question.maxQuestions}`;
}

/** What a failed save says: the Error's message, or a plain sentence for anything else thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The place could not be saved. Try again.';
}

/**
 * Whether trying the same save again cannot help: the server refused it (a 4xx such as the plan's
 * limit, 403, or the item already in the list, 409), not a dropped connection or a server fault.
 */
export function isFinalError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Whether a message points the golfer to the Pro plan (the limits' 403s say "see /pro"). */
export const mentionsPro = (message: string): boolean => /(^|\s)\/pro\b/.test(message);
