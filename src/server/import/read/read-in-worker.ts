/**
 * `readCourses` in a worker thread (issue 32): the same result (format, source, items with their
 * lines, warnings filled while reading, ImportStop where it stops), but the parsing and the pure
 * mapping run in read-worker.ts, so an import never stalls the server's requests (a 10 MB one-line
 * CSV held /api/health for 450 ms when they ran on the event loop). The main thread only reads the
 * input's bytes (counted for onBytes) and hands them over in pieces of at most 64 KB, as the worker
 * asks for them; the worker hands back whole records in batches, at most two ahead.
 *
 * Bounded twice: the reader's own bounds (read-limits.ts), and the worker's heap
 * (READ_WORKER_RESOURCES): a worker that runs out of memory, or dies any other way, ends the read
 * as a stop naming why, and the process lives. `close()` ends the worker (runImport always calls it).
 */
import type { Readable } from 'node:stream';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { ImportStop, type ReadItem, type ReadOptions, type ReadResult } from '../import-record';
import type { FromReadWorker, ReadWorkerData, ToReadWorker } from './read-worker';

/** The worker's heap: the towns (about 60 MB) and a few records in flight fit many times over. */
export const READ_WORKER_RESOURCES: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };
/** The largest piece of input handed over at once. */
const PIECE_BYTES = 64 * 1024;

export interface ThreadedRead extends ReadResult {
  /** Ends the worker (idempotent). */
  close(): Promise<void>;
}

/**
 * The worker's module. Under tsx (how the server and the command run) a worker thread does not
 * inherit tsx's loader on Node 20, so a two-line module registers it and then imports the
 * TypeScript file (threaded-place-gazetteer.ts does the same).
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./read-worker.js', import.meta.url);
  const entry = new URL('./read-worker.ts', import.meta.url);
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\nregister();\nawait import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? fileName;

/** Why a worker ended without a word: out of memory (its heap bound), or anything else. */
function deathOf(fileName: string, resources: ResourceLimits, error: Error | null, exitCode: number | null): ImportStop {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new ImportStop(`${fileName}: reading it took more than the reader's ${resources.maxOldGenerationSizeMb} MB of memory: not a file of courses; stopped there, the records before it were read`, null);
  }
  const why = error ? error.message : `it exited with code ${exitCode}`;
  return new ImportStop(`${fileName}: the reader stopped (${why}); the records before it were read`, null);
}

export function readCoursesInWorker(input: Readable, options: ReadOptions, resources: ResourceLimits = READ_WORKER_RESOURCES): Promise<ThreadedRead> {
  const { onBytes, ...rest } = options;
  const data: ReadWorkerData = { fileName: rest.fileName, source: rest.source, map: rest.map, limits: rest.limits };
  const worker = new Worker(workerEntry(), { workerData: data, resourceLimits: resources });
  const name = baseName(options.fileName);
  const send = (m: ToReadWorker, transfer?: ArrayBuffer[]) => worker.postMessage(m, transfer);

  let closed = false;
  let finished = false;

  // Input: the chunks the worker asks for, in pieces, one pump at a time.
  const chunks = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  let credits = 0;
  let pumping = false;
  let inputDone = false;
  let bytes = 0;
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (credits > 0 && !inputDone && !closed) {
        credits--;
        const next = await chunks.next();
        if (next.done) {
          inputDone = true;
          send({ end: true });
          break;
        }
        const buf = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
        bytes += buf.length;
        onBytes?.(bytes);
        for (let at = 0; at < buf.length; at += PIECE_BYTES) {
          const piece = new Uint8Array(buf.subarray(at, at + PIECE_BYTES));
          send({ chunk: piece }, [piece.buffer as ArrayBuffer]);
        }
      }
    } catch (error) {
      inputDone = true;
      if (!closed) send({ inputFailed: error instanceof Error ? error.message : String(error) });
    } finally {
      pumping = false;
    }
    if (credits > 0 && !inputDone && !closed) void pump();
  };

  // Output: the worker's messages, queued for the items' iterator.
  const queue: FromReadWorker[] = [];
  let wake: (() => void) | null = null;
  const push = (m: FromReadWorker) => {
    queue.push(m);
    const w = wake;
    wake = null;
    w?.();
  };
  const close = async () => {
    if (closed) return;
    closed = true;
    await worker.terminate();
  };

  const warnings: string[] = [];
  const takeWarnings = (w: string[] | null) => {
    if (w) warnings.splice(0, warnings.length, ...w);
  };

  return new Promise<ThreadedRead>((resolve, reject) => {
    let opened = false;
    const end = (stop: ImportStop | Error) => {
      finished = true;
      if (!opened) {
        void close();
        reject(stop);
      } else push({ stopped: { message: stop.message, line: stop instanceof ImportStop ? stop.line : null, warnings: [...warnings] } });
    };
    worker.on('message', (m: FromReadWorker) => {
      if ('want' in m) {
        credits += m.want;
        void pump();
      } else if ('opened' in m) {
        opened = true;
        resolve({ format: m.opened.format, source: m.opened.source, items: items(), warnings, close });
      } else if (!opened && 'stopped' in m) {
        finished = true;
        void close();
        reject(new ImportStop(m.stopped.message, m.stopped.line));
      } else if (!opened && 'failed' in m) {
        finished = true;
        void close();
        reject(new Error(m.failed.message));
      } else {
        if ('done' in m || 'stopped' in m || 'failed' in m) finished = true;
        push(m);
      }
    });
    worker.on('error', (error) => { if (!finished && !closed) end(deathOf(name, resources, error, null)); });
    worker.on('exit', (code) => { if (!finished && !closed) end(deathOf(name, resources, null, code)); });
  });

  async function* items(): AsyncGenerator<ReadItem> {
    for (;;) {
      const m = queue.shift();
      if (!m) {
        await new Promise<void>((resolve) => { wake = resolve; });
        continue;
      }
      if ('items' in m) {
        takeWarnings(m.warnings);
        send({ ack: true });
        yield* m.items;
      } else if ('done' in m) {
        takeWarnings(m.done.warnings);
        return;
      } else if ('stopped' in m) {
        takeWarnings(m.stopped.warnings);
        throw new ImportStop(m.stopped.message, m.stopped.line);
      } else if ('failed' in m) {
        takeWarnings(m.failed.warnings);
        throw new Error(m.failed.message);
      }
    }
  }
}
