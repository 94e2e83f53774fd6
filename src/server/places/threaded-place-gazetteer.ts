/**
 * The server process's gazetteer (src/server/index.ts): the same index as place-gazetteer.ts,
 * built and searched in a worker thread (place-gazetteer-worker.ts), so building it never blocks
 * the event loop: the server answers `/api/health` and every other request while it builds, and
 * a place search asked before it is built waits for it. A search is one message each way (well
 * under a millisecond); towns are lifted by the courses around them here, beside the catalogue.
 *
 * Tests and benches keep the in-process `placeGazetteer` (buildApp's default).
 */
import { Worker } from 'node:worker_threads';
import { GOLF_CANDIDATES_PER_RESULT, rankForGolfers, type ScoredPlace } from './golf-places';
import { toPlaceResult, type PlaceGazetteer, type PlaceLoadStats } from './place-gazetteer';
import type { PlaceQuery, PlaceWorkerMessage } from './place-gazetteer-worker';

/**
 * The worker's module. Under tsx (how the server runs) a worker thread does not inherit tsx's
 * loader on Node 20, so a two-line module registers it first and then imports the TypeScript file.
 */
function workerEntry(): URL {
  const entry = new URL('./place-gazetteer-worker.ts', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return new URL('./place-gazetteer-worker.js', import.meta.url);
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\nregister();\nawait import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

export interface ThreadedPlaceGazetteer extends PlaceGazetteer {
  /** Ends the worker (the server's close): tsx's loader in it would otherwise keep the process alive. */
  close(): Promise<void>;
}

export function threadedPlaceGazetteer(): ThreadedPlaceGazetteer {
  let started: Promise<Worker> | null = null;
  let stats: PlaceLoadStats | null = null;
  let running: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (s: ScoredPlace[]) => void; reject: (e: Error) => void }>();

  const start = (): Promise<Worker> => (started ??= new Promise<Worker>((resolve, reject) => {
    const worker = (running = new Worker(workerEntry()));
    // Not a reason to stay alive by itself (tsx's loader in it still is: the server's close ends it).
    worker.unref();
    const fail = (err: Error) => {
      started = null;
      reject(err);
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    worker.on('message', (m: PlaceWorkerMessage) => {
      if ('built' in m) {
        stats = m.built;
        resolve(worker);
      } else if ('failed' in m) {
        void worker.terminate();
        fail(new Error(`the place gazetteer did not build: ${m.failed}`));
      } else {
        pending.get(m.id)?.resolve(m.scored);
        pending.delete(m.id);
      }
    });
    worker.on('error', fail);
    // Terminated (close) or crashed: a search waiting on it fails instead of hanging.
    worker.on('exit', () => fail(new Error('the place gazetteer worker stopped')));
  }));

  const ask = async (terms: string, limit: number): Promise<ScoredPlace[]> => {
    const worker = await start();
    const id = nextId++;
    return new Promise<ScoredPlace[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, terms, limit } satisfies PlaceQuery);
    });
  };

  return {
    warm() {
      void start().catch(() => {});
    },
    ready: () => stats !== null,
    async search(terms, limit, coursesNear) {
      if (!coursesNear) return (await ask(terms, limit)).map((s) => toPlaceResult(s.record));
      const candidates = await ask(terms, Math.max(limit * GOLF_CANDIDATES_PER_RESULT, 20));
      return rankForGolfers(candidates, coursesNear, limit).map(toPlaceResult);
    },
    stats: () => stats,
    async close() {
      const worker = running;
      running = null;
      started = null;
      stats = null;
      if (worker) await worker.terminate();
    },
  };
}
