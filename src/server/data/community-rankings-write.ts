/**
 * How a community ranking's rows are written (issue 34): never in one long transaction, which on
 * PGlite holds its one connection (and every request's query behind it) for seconds.
 *
 * 1. The new rows go in under a new generation (a sequence: two replicas never share one), in
 *    short transactions of `BATCH` rows. Readers see only the generation the ranking's run names
 *    (`shownGeneration` in `community-generation.ts`), so the new rows stay hidden.
 * 2. One short transaction names the new generation in the run, bumps its revision and counts it
 *    again: every reader and replica sees the whole old ranking before it and the whole new one
 *    after. A computation older than the one shown (two replicas overlapping) is not shown.
 * 3. Older generations' rows are deleted in short statements of `BATCH` rows.
 *
 * Every write to a ranking's rows or counts takes the ranking's advisory lock for its transaction,
 * so recomputes (one per replica) and course edits take turns between batches instead of
 * interleaving: a course edit's copy reaches the rows already written, and later batches read the
 * edited course.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { CommunityKind } from '../../shared/domain/community-rankings';
import { queryRows, type Db } from './database';
import { communityRankingCounts, communityRankingRuns, communityRankings } from './community.schema';
import { shownGeneration } from './community-generation';
import type { Tx } from './list-order';
import { announceRevisionsMoved, rankingRevisionsMoved } from './ranking-revisions';
import { courses } from './schema';

export interface RankingRow {
  rank: number;
  courseId: string;
  holeNumber: number | null;
  score: number;
  golfers: number;
  strength: number;
}

/** One ranked item as servers hold it (`indexes/community-ranking-index.ts`), with the course fields the filters read (country in lower case). */
export interface RankedEntry {
  rank: number;
  courseId: string;
  holeNumber: number | null;
  score: number;
  golfers: number;
  continent: string | null;
  country: string | null;
  membership: string | null;
  courseType: string;
}

export interface RankingRun {
  computedAt: Date;
  golfers: number;
  lists: number;
  iterations: number;
  durationMs: number;
}

/**
 * Rows per statement, inserted or deleted: about 25 ms each on PGlite (six indexes), quiet, so a
 * request waits at most that long behind a recompute's write. The rows travel as one JSON
 * parameter, unpacked by jsonb_to_recordset.
 */
const BATCH = 250;

const ofRun = (kind: string, type: string) =>
  sql`${communityRankingRuns.listKind} = ${kind} and ${communityRankingRuns.listType} = ${type}`;

const lockRanking = (tx: Tx, kind: string, type: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community_rankings:${kind}:${type}`}))`);

/** Locks several rankings in one order (two writers never wait on each other crosswise). */
export async function lockRankings(tx: Tx, types: { kind: string; type: string }[]): Promise<{ kind: string; type: string }[]> {
  const sorted = [...new Map(types.map((t) => [`${t.kind}:${t.type}`, t])).entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, t]) => t);
  for (const { kind, type } of sorted) await lockRanking(tx, kind, type);
  return sorted;
}

/** A ranking's items counted by continent, country (as the course has it), membership and course type. */
type FieldCount = { continent: string | null; country: string | null; membership: string | null; courseType: string; items: number };

/**
 * Counts the shown generation of a ranking by continent, country, membership and course type again
 * (a new revision, returned): from its rows, or from `counted` when the caller counted the rows it
 * wrote (a count over 36,000 rows held PGlite for 30 ms inside the switch).
 */
export async function recount(tx: Tx, kind: string, type: string, counted?: FieldCount[]): Promise<number> {
  const [moved] = await tx.update(communityRankingRuns).set({ revision: sql`${communityRankingRuns.revision} + 1` }).where(ofRun(kind, type))
    .returning({ revision: communityRankingRuns.revision });
  await tx.delete(communityRankingCounts).where(sql`${communityRankingCounts.listKind} = ${kind} and ${communityRankingCounts.listType} = ${type}`);
  await tx.execute(counted ? sql`
    insert into ${communityRankingCounts} (list_kind, list_type, continent, country, club_membership, course_type, items)
    select ${kind}, ${type}, c.continent::continent, c.country, c.membership::club_membership, c."courseType"::course_type, c.items
    from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as c(continent text, country text, membership text, "courseType" text, items int)`
    : sql`
    insert into ${communityRankingCounts} (list_kind, list_type, continent, country, club_membership, course_type, items)
    select list_kind, list_type, continent, country, club_membership, course_type, count(*)::int
    from ${communityRankings} where list_kind = ${kind} and list_type = ${type} and ${shownGeneration(kind, type)}
    group by list_kind, list_type, continent, country, club_membership, course_type`);
  return moved?.revision ?? 0;
}

/** Counts a row by its fields as `recount` does, adding to `into`. */
function countInto(into: Map<string, FieldCount>, { continent, country, membership, courseType }: Omit<FieldCount, 'items'>): void {
  const key = JSON.stringify([continent, country, membership, courseType]);
  const count = into.get(key);
  if (count) count.items++;
  else into.set(key, { continent, country, membership, courseType, items: 1 });
}

