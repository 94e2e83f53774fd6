/**
 * At most `atOnce` decodes run at a time, each holding its place for at least `minSpacingMs` (so a
 * steady stream of uploads is decoded at most atOnce × 1000 / minSpacingMs times a second); up to
 * `waiting` more wait their turn, in order (p-limit); beyond that a decode is refused at once
 * (DecodersBusyError) rather than queued behind seconds of work. One gate per app, so per process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';

export class DecodersBusyError extends Error {
  constructor() {
    super('every picture decoder is busy and the line is full');
    this.name = 'DecodersBusyError';
  }
}

export interface DecodeGate {
  /** Whether a decode asked for now would be refused. */
  readonly full: boolean;
  /** Runs `decode` when a decoder is free; rejects with DecodersBusyError when the line is full. */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

export function decodeGate({ atOnce, waiting, minSpacingMs = 0 }: { atOnce: number; waiting: number; minSpacingMs?: number }): DecodeGate {
  const limit = pLimit(atOnce);
  // activeCount + pendingCount counts a decode from the moment it is handed to the limiter.
  const isFull = () => limit.activeCount + limit.pendingCount >= atOnce + waiting;
  return {
    get full() {
      return isFull();
    },
    run<T>(decode: () => Promise<T>) {
      if (isFull()) return Promise.reject(new DecodersBusyError());
      return new Promise<T>((resolve, reject) => {
        void limit(async () => {
          const started = performance.now();
          // The caller has its picture at once; the place stays taken for the rest of the spacing.
          await decode().then(resolve, reject);
          const rest = minSpacingMs - (performance.now() - started);
          if (rest > 0) await sleep(rest);
        });
      });
    },
  };
}
