/**
 * A plain measure of the machine, printed beside the suite's times: machines of one kind differ
 * (the same commit's `npm test` took 29 minutes on one 2-core machine and 50 on another), so a
 * step's seconds are judged against this figure from the same run, not against another machine's.
 *
 * One core, a fixed amount of work of the kinds the suite does most: hashing (bundling, caches),
 * parsing JSON and walking objects (vitest, the API), and string building (the renderer's DOM).
 */
import { createHash } from 'node:crypto';

export interface Baseline {
  ms: number;
  /** A checksum of the work, so it cannot be skipped. */
  check: number;
}

export function machineBaseline(): Baseline {
  const started = performance.now();
  let check = 0;
  const block = Buffer.alloc(1 << 20, 7);
  for (let i = 0; i < 96; i++) check ^= createHash('sha256').update(block).digest()[0]!;
  const doc = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `Course ${i}`, lng: i / 400, lat: -i / 800, tags: ['a', 'b', String(i % 7)] })));
  for (let i = 0; i < 6; i++) {
    const parsed = JSON.parse(doc) as { id: number; tags: string[] }[];
    check ^= parsed.reduce((s, c) => (s + c.id * c.tags.length) | 0, 0);
  }
  let text = '';
  for (let i = 0; i < 400_000; i++) text += `<li data-id="${i}">${i.toString(36)}</li>`;
  check ^= text.length;
  return { ms: Math.round(performance.now() - started), check };
}
