/**
 * The bytes of an import file: counted as they are read (for the progress bar), gunzipped when
 * they start with gzip's magic number, the head peeked for sniffing, then decoded as UTF-8 text.
 * A truncated or corrupt gzip stops the import naming the line it ended in, after every complete
 * line before it was delivered (the decompressed data is queued, never dropped with the error).
 */
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ImportStop } from '../import-record';
import { DEFAULT_READ_LIMITS, expandsTooFar } from './read-limits';

/** How much of the (decompressed) start of the file the sniffers look at. */
export const HEAD_BYTES = 64 * 1024;
/** Decompressed chunks held before gunzip is paused (memory stays flat whatever the file's size). */
const MAX_QUEUED = 16;

export async function* countedBytes(input: Readable, onBytes?: (bytesRead: number) => void): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of input) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buf.length;
    onBytes?.(total);
    yield buf;
  }
}

function drainedOrClosed(stream: zlib.Gunzip): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** A gzip that expands past its bound (ReadLimits.maxExpandedBytes): decodedText names the line. */
export class ExpandsPastLimit extends Error {
  readonly code = 'EXPANDS_PAST_LIMIT';
  constructor(readonly maxBytes: number) {
    super(`expands past ${maxBytes} bytes`);
  }
}

/**
 * Gunzips a stream of chunks; the error of a truncated or corrupt stream comes after every byte
 * decompressed before it. Past `maxBytes` of output it stops (ExpandsPastLimit) without the chunk
 * that crossed it: a 2 MB bomb is not inflated to 2 GB.
 */
export async function* gunzipped(source: AsyncIterable<Buffer>, maxBytes = DEFAULT_READ_LIMITS.maxExpandedBytes): AsyncGenerator<Buffer> {
  const gz = zlib.createGunzip();
  const queue: Buffer[] = [];
  let error: Error | null = null;
  let ended = false;
  let expanded = 0;
  let wake: (() => void) | null = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  gz.on('data', (chunk: Buffer) => {
    if (error) return;
    expanded += chunk.length;
    if (expanded > maxBytes) {
      error = new ExpandsPastLimit(maxBytes);
      gz.destroy();
      poke();
      return;
    }
    queue.push(chunk);
    if (queue.length >= MAX_QUEUED) gz.pause();
    poke();
  });
  gz.on('error', (e) => {
    error ??= e;
    poke();
  });
  gz.on('end', () => {
    ended = true;
    poke();
  });
  const feed = (async () => {
    try {
      for await (const chunk of source) {
        if (error || gz.destroyed) return;
        if (!gz.write(chunk)) await drainedOrClosed(gz);
      }
      gz.end();
    } catch (e) {
      error ??= e as Error;
      gz.destroy();
      poke();
    }
  })();
  try {
    for (;;) {
      const chunk = queue.shift();
      if (chunk) {
        if (queue.length < MAX_QUEUED / 2 && gz.isPaused()) gz.resume();
        yield chunk;
        continue;
      }
      if (error) throw error;
      if (ended) return;
      if (gz.isPaused()) gz.resume();
      await new Promise<void>((resolve) => { wake = resolve; });
    }
  } finally {
    gz.destroy();
    await feed;
  }
}

export interface PeekedBytes {
  head: Buffer;
  /** Every chunk, the head's included, then an error that came while peeking. */
  all: AsyncIterable<Buffer>;
}

/** Reads the first `size` bytes (or fewer, at the end) without losing them. */
export async function peek(source: AsyncIterable<Buffer>, size: number): Promise<PeekedBytes> {
  const iterator = source[Symbol.asyncIterator]();
  const taken: Buffer[] = [];
  let length = 0;
  let done = false;
  let error: unknown = null;
  try {
    while (length < size) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      taken.push(next.value);
      length += next.value.length;
    }
  } catch (e) {
    error = e;
  }
  async function* all() {
    yield* taken;
    if (error) throw error;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: Buffer.concat(taken).subarray(0, size), all: all() };
}

export const isGzip = (head: Buffer) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

const countNewlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * UTF-8 text of the bytes (a byte-order mark dropped). A gzip error becomes an ImportStop naming
 * the line the data ended in.
 */
export async function* decodedText(bytes: AsyncIterable<Buffer>, fileName: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let newlines = 0;
  try {
    for await (const chunk of bytes) {
      const text = decoder.decode(chunk, { stream: true });
      if (!text) continue;
      newlines += countNewlines(text);
      yield text;
    }
  } catch (e) {
    if (e instanceof ExpandsPastLimit) throw new ImportStop(expandsTooFar(fileName, newlines + 1, e.maxBytes), newlines + 1);
    const code = (e as { code?: string }).code;
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR') {
      const what = code === 'Z_BUF_ERROR' ? 'the compressed file is cut off' : 'the compressed data is corrupt';
      throw new ImportStop(`${fileName}: ${what} in line ${newlines + 1}; the records before it were read`, newlines + 1);
    }
    throw e;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
