/**
 * The worker thread behind read-in-worker.ts (issue 32): `readCourses` (the format's reader and
 * the pure data-quality mapping, with its towns) runs here, off the server's event loop, on the
 * bytes the main thread hands over, and hands back whole records in batches.
 *
 *   in:  { chunk }, then { end } (or { inputFailed }); { ack } for each batch taken
 *   out: { want: n } (n more chunks), { opened }, { items, warnings }..., then { done }, { stopped } or { failed }
 *
 * Both directions are bounded: at most IN_FLIGHT chunks are asked for ahead of the reader, and at
 * most UNACKED batches wait for the main thread, so memory stays flat however fast either side is.
 */
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { ImportStop, type ReadItem, type ReadOptions } from '../import-record';
import { readCourses } from './read-courses';

export type ReadWorkerData = Pick<ReadOptions, 'fileName' | 'source' | 'map' | 'limits'>;
export type ToReadWorker = { chunk: Uint8Array } | { end: true } | { inputFailed: string } | { ack: true };
export type FromReadWorker =
  | { want: number }
  | { opened: { format: string; source: string } }
  | { items: ReadItem[]; warnings: string[] | null }
  | { done: { warnings: string[] } }
  | { stopped: { message: string; line: number | null; warnings: string[] } }
  | { failed: { message: string; warnings: string[] } };

/** Input chunks asked for ahead of the reader. */
const IN_FLIGHT = 4;
/** Records a batch holds at most, and how long the first of them waits for the rest. */
const BATCH_ITEMS = 250;
const BATCH_MS = 50;
/** Batches sent and not yet taken by the main thread before the reader waits. */
const UNACKED = 2;

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread');
const post = (m: FromReadWorker, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);

const inbox: Buffer[] = [];
let inputEnded = false;
let inputFailed: string | null = null;
let unacked = 0;
/** Who waits for the next message: the input (pulled ahead by Readable.from) and the sender may both. */
let waiting: (() => void)[] = [];
const poke = () => {
  const all = waiting;
  waiting = [];
  for (const w of all) w();
};
const waitForMessage = () => new Promise<void>((resolve) => { waiting.push(resolve); });

port.on('message', (m: ToReadWorker) => {
  if ('chunk' in m) inbox.push(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
  else if ('end' in m) inputEnded = true;
  else if ('inputFailed' in m) inputFailed = m.inputFailed;
  else unacked--;
  poke();
});

async function* input(): AsyncGenerator<Buffer> {
  post({ want: IN_FLIGHT });
  for (;;) {
    const chunk = inbox.shift();
    if (chunk) {
      post({ want: 1 });
      yield chunk;
      continue;
    }
    if (inputFailed !== null) throw new Error(inputFailed);
    if (inputEnded) return;
    await waitForMessage();
  }
}

let warnings: string[] = [];
let sentWarnings = '';
const warningsIfChanged = () => {
  const key = `${warnings.length}|${warnings.at(-1) ?? ''}`;
  if (key === sentWarnings) return null;
  sentWarnings = key;
  return [...warnings];
};

let batch: ReadItem[] = [];
let batchStarted = 0;
async function send(): Promise<void> {
  if (batch.length === 0) return;
  while (unacked >= UNACKED) await waitForMessage();
  unacked++;
  post({ items: batch, warnings: warningsIfChanged() });
  batch = [];
}

async function run(): Promise<void> {
  const options = workerData as ReadWorkerData;
  try {
    const read = await readCourses(Readable.from(input()), options);
    warnings = read.warnings;
    post({ opened: { format: read.format, source: read.source } });
    for await (const item of read.items) {
      if (batch.length === 0) batchStarted = performance.now();
      batch.push(item);
      if (batch.length >= BATCH_ITEMS || performance.now() - batchStarted >= BATCH_MS) await send();
    }
    await send();
    post({ done: { warnings: [...warnings] } });
  } catch (error) {
    await send();
    if (error instanceof ImportStop) post({ stopped: { message: error.message, line: error.line, warnings: [...warnings] } });
    else post({ failed: { message: error instanceof Error ? error.message : String(error), warnings: [...warnings] } });
  }
}

void run();