/**
 * The ranking as shown once a write returns: its revision and its entries in rank order, as
 * `entries` in the repository would read them. Null when the write's rows may differ from what is
 * shown (a newer computation was shown instead, or a course edit or delete moved the ranking while
 * the rows were written): readers then load it.
 */
export type ShownRanking = { revision: number; entries: RankedEntry[] } | null;

/**
 * Writes a new computation of one ranking (steps 1-3 above). `onShown` hears the shown ranking as
 * soon as it is shown, before the old rows are deleted (readers meanwhile ask for the new revision).
 */
export async function replaceRanking(
  db: Db, kind: CommunityKind, type: string, rows: RankingRow[], run: RankingRun, onShown?: (shown: ShownRanking) => void,
): Promise<ShownRanking> {
  const [next] = await queryRows<{ generation: number; revision: number | null }>(db, sql`
    select nextval('community_ranking_generations')::int as generation,
      (select revision from ${communityRankingRuns} where ${ofRun(kind, type)}) as revision`);
  const generation = next!.generation;
  // Course edits and deletes move the revision under the lock (recount); the same revision at the switch means none came between.
  const revisionBefore = next!.revision ?? 0;
  const entries: RankedEntry[] = [];
  const counts = new Map<string, FieldCount>();
  for (let i = 0; i < rows.length; i += BATCH) {
    // PGlite answers without a turn of the event loop: without this, requests would not get in between batches.
    await nextTurn();
    const chunk = JSON.stringify(rows.slice(i, i + BATCH));
    const written = await db.transaction(async (tx) => {
      await lockRanking(tx, kind, type);
      // Rows of courses deleted since the lists were read drop out of the join.
      return queryRows<RankedEntry & { countryAsIs: string | null }>(tx, sql`
        insert into ${communityRankings} (list_kind, list_type, generation, rank, course_id, hole_number, score, golfers, strength,
          continent, country, club_membership, course_type)
        select ${kind}, ${type}, ${generation}, r.rank, r."courseId", r."holeNumber", r.score, r.golfers, r.strength,
          c.continent, c.country, c.club_membership, c.type
        from jsonb_to_recordset(${chunk}::jsonb)
          as r(rank int, "courseId" uuid, "holeNumber" int, score float8, golfers int, strength float8)
        join ${courses} c on c.id = r."courseId"
        returning rank, course_id as "courseId", hole_number as "holeNumber", score, golfers,
          continent::text as continent, lower(country) as country, club_membership::text as membership, course_type::text as "courseType",
          country as "countryAsIs"`);
    });
    for (const { countryAsIs, ...entry } of written) {
      entries.push(entry);
      countInto(counts, { ...entry, country: countryAsIs });
    }
  }
  await nextTurn();
  const shown = await db.transaction(async (tx): Promise<ShownRanking> => {
    await lockRanking(tx, kind, type);
    const [current] = await tx.select({ generation: communityRankingRuns.generation, revision: communityRankingRuns.revision })
      .from(communityRankingRuns).where(ofRun(kind, type));
    if (current && current.generation > generation) return null;
    const values = { listKind: kind, listType: type, ...run, items: entries.length, generation };
    // A first computation starts at 0 and the recount makes it revision 1; a later one keeps its revision for the recount to move on.
    await tx.insert(communityRankingRuns).values({ ...values, revision: 0 }).onConflictDoUpdate({
      target: [communityRankingRuns.listKind, communityRankingRuns.listType],
      set: values,
    });
    // No course edit or delete came between (the same revision): the rows written are the rows shown, counted as written.
    const unmoved = (current?.revision ?? 0) === revisionBefore;
    const revision = await recount(tx, kind, type, unmoved ? [...counts.values()] : undefined);
    await announceRevisionsMoved(tx);
    return unmoved ? { revision, entries: entries.sort((a, b) => a.rank - b.rank) } : null;
  });
  rankingRevisionsMoved(db);
  onShown?.(shown);
  await dropHiddenGenerations(db, kind, type);
  return shown;
}

/** Deletes the rows of generations older than the one shown (the one it replaced, a computation that lost), `BATCH` at a time. */
async function dropHiddenGenerations(db: Db, kind: string, type: string): Promise<void> {
  for (;;) {
    await nextTurn();
    const deleted = await queryRows<{ rank: number }>(db, sql`
      delete from ${communityRankings} where (list_kind, list_type, generation, rank) in (
        select list_kind, list_type, generation, rank from ${communityRankings}
        where list_kind = ${kind} and list_type = ${type}
          and generation < (select generation from ${communityRankingRuns} where ${ofRun(kind, type)})
        limit ${BATCH})
      returning rank`);
    if (deleted.length < BATCH) return;
  }
}

