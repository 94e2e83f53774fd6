/**
 * The panel rankings (issue 24): the recompute job and the reads.
 *
 * **When it recomputes.** As the community's, off the request path and after the same quiet spell:
 * a list write marks its type; anything that changes who is on the panel or what their votes may
 * count (an approval, a revocation or withdrawal, a disabled or enabled account, a declared
 * conflict, a course marked played or not, a deleted course) marks every type. A panel is a few
 * hundred golfers, so a whole recompute is cheap. At start the server computes every panel
 * ranking if none was ever computed.
 *
 * **How.** Per type: read the panelists' public lists (`data/panel-ballots.ts`), run the method
 * (`../community/panel-ranking.ts`), replace the type's rows in one transaction.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  CoursePanelScores, Disagreements, MyConflict, PanelRanking, PanelRankingQuery,
} from '../../shared/contracts/panel-rankings.contract';
import { hasCommunityRanking, type CommunityKind } from '../../shared/domain/community-rankings';
import { disagreements, MIN_PANELISTS, PANEL_RANKINGS, type ConflictKind } from '../../shared/domain/panel-rankings';
import { panelSteps } from '../community/panel-ranking';
import type { PanelConflictsRepository } from '../data/panel-conflicts.repository';
import type { PanelRankingsRepository } from '../data/panel-rankings.repository';
import { inProcessJobLock, type JobLock } from '../data/job-lock';
import { notFoundRefusal, refusal } from '../../shared/domain/refusal';
import { refuse } from '../lib/refused';
import { recomputeJob, type PendingMarks } from '../lib/recompute-job';
import type { DomainEvent, DomainEvents } from './domain-events';

export interface PanelJobOptions {
  delayMs: number;
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** One recompute of a panel ranking at a time across processes (`data/job-lock.ts`); in-process only when not given. */
  lock?: JobLock;
  /** Pending recomputes kept in the database (`data/recompute-marks.repository.ts`); in memory only when not given. */
  marks?: PendingMarks;
}

export interface PanelRecomputeReport {
  kind: CommunityKind;
  type: string;
  panelists: number;
  lists: number;
  items: number;
  conflicts: number;
  unplayed: number;
  trimmed: number;
}

const keyOf = (kind: string, type: string) => `${kind}:${type}`;
const ALL_KEYS = PANEL_RANKINGS.map((r) => keyOf(r.kind, r.type));

