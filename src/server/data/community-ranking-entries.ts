/**
 * Every item of a ranking as servers hold it (`indexes/community-ranking-index.ts`), read in one
 * statement or, on PGlite, in short ones.
 *
 * On PGlite a statement holds the one connection and the event loop until it ends: the whole
 * ranking of 36,000 rows in one statement held them for about 200 ms, and every request that came
 * meanwhile waited (issue 34: no request waits more than 100 ms behind background work). In short
 * statements the rows of the shown generation are read `ENTRY_PAGE` ranks at a time, with a turn
 * of the event loop between; the run's revision before and after says whether they are one
 * ranking (a course edit or a new computation shown meanwhile moves it), else it reads again.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './database';
import { communityRankingRuns, communityRankings } from './community.schema';
import { shownGeneration } from './community-generation';
import type { RankedEntry } from './community-rankings-write';

/**
 * Separators of the rows' text: ASCII unit and record separators, which no course field holds
 * (inputs refuse control characters). Nulls are written as empty fields (concat_ws would skip them).
 */
const FIELD = '\u001f';
const LINE = '\u001e';
/** Ranks per short statement: about 10 ms on PGlite. */
const ENTRY_PAGE = 4000;
/** Reads in short statements before one statement reads the ranking whole (it kept moving under them). */
const ATTEMPTS = 3;

/** The rows as one text value, a line per item, in rank order: 40,000 rows as rows cost PGlite 1.2 s to hand over, as text about 0.1 s. */
const linesOf = (where: SQL, limit?: number) => sql`
  select string_agg(concat_ws(${FIELD}, rank, course_id, coalesce(hole_number::text, ''), score, golfers,
      coalesce(continent::text, ''), coalesce(lower(country), ''), coalesce(club_membership::text, ''), course_type),
    ${LINE} order by rank) as lines
  from (select * from ${communityRankings} where ${where} order by rank ${limit ? sql`limit ${limit}` : sql``}) shown`;

function parse(lines: string | null, into: RankedEntry[]): number {
  if (!lines) return 0;
  let n = 0;
  for (const line of lines.split(LINE)) {
    const [rank, courseId, hole, score, golfers, continent, country, membership, courseType] = line.split(FIELD) as string[];
    into.push({
      rank: Number(rank), courseId: courseId!, holeNumber: hole ? Number(hole) : null, score: Number(score), golfers: Number(golfers),
      continent: continent || null, country: country || null, membership: membership || null, courseType: courseType!,
    });
    n++;
  }
  return n;
}

const ofRanking = (kind: string, type: string) => sql`${communityRankings.listKind} = ${kind} and ${communityRankings.listType} = ${type}`;

/** The ranking's shown rows in one statement. */
export async function entriesAtOnce(db: Db, kind: string, type: string): Promise<RankedEntry[]> {
  const [row] = await queryRows<{ lines: string | null }>(db, linesOf(sql`${ofRanking(kind, type)} and ${shownGeneration(kind, type)}`));
  const entries: RankedEntry[] = [];
  parse(row?.lines ?? null, entries);
  return entries;
}

async function runAt(db: Db, kind: string, type: string) {
  const [run] = await queryRows<{ generation: number; revision: number }>(db, sql`
    select generation, revision from ${communityRankingRuns} where list_kind = ${kind} and list_type = ${type}`);
  return run ?? null;
}

export interface PagedReadOptions {
  /** Ranks per statement. */
  pageSize?: number;
  /** Runs between two statements (tests put a course edit there). */
  betweenPages?: () => Promise<void>;
}

/** The ranking's shown rows in short statements, all of one revision. */
export async function entriesInPages(
  db: Db, kind: string, type: string, { pageSize = ENTRY_PAGE, betweenPages }: PagedReadOptions = {},
): Promise<RankedEntry[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = await runAt(db, kind, type);
    if (!before) return [];
    const entries: RankedEntry[] = [];
    for (let after = 0; ;) {
      await nextTurn();
      const [row] = await queryRows<{ lines: string | null }>(db, linesOf(
        sql`${ofRanking(kind, type)} and generation = ${before.generation} and rank > ${after}`, pageSize));
      if (parse(row?.lines ?? null, entries) < pageSize) break;
      after = entries[entries.length - 1]!.rank;
      await betweenPages?.();
    }
    await nextTurn();
    if ((await runAt(db, kind, type))?.revision === before.revision) return entries;
  }
  return entriesAtOnce(db, kind, type);
}
