/**
 * The panel ranking (issue 24): approved panelists' public lists through the community's model
 * (`community-ranking.ts`), after three steps the crowd does not take. The thresholds are the
 * published method (`shared/domain/panel-rankings.ts`).
 *
 * 1. **Conflicts and unplayed courses out.** An item the panelist declared a conflict on
 *    (architect, member, owner, comped round), or a course they have not marked played, is taken
 *    out of their list before anything else, and counted per course.
 * 2. **Outliers trimmed.** Each remaining item is an evaluation scored by its place in its list (10
 *    first, 0 last); per course, an evaluation far from the others' mean (`outliers`) is taken out
 *    too, and counted.
 * 3. **Fit.** What is left is fitted exactly as the crowd's lists are (one vote per panelist,
 *    however many lists), and a course shows once `MIN_PANELISTS` panelists evaluated it.
 *
 * Each shown course carries how many panelists evaluated it, the spread of their kept scores, how
 * many evaluations were trimmed and left out for conflicts, and the latest evaluation's date.
 */
import { evaluationScore, MIN_PANELISTS, outliers, spreadOf } from '../../shared/domain/panel-rankings';
import { communitySteps, type Ballot, type CommunityOptions } from './community-ranking';

export interface PanelItem {
  /** Item code, as in community ballots (course number × 100 + hole). */
  code: number;
  conflicted: boolean;
  played: boolean;
}

export interface PanelBallot {
  /** The same number for the same panelist. */
  panelist: number;
  /** Best first. */
  items: readonly PanelItem[];
  /** When the list was last changed (ms since the epoch): the date of its evaluations. */
  evaluatedAt: number;
}

export interface PanelEntry {
  item: number;
  rank: number;
  score: number;
  strength: number;
  /** Distinct panelists whose kept evaluation counted. */
  panelists: number;
  /** Standard deviation of the kept evaluation scores (0–10 scale). */
  spread: number;
  trimmed: number;
  conflicts: number;
  latestAt: number;
}

export interface PanelResult {
  entries: PanelEntry[];
  /** Panelists and lists that counted (a list counts with two items left). */
  panelists: number;
  lists: number;
  /** Evaluations left out, over every course (shown or not). */
  conflicts: number;
  unplayed: number;
  trimmed: number;
  iterations: number;
  converged: boolean;
}

interface Evaluation {
  ballot: number;
  score: number;
}

function tally(counts: Map<number, number>, code: number): void {
  counts.set(code, (counts.get(code) ?? 0) + 1);
}

/** Step 1: each ballot's items without conflicts or unplayed courses, and what was left out. */
function withoutExcluded(ballots: readonly PanelBallot[]) {
  const conflicts = new Map<number, number>();
  const unplayed = new Map<number, number>();
  const kept = ballots.map((b) => b.items.filter((item) => {
    if (item.conflicted) tally(conflicts, item.code);
    else if (!item.played) tally(unplayed, item.code);
    return !item.conflicted && item.played;
  }).map((item) => item.code));
  return { kept, conflicts, unplayed };
}

/** Step 2: per course, the evaluations kept and the (ballot, code) pairs trimmed. */
function trimOutliers(kept: readonly number[][]) {
  const byCode = new Map<number, Evaluation[]>();
  kept.forEach((codes, ballot) => {
    if (codes.length < 2) return;
    codes.forEach((code, i) => {
      const list = byCode.get(code) ?? [];
      list.push({ ballot, score: evaluationScore(i, codes.length) });
      byCode.set(code, list);
    });
  });
  const trimmed = new Set<string>();
  const keptScores = new Map<number, Evaluation[]>();
  for (const [code, evaluations] of byCode) {
    const out = new Set(outliers(evaluations.map((e) => e.score)));
    evaluations.forEach((e, i) => out.has(i) && trimmed.add(`${e.ballot}:${code}`));
    keptScores.set(code, evaluations.filter((_, i) => !out.has(i)));
  }
  return { trimmed, keptScores };
}

/** The panel ranking as a generator that yields between fit iterations. */
export function* panelSteps(ballots: readonly PanelBallot[], options: CommunityOptions = {}): Generator<number, PanelResult, void> {
  const { kept, conflicts, unplayed } = withoutExcluded(ballots);
  const { trimmed, keptScores } = trimOutliers(kept);
  const trimmedOf = new Map<number, number>();
  for (const key of trimmed) tally(trimmedOf, Number(key.slice(key.indexOf(':') + 1)));
  const fitted: Ballot[] = kept.map((codes, i) => ({
    golfer: ballots[i]!.panelist,
    items: codes.filter((code) => !trimmed.has(`${i}:${code}`)),
  }));
  const result = yield* communitySteps(fitted, { minGolfers: MIN_PANELISTS, ...options });
  const entries = result.entries.map((e): PanelEntry => {
    // A list that trimming left with one item compares nothing: its evaluations count nowhere.
    const scores = (keptScores.get(e.item) ?? []).filter((s) => fitted[s.ballot]!.items.length >= 2);
    return {
      item: e.item, rank: e.rank, score: e.score, strength: e.strength, panelists: e.golfers,
      spread: spreadOf(scores.map((s) => s.score)),
      trimmed: trimmedOf.get(e.item) ?? 0,
      conflicts: conflicts.get(e.item) ?? 0,
      latestAt: Math.max(...scores.map((s) => ballots[s.ballot]!.evaluatedAt)),
    };
  });
  const sum = (m: Map<number, number>) => [...m.values()].reduce((s, n) => s + n, 0);
  return {
    entries, panelists: result.golfers, lists: result.ballots,
    conflicts: sum(conflicts), unplayed: sum(unplayed), trimmed: trimmed.size,
    iterations: result.iterations, converged: result.converged,
  };
}

/** The whole panel ranking at once. */
export function rankPanel(ballots: readonly PanelBallot[], options: CommunityOptions = {}): PanelResult {
  const steps = panelSteps(ballots, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