export function panelRankingsService(
  { repo, conflicts, events }: { repo: PanelRankingsRepository; conflicts: PanelConflictsRepository; events: DomainEvents },
  options: PanelJobOptions,
) {
  const { log } = options;
  const lock = options.lock ?? inProcessJobLock;

  async function recomputeOne(kind: CommunityKind, type: string): Promise<PanelRecomputeReport> {
    const stored = await repo.ballots(kind, type);
    const steps = panelSteps(stored.ballots);
    let step = steps.next();
    while (!step.done) {
      await nextTurn();
      step = steps.next();
    }
    const result = step.value;
    const rows = result.entries.map((e) => ({
      rank: e.rank, courseId: stored.courseIds[Math.floor(e.item / 100)]!, holeNumber: e.item % 100 || null, score: e.score,
      strength: e.strength, panelists: e.panelists, spread: e.spread, trimmed: e.trimmed, conflicts: e.conflicts, latestAt: new Date(e.latestAt),
    }));
    await repo.replace(kind, type, rows, {
      computedAt: new Date(), roster: stored.roster, panelists: result.panelists, lists: result.lists,
      conflicts: result.conflicts, unplayed: result.unplayed, trimmed: result.trimmed,
    });
    return { kind, type, panelists: result.panelists, lists: result.lists, items: rows.length, conflicts: result.conflicts, unplayed: result.unplayed, trimmed: result.trimmed };
  }

  const job = recomputeJob<string, PanelRecomputeReport>({
    keys: ALL_KEYS,
    delayMs: options.delayMs,
    run: (key) => recomputeOne(...(key.split(':') as [CommunityKind, string])),
    onError: (err) => log.error({ err }, 'panel ranking recompute failed; it runs again on the next change'),
    exclusive: (key, task) => lock.exclusive(`panel-rankings:${key}`, task),
    marks: options.marks,
  });

  const typeChanged = (kind: string, type: string) => (hasCommunityRanking(kind, type) ? job.mark(keyOf(kind, type)) : undefined);

  return {
    /** Hears every write that can change a panel ranking (`domain-events.ts`); resolves once the mark is kept. */
    onEvent(event: DomainEvent): Promise<void> | undefined {
      switch (event.type) {
        case 'item-ranked': case 'items-changed': case 'list-deleted': return typeChanged(event.list.kind, event.list.type);
        case 'list-saved': return event.visibilityChanged ? typeChanged(event.list.kind, event.list.type) : undefined;
        case 'courses-played': case 'courses-unplayed': case 'panel-changed': return job.mark(...ALL_KEYS);
        case 'course-changed': return event.deleted ? job.mark(...ALL_KEYS) : undefined;
        default: return undefined;
      }
    },

    /** Recomputes now (every panel ranking unless told which) and resolves when done. */
    recompute: (only?: { kind: CommunityKind; type: string }[]) => job.recompute(only?.map((r) => keyOf(r.kind, r.type))),
    /** At start, once across replicas (as the community's): everything when never computed, else what a previous process left marked. */
    async recomputeAtStart(): Promise<void> {
      try {
        await lock.exclusive('panel-rankings:first', async () => {
          if (!(await repo.anyComputed())) await job.recompute();
          else await job.recomputePending();
        });
      } catch (err) {
        log.error({ err }, 'panel rankings could not be computed at start; they will be on the next change');
      }
    },
    settled: job.settled,
    close: job.close,

    async ranking({ kind, type, page, pageSize }: PanelRankingQuery): Promise<PanelRanking> {
      const [run, items] = await Promise.all([repo.run(kind, type), repo.page(kind, type, page, pageSize)]);
      return {
        kind, type, ...items,
        run: {
          computedAt: run?.computedAt.toISOString() ?? null, roster: run?.roster ?? 0, panelists: run?.panelists ?? 0, lists: run?.lists ?? 0,
          conflicts: run?.conflicts ?? 0, unplayed: run?.unplayed ?? 0, trimmed: run?.trimmed ?? 0, minPanelists: MIN_PANELISTS,
        },
      };
    },

    async disagreements(type: string, limit: number): Promise<Disagreements> {
      const common = await repo.common(type);
      const ordered = disagreements(common).slice(0, limit);
      return {
        type, compared: common.length,
        items: ordered.map((c) => ({
          course: c.course, gap: c.gap,
          panel: { rank: c.panelRank, score: c.panelScore, panelists: c.panelists },
          community: { rank: c.communityRank, score: c.communityScore, golfers: c.golfers },
        })),
      };
    },

    async ofCourse(courseId: string): Promise<CoursePanelScores> {
      const rankings = await repo.ofCourse(courseId);
      if (!rankings) throw refuse(notFoundRefusal('Course'));
      return { courseId, rankings, declared: await repo.declaredOn(courseId) };
    },

    myConflicts: (userId: string): Promise<MyConflict[]> => conflicts.mine(userId),

    /** Replaces the golfer's conflicts on a course; the panel rankings follow after the quiet spell. */
    async declareConflicts(userId: string, courseId: string, kinds: ConflictKind[]): Promise<MyConflict[]> {
      if (!(await conflicts.replace(userId, courseId, kinds))) throw refuse(refusal('not-found', 'no such course', 'courseId'), 'path');
      await events.emit({ type: 'panel-changed' });
      return conflicts.mine(userId);
    },
  };
}

export type PanelRankingsService = ReturnType<typeof panelRankingsService>;
