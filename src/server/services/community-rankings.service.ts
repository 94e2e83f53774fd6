/**
 * Community rankings as the server keeps them (issue 13): the recompute job and the reads.
 *
 * **When it recomputes.** Off the request path. A write that can change a ranking (a list's items
 * added, removed or reordered, a list deleted or made public or private, a course taken out of My
 * Lie by unmarking it played) marks that list's type dirty and (re)starts a timer: the dirty types
 * are recomputed `delayMs` after the last such write (30 s by default,
 * `COMMUNITY_RECOMPUTE_DELAY_MS`), and at the latest `maxWaitMs` after the first one (ten times
 * the delay), so a busy site still sees its rankings move. At start the server computes every
 * ranking if none was ever computed. Recomputes run one at a time; tests call `recompute()` and
 * await it.
 *
 * **How.** Per type: read every public list of that type (one snapshot), fit the model
 * (`../community/community-ranking.ts`) yielding to the event loop between iterations, and
 * write the type's rows hidden in short batches, then show them in one short transaction
 * (`data/community-rankings-write.ts`), so every replica serves the same ranking, readers never
 * see half of one, and no request waits long behind the write (issue 34). The server that wrote
 * it holds the new ranking from the rows written, so no first read waits for it to load.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  CommunityCountry, CommunityFilters, CommunityItem, CommunityRanking, CommunityRankingQuery, CommunityStats, CommunityStatsQuery, CourseCommunityScores,
} from '../../shared/contracts/community-rankings.contract';
import { COMMUNITY_RANKINGS, hasCommunityRanking, MIN_GOLFERS, type CommunityKind } from '../../shared/domain/community-rankings';
import type { Continent } from '../../shared/domain/enums';
import { MY_LIE_TYPE } from '../../shared/domain/list-rules';
import { notFoundRefusal } from '../../shared/domain/refusal';
import { communitySteps, type Ballot } from '../community/community-ranking';
import { answeredInMemory, CommunityRankingIndex } from '../indexes/community-ranking-index';
import { RevisionCache } from '../indexes/revision-cache';
import { AnswerCache, answerOf, keptAt, type KeptAnswers } from '../lib/answer-cache';
import { refuse } from '../lib/refused';
import { recomputeJob, type PendingMarks } from '../lib/recompute-job';
import type { StoredBallots } from '../data/community-ballots';
import type { CommunityRankingsRepository, RankingRow } from '../data/community-rankings.repository';
import { inProcessJobLock, type JobLock } from '../data/job-lock';
import type { DomainEvent } from './domain-events';

/** The course panel's places for some items of one ranking, keyed `courseId:hole` (`data/panel-rankings.repository.ts`). */
export type PanelPlaces = (kind: string, type: string, courseIds: string[]) => Promise<Map<string, { rank: number; panelists: number }>>;

/** A ranked item as this service reads and caches it; the panel's place is added per request. */
type CommunityRankedItem = Omit<CommunityItem, 'panel'>;
type CachedRanking = Omit<CommunityRanking, 'items'> & { items: CommunityRankedItem[] };

export interface CommunityJobOptions {
  /** Quiet time after the last change before a recompute. */
  delayMs: number;
  /** Longest wait after the first change (default 10 × delayMs). */
  maxWaitMs?: number;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** Where the panel puts a page's items (read per request: the panel moves on its own schedule); none when not given. */
  panelPlaces?: PanelPlaces;
  /** One recompute of a ranking at a time across processes (`data/job-lock.ts`); in-process only when not given. */
  lock?: JobLock;
  /** Pending recomputes kept in the database (`data/recompute-marks.repository.ts`); in memory only when not given. */
  marks?: PendingMarks;
}

export interface RecomputeReport {
  kind: CommunityKind;
  type: string;
  golfers: number;
  lists: number;
  items: number;
  iterations: number;
  converged: boolean;
  /** Reading lists, fitting, writing: milliseconds each. */
  readMs: number;
  fitMs: number;
  writeMs: number;
}

export const DEFAULT_RECOMPUTE_DELAY_MS = 30_000;

const keyOf = (kind: string, type: string) => `${kind}:${type}`;

/** The filters as a cache key (the country compared case-insensitively, as the query does). */
const filterKey = (f: CommunityFilters) =>
  [f.continent, f.country?.toLowerCase(), f.membership, f.courseType, f.architect?.toLowerCase(), f.yardageMin, f.yardageMax];
/** A page of a ranking as a cache key: the ranking, the page and the filters. */
export const rankingKey = ({ kind, type, page, pageSize, ...filters }: CommunityRankingQuery) =>
  JSON.stringify(['ranking', kind, type, page, pageSize, ...filterKey(filters)]);
const ALL_KEYS = COMMUNITY_RANKINGS.map((r) => keyOf(r.kind, r.type));

