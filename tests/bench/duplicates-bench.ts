/**
 * The duplicate search at catalogue scale (not a test): N courses spread over land-ish boxes, a few
 * hundred of them near-duplicates, then `nearPairs` + `duplicatePairs` timed on PGlite (or
 * PostgreSQL with DATABASE_URL). `npx tsx tests/bench/duplicates-bench.ts [N]`.
 */
import { courses } from '../../src/server/data/schema';
import { openDatabase } from '../../src/server/db/client';
import { courseMergeRepository } from '../../src/server/data/course-merge.repository';
import { DUPLICATE_RADIUS_KM, duplicatePairs } from '../../src/shared/domain/courses/course-duplicates';

const n = Number(process.argv[2] ?? 40_000);
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: null });
await database.migrate();
const rows = Array.from({ length: n }, (_, i) => {
  // Dense like the real catalogue: most courses in a few regions.
  const region = [[30, 48, -125, -70], [36, 58, -10, 25], [-38, -28, 140, 154], [33, 43, 129, 142]][i % 4]!;
  return { clubName: `Course ${i} Golf Club`, lat: region[0]! + rand() * (region[1]! - region[0]!), lng: region[2]! + rand() * (region[3]! - region[2]!), country: 'X' };
});
const dups = rows.slice(0, 300).map((r, i) => ({ ...r, clubName: `The Course ${i} GC`, lat: r.lat + 0.003 }));
for (let i = 0; i < rows.length; i += 5000) await database.db.insert(courses).values(rows.slice(i, i + 5000));
await database.db.insert(courses).values(dups);
const repo = courseMergeRepository(database.db);
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const near = await repo.nearPairs(DUPLICATE_RADIUS_KM, 100_000);
  const t1 = performance.now();
  const pairs = duplicatePairs(near);
  const t2 = performance.now();
  console.log(`${n + dups.length} courses: ${near.length} near pairs in ${(t1 - t0).toFixed(0)} ms (SQL), ${pairs.length} duplicates in ${(t2 - t1).toFixed(0)} ms (names)`);
}
await database.close();
