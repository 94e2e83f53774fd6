/**
 * runImport's batches against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a
 * batch the database refuses is rolled back whole and stops the run, the batches before it stay;
 * progress comes at most every 200 ms and once at the end.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { BATCH_SIZE, runImport } from '../../src/server/import/run-import';
import { silentAnnouncer } from '../../src/server/services/course-changes';
import type { ImportProgress } from '../../src/shared/contracts/course-import.contract';
import { openTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // The database refuses one course by name, as it would refuse a row breaking a constraint.
  await database.db.execute(sql.raw(`
    create function refuse_boom() returns trigger language plpgsql as $$
    begin if new.club_name = 'Boom Links' then raise exception 'refused: %', new.club_name; end if; return new; end $$`));
  await database.db.execute(sql.raw('create trigger refuse_boom before insert on courses for each row execute function refuse_boom()'));
});
afterAll(() => database?.close());

/** `n` OpenGolf features a kilometre and more apart, with distinct names; `boomAt` (1-based) named Boom Links. */
function features(n: number, boomAt?: number): string {
  return Array.from({ length: n }, (_, i) => JSON.stringify({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-100 + (i % 100) * 0.05, 35 + Math.floor(i / 100) * 0.05] },
    properties: { id: `t-${i + 1}`, name: i + 1 === boomAt ? 'Boom Links' : `Testcourse ${i + 1}`, country: 'US', state: 'KS', type: 'Public', holes: 18, par: 72, updated_at: '2026-04-01T00:00:00+00:00' },
  })).join('\n') + '\n';
}
const coursesNamed = async (prefix: string) =>
  Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from courses where club_name like ${`${prefix}%`}`))[0]!.n);

describe('runImport batches', () => {
  it('a refused batch is rolled back whole and stops the run; the batches before stay', async () => {
    const boomAt = BATCH_SIZE + 700;
    const report = await runImport({ database, announcer: silentAnnouncer }, { input: Readable.from([features(BATCH_SIZE * 2 + 500, boomAt)]), fileName: 'boom.ndjson', source: 'batch-test' });
    expect(report.stopped).toEqual({ line: BATCH_SIZE + 1, message: expect.stringMatching(/^The database refused the batch from line 1001 \(nothing of it was written\): refused: Boom Links$/) });
    expect(report.inserted).toBe(BATCH_SIZE);
    expect(await coursesNamed('Testcourse')).toBe(BATCH_SIZE);
    const [links] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from course_sources where source_id like 't-%'`);
    expect(Number(links!.n)).toBe(BATCH_SIZE);
  });

  it('reports progress at most every 200 ms, and at the end with every record', async () => {
    await database.db.execute(sql`delete from courses where club_name like 'Testcourse%'`);
    const seen: { at: number; p: ImportProgress }[] = [];
    const text = features(3000);
    const report = await runImport({ database, announcer: silentAnnouncer }, {
      input: Readable.from([text]), fileName: 'many.ndjson', source: 'batch-test', totalBytes: Buffer.byteLength(text),
      onProgress: (p) => seen.push({ at: performance.now(), p }),
    });
    expect(report).toMatchObject({ read: 3000, inserted: 3000, stopped: null });
    expect(seen.at(-1)!.p).toMatchObject({ records: 3000, totalBytes: Buffer.byteLength(text), bytesRead: Buffer.byteLength(text) });
    const gaps = seen.slice(1, -1).map((s, i) => s.at - seen[i]!.at);
    expect(gaps.every((g) => g >= 199)).toBe(true);
  });
});
