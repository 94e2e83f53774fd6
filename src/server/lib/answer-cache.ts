/**
 * Public answers kept as the bytes sent (issue 34, part 3): the map's viewports, search, a course
 * by id. Each is kept under its inputs (the key) for one revision of the data it was computed from;
 * a read at another revision computes it again, so no server answers older than what it holds.
 * Concurrent misses of one key and revision compute once. The least recently used answers go
 * first when the byte budget is full; an answer bigger than a 32nd of it is sent but not kept.
 *
 * The ETag is a hash of the bytes: the same answer has the same tag on every replica, whatever its
 * revision counter, so a client's `If-None-Match` is answered 304 wherever it lands.
 */
import { createHash } from 'node:crypto';

export interface Answer {
  body: Buffer;
  /** A strong validator: `"` + 27 characters of the body's SHA-1 in base64url + `"`. */
  etag: string;
}

/** How an answer is kept: its key, and how to produce its bytes on a miss. */
export type KeepAnswer = (key: string, produce: () => Promise<string>) => Promise<Answer>;

/** A cache seen at its owner's current revision: keep an answer, or look one up without producing it. */
export interface KeptAnswers {
  keep: KeepAnswer;
  peek(key: string): Answer | undefined;
}

export const answerOf = (text: string): Answer => {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/** A number per object for as long as it lives (which map index an answer was computed over, say). */
const serials = new WeakMap<object, number>();
let lastSerial = 0;
export const serialOf = (o: object): number => serials.get(o) ?? (serials.set(o, ++lastSerial), lastSerial);

export class AnswerCache {
  private readonly entries = new Map<string, { revision: string; answer: Answer }>();
  private readonly pending = new Map<string, Promise<Answer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The answer for `key` at `revision`: kept, being produced, or produced now. */
  get(key: string, revision: string, produce: () => Promise<string>): Promise<Answer> {
    const hit = this.entries.get(key);
    if (hit?.revision === revision) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.answer);
    }
    const flight = `${revision}\u0000${key}`;
    let pending = this.pending.get(flight);
    if (!pending) {
      pending = produce().then(answerOf).then((answer) => {
        this.keep(key, revision, answer);
        return answer;
      }).finally(() => this.pending.delete(flight));
      this.pending.set(flight, pending);
    }
    return pending;
  }

  /** The answer kept for `key` at `revision`, if there is one (never produces). */
  peek(key: string, revision: string): Answer | undefined {
    const hit = this.entries.get(key);
    return hit?.revision === revision ? hit.answer : undefined;
  }

  /** Answers kept, and their bytes. */
  get stats(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  /**
   * Kept under its revision, replacing the key's answer whatever its revision: one produced at an
   * older revision after a newer one only costs the next read a miss (revisions are compared on read).
   */
  private keep(key: string, revision: string, answer: Answer): void {
    this.drop(key);
    if (answer.body.length > this.maxBytes / 32) return;
    this.entries.set(key, { revision, answer });
    this.bytes += answer.body.length;
    while (this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.answer.body.length;
  }
}

/** `cache` at the revision `revision()` reads when asked. */
export const keptAt = (cache: AnswerCache, revision: () => string): KeptAnswers => ({
  keep: (key, produce) => cache.get(key, revision(), produce),
  peek: (key) => cache.peek(key, revision()),
});
