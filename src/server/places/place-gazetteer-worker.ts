/**
 * The worker thread behind threaded-place-gazetteer.ts: builds the place index (several seconds of
 * CPU and about 270 MB while parsing) off the server's event loop, then answers scored searches.
 *
 *   in:  { id, terms, limit }              out: { id, scored: ScoredPlace[] }
 *   out, once built: { built: PlaceLoadStats }, or { failed: message }
 */
import { parentPort } from 'node:worker_threads';
import type { ScoredPlace } from './golf-places';
import { buildPlaceIndex, type PlaceLoadStats } from './place-gazetteer';

export interface PlaceQuery { id: number; terms: string; limit: number }
export type PlaceWorkerMessage = { built: PlaceLoadStats } | { failed: string } | { id: number; scored: ScoredPlace[] };

const port = parentPort;
if (!port) throw new Error('place-gazetteer-worker.ts runs as a worker thread');
try {
  const { index, stats } = buildPlaceIndex();
  port.postMessage({ built: stats } satisfies PlaceWorkerMessage);
  port.on('message', (q: PlaceQuery) => {
    port.postMessage({ id: q.id, scored: index.searchScored(q.terms, q.limit) } satisfies PlaceWorkerMessage);
  });
} catch (err) {
  port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies PlaceWorkerMessage);
}
