/**
 * `readCoursesInWorker` (issue 32): the reader and the mapping in a worker thread give exactly
 * what `readCourses` gives in the process (items, lines, warnings, stops), count the raw bytes,
 * stop at a bound, and a worker that dies (its heap bound met) ends the read as a stop while the
 * process lives on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportStop, type ReadItem, type ReadOptions } from '../../../../src/server/import/import-record';
import { readCourses } from '../../../../src/server/import/read/read-courses';
import { readCoursesInWorker } from '../../../../src/server/import/read/read-in-worker';
import { fixture } from './read-helpers';

interface Outcome { format: string; source: string; items: ReadItem[]; warnings: string[]; stop: { line: number | null; message: string } | null }

async function outcome(read: () => Promise<{ format: string; source: string; items: AsyncIterable<ReadItem>; warnings: string[]; close?: () => Promise<void> }>): Promise<Outcome> {
  let result;
  try {
    result = await read();
  } catch (e) {
    if (!(e instanceof ImportStop)) throw e;
    return { format: '-', source: '-', items: [], warnings: [], stop: { line: e.line, message: e.message } };
  }
  const items: ReadItem[] = [];
  let stop: Outcome['stop'] = null;
  try {
    for await (const item of result.items) items.push(item);
  } catch (e) {
    if (!(e instanceof ImportStop)) throw e;
    stop = { line: e.line, message: e.message };
  } finally {
    await result.close?.();
  }
  return { format: result.format, source: result.source, items, warnings: [...result.warnings], stop };
}

const both = async (name: string, options: Partial<ReadOptions> = {}) => {
  const o = { fileName: name, ...options };
  return {
    here: await outcome(() => readCourses(fs.createReadStream(fixture(name)), o)),
    there: await outcome(() => readCoursesInWorker(fs.createReadStream(fixture(name)), o)),
  };
};

describe('reading in a worker thread', () => {
  it.each([
    ['bad-lines.ndjson', {}],
    ['courses.csv', { source: 'club-list' }],
    ['osm-courses.geojson', {}],
    ['truncated.ndjson.gz', {}],
    ['cut-off.geojson', {}],
    ['ndjson-named.csv', {}],
    ['picture.csv', {}],
    ['missing-column.csv', {}],
    ['courses.csv', {}],
  ] as const)('%s %j: the same items, lines, warnings and stop as in the process', async (name, options) => {
    const { here, there } = await both(name, options);
    expect(there).toEqual(here);
  });

  it('the whole OpenGolf release: every record as in the process, and the raw bytes counted', async () => {
    const file = path.resolve(process.cwd(), '../shared/data/opengolfapi-us.ndjson.gz');
    let bytes = 0;
    const there = await outcome(() => readCoursesInWorker(fs.createReadStream(file), { fileName: path.basename(file), onBytes: (n) => { bytes = n; } }));
    const here = await outcome(() => readCourses(fs.createReadStream(file), { fileName: path.basename(file) }));
    expect(there.items).toHaveLength(15_667);
    expect(there).toEqual(here);
    expect(bytes).toBe(fs.statSync(file).size);
  }, 60_000);

  it('a bound met in the worker stops the read with its line, after the records before it', async () => {
    const lines = ['{"type":"Feature","geometry":{"type":"Point","coordinates":[-75.1,40.1]},"properties":{"name":"Alpha Golf Club"}}',
      `{"type":"Feature","properties":{"name":"${'x'.repeat(5000)}"}}`];
    const there = await outcome(() => readCoursesInWorker(Readable.from([Buffer.from(lines.join('\n'))]), { fileName: 'long.ndjson', source: 't', limits: { maxRecordChars: 1000 } }));
    expect(there.items.map((i) => i.line)).toEqual([1]);
    expect(there.stop).toEqual({ line: 2, message: 'long.ndjson: line 2 is longer than 1,000 characters (the limit): not a file of courses; stopped there, the records before it were read' });
  });

  it('a worker that runs out of its heap ends the read as a stop; the process goes on', async () => {
    const file = path.resolve(process.cwd(), '../shared/data/opengolfapi-us.ndjson.gz');
    const read = await readCoursesInWorker(fs.createReadStream(file), { fileName: 'release.ndjson.gz' }, { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 })
      .then((r) => outcome(async () => r), (e: unknown) => ({ stop: { line: (e as ImportStop).line, message: (e as ImportStop).message }, items: [] }));
    expect(read.stop?.message).toBe('release.ndjson.gz: reading it took more than the reader\'s 24 MB of memory: not a file of courses; stopped there, the records before it were read');
    // This process is fine: the next read works.
    const again = await outcome(() => readCoursesInWorker(fs.createReadStream(fixture('bad-lines.ndjson')), { fileName: 'bad-lines.ndjson' }));
    expect(again.items.length).toBeGreaterThan(5);
  }, 60_000);
});