/** Stored lists as the model's ballots: golfers numbered in order. */
function toBallots(stored: StoredBallots): Ballot[] {
  const ballots: Ballot[] = [];
  let golfer = -1;
  let owner = '';
  for (const list of stored.lists) {
    if (list.owner !== owner) [owner, golfer] = [list.owner, golfer + 1];
    ballots.push({ golfer, items: list.items });
  }
  return ballots;
}

export function communityRankingsService(repo: CommunityRankingsRepository, options: CommunityJobOptions) {
  const { log } = options;
  const lock = options.lock ?? inProcessJobLock;
  /** Filtered pages and country lists this server read, each good for one revision of its ranking. */
  const pages = new RevisionCache<CachedRanking | CommunityCountry[] | CommunityStats>(500);
  /** The rankings themselves, each at the revision last read. */
  const held = new CommunityRankingIndex((kind, type) => repo.entries(kind, type));
  /** Ranking pages as the bytes sent, each for one revision of its ranking and of the panel's places. */
  const answers = new AnswerCache(8 * 1024 * 1024);

  /**
   * A page from the ranking this server holds for `revision` (one pass in memory, then the page's
   * course summaries), or from SQL for filters on the course's own fields (architect, yardage).
   */
  async function readPage(kind: string, type: string, revision: number | null, filters: CommunityFilters, page: number, pageSize: number) {
    // Never computed: nothing is ranked yet.
    if (revision === null) return { items: [], page, pageSize, total: 0 };
    if (!answeredInMemory(filters)) return repo.page(kind, type, filters, page, pageSize);
    const ranking = await held.get(kind, type, revision);
    const { entries, total } = ranking.page(filters, page, pageSize);
    const summaries = ranking.summaries;
    const missing = entries.map((e) => e.courseId).filter((id) => !summaries.has(id));
    for (const [id, course] of await repo.summaries(missing)) summaries.set(id, course);
    const from = (page - 1) * pageSize;
    const items = entries.flatMap((e, i) => {
      const course = summaries.get(e.courseId);
      // A course deleted since the ranking was read: its rows are gone and the revision moved on.
      return course ? [{ rank: from + i + 1, overallRank: e.rank, course, holeNumber: e.holeNumber, score: e.score, golfers: e.golfers }] : [];
    });
    return { items, page, pageSize, total };
  }

  async function recomputeOne(kind: CommunityKind, type: string): Promise<RecomputeReport> {
    const started = performance.now();
    const stored = await repo.ballots(kind, type);
    const read = performance.now();
    const steps = communitySteps(toBallots(stored));
    let step = steps.next();
    while (!step.done) {
      await nextTurn();
      step = steps.next();
    }
    const result = step.value;
    const rows: RankingRow[] = result.entries.map((e) => ({
      rank: e.rank,
      courseId: stored.courseIds[Math.floor(e.item / 100) - 1]!,
      holeNumber: e.item % 100 || null,
      score: e.score,
      golfers: e.golfers,
      strength: e.strength,
    }));
    const fitted = performance.now();
    // Held as soon as shown: a read of the new revision while the old rows are deleted must not load it.
    await repo.replace(kind, type, rows, {
      computedAt: new Date(), golfers: result.golfers, lists: result.ballots, iterations: result.iterations, durationMs: Math.round(fitted - started),
    }, (shown) => { if (shown) held.put(kind, type, shown.revision, shown.entries); });
    const report = {
      kind, type, golfers: result.golfers, lists: result.ballots, items: rows.length, iterations: result.iterations, converged: result.converged,
      readMs: read - started, fitMs: fitted - read, writeMs: performance.now() - fitted,
    };
    if (!result.converged) log.info(report, `community ranking ${kind}:${type} stopped at the iteration cap`);
    return report;
  }

  const job = recomputeJob<string, RecomputeReport>({
    keys: ALL_KEYS,
    delayMs: options.delayMs,
    maxWaitMs: options.maxWaitMs,
    run: (key) => recomputeOne(...(key.split(':') as [CommunityKind, string])),
    onError: (err) => log.error({ err }, 'community ranking recompute failed; it runs again on the next change'),
    exclusive: (key, task) => lock.exclusive(`community-rankings:${key}`, task),
    marks: options.marks,
  });

  /** Recomputes now (every ranking unless told which) and resolves when done; pending changes go in too. */
  const recompute = (only?: { kind: CommunityKind; type: string }[]): Promise<RecomputeReport[]> =>
    job.recompute(only?.map((r) => keyOf(r.kind, r.type)));

  /** A list of this kind and type changed (its items, its visibility, or it was deleted). */
  function typeChanged(kind: string, type: string): Promise<void> | undefined {
    return hasCommunityRanking(kind, type) ? job.mark(keyOf(kind, type)) : undefined;
  }

  /** A course was deleted: its rows are gone (the counts follow now); every ranking it was in loses its lists' items. */
  function everythingChanged(): Promise<void> {
    job.enqueue(() => repo.recountAll()).catch((err: unknown) => log.error({ err }, 'community rankings: counts after a course delete failed'));
    return job.mark(...ALL_KEYS);
  }

  /** A course was edited: its continent, country, membership and type, as filters see them (after any running recompute). */
  function courseEdited(courseId: string): void {
    job.enqueue(() => repo.refreshCourse(courseId)).catch((err: unknown) => log.error({ err }, 'community rankings: a course edit did not reach them'));
  }

  return {
    /** Hears every write that can change a ranking (`domain-events.ts`); resolves once the mark is kept, before the write is answered. */
    onEvent(event: DomainEvent): Promise<void> | undefined {
      switch (event.type) {
        case 'courses-unplayed': return typeChanged('course', MY_LIE_TYPE);
        case 'item-ranked': case 'items-changed': case 'list-deleted': return typeChanged(event.list.kind, event.list.type);
        case 'list-saved': return event.visibilityChanged ? typeChanged(event.list.kind, event.list.type) : undefined;
        case 'course-changed': return event.deleted ? everythingChanged() : void courseEdited(event.courseId);
        default: return undefined;
      }
    },

    recompute,
    /**
     * At start: computes every ranking when none was ever computed, else the rankings a previous
     * process left marked (writes it answered but had not recomputed when it stopped or crashed);
     * in the background, failures logged. Once across replicas starting together: the first takes
     * the lock and computes; the others skip it, or find it done when they get the lock.
     */
    async recomputeAtStart(): Promise<void> {
      try {
        await lock.exclusive('community-rankings:first', async () => {
          if (!(await repo.anyComputed())) await recompute();
          else await job.recomputePending();
        });
      } catch (err) {
        log.error({ err }, 'community rankings could not be computed at start; they will be on the next list change');
      }
    },
    /** Resolves when no recompute is running or queued. */
    settled: job.settled,
    /** Stops the timer; a running recompute finishes. */
    close: job.close,

    /**
     * A page of a ranking. One lookup of the ranking's revision, then the page this server read
     * for that revision if it has it: every server answers what the database holds now.
     */
    async ranking(q: CommunityRankingQuery): Promise<CommunityRanking> {
      const { kind, type, page, pageSize, ...filters } = q;
      const run = await repo.run(kind, type);
      const ranking = await pages.get(rankingKey(q), run?.revision ?? null, async () => ({
        kind, type, ...(await readPage(kind, type, run?.revision ?? null, filters, page, pageSize)),
        computedAt: run?.computedAt.toISOString() ?? null, minGolfers: MIN_GOLFERS,
      })) as CachedRanking;
      const panel = await options.panelPlaces?.(kind, type, ranking.items.map((i) => i.course._id)) ?? new Map();
      return { ...ranking, items: ranking.items.map((i) => ({ ...i, panel: panel.get(`${i.course._id}:${i.holeNumber ?? ''}`) ?? null })) };
    },
    /**
     * How a page of one ranking is kept as bytes (routes send it with `lib/cached-reply.ts`): for
     * the revision read now, in one statement, of the ranking and of the panel's places, so every
     * replica answers what the database holds. Before a first computation nothing is kept.
     */
    async keepRanking(kind: string, type: string): Promise<KeptAnswers> {
      const at = await repo.answerRevision(kind, type);
      if (!at) return { keep: async (_key, produce) => answerOf(await produce()), peek: () => undefined };
      const revision = `${kind}:${type}:${at.revision}.${at.panelAt?.getTime() ?? 0}`;
      return keptAt(answers, () => revision);
    },
    /** A ranking's items under the filters, counted by their courses' fields; cached per revision like pages. */
    async stats(q: CommunityStatsQuery): Promise<CommunityStats> {
      const { kind, type, ...filters } = q;
      const run = await repo.run(kind, type);
      return pages.get(JSON.stringify(['stats', kind, type, ...filterKey(filters)]), run?.revision ?? null, async () => ({
        kind, type, golfers: run?.golfers ?? 0, lists: run?.lists ?? 0, items: await repo.countItems(kind, type, filters),
        computedAt: run?.computedAt.toISOString() ?? null, minGolfers: MIN_GOLFERS,
      })) as Promise<CommunityStats>;
    },
    /** Where a course stands in every community ranking it is in (one index read; not cached). */
    async ofCourse(courseId: string): Promise<CourseCommunityScores> {
      const rankings = await repo.ofCourse(courseId);
      if (!rankings) throw refuse(notFoundRefusal('Course'));
      return { courseId, rankings };
    },
    async countries(continent?: Continent): Promise<CommunityCountry[]> {
      const run = await repo.run('course', 'mylie');
      return pages.get(JSON.stringify(['countries', continent]), run?.revision ?? null, () => repo.countries('course', 'mylie', continent)) as Promise<CommunityCountry[]>;
    },
  };
}

export type CommunityRankingsService = ReturnType<typeof communityRankingsService>;
