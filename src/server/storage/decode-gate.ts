/**
 * At most `atOnce` decodes run at a time; up to `waiting` more wait their turn, in order (p-limit);
 * beyond that a decode is refused at once (DecodersBusyError) rather than queued behind minutes
 * of work. One gate per app, so per server process.
 */
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

export function decodeGate({ atOnce, waiting }: { atOnce: number; waiting: number }): DecodeGate {
  const limit = pLimit(atOnce);
  // activeCount + pendingCount counts a decode from the moment it is handed to the limiter.
  const isFull = () => limit.activeCount + limit.pendingCount >= atOnce + waiting;
  return {
    get full() {
      return isFull();
    },
    run(decode) {
      if (isFull()) return Promise.reject(new DecodersBusyError());
      return limit(decode);
    },
  };
}
