/**
 * What a panel recompute reads: the public lists of one kind and type owned by approved panelists
 * whose accounts are enabled, each item with whether its owner played the course and declared a
 * conflict on it. Panelists are a few hundred at most: one statement, items numbered in JS.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';
import type { PanelBallot } from '../community/panel-ranking';

export interface StoredPanelBallots {
  /** Course of each item code's number: `courseIds[Math.floor(code / 100)]`. */
  courseIds: string[];
  ballots: PanelBallot[];
  /** Approved panelists with enabled accounts, lists or not. */
  roster: number;
}

interface ItemRow {
  owner: string;
  list: string;
  course: string;
  hole: number;
  played: boolean;
  conflicted: boolean;
  evaluated_at: string | Date;
}

/** Approved panelists whose accounts are enabled. */
const PANELISTS = sql`
  select pr.user_id from panelist_requests pr join users u on u.id = pr.user_id
  where pr.status = 'Approved' and u.disabled_at is null`;

export async function panelBallots(db: Db, kind: string, type: string): Promise<StoredPanelBallots> {
  const rows = await queryRows<ItemRow>(db, sql`
    select l.owner_id::text as owner, l.id::text as list, li.course_id::text as course, coalesce(li.hole_number, 0)::int as hole,
      exists (select 1 from played_courses p where p.user_id = l.owner_id and p.course_id = li.course_id) as played,
      exists (select 1 from panel_conflicts c where c.user_id = l.owner_id and c.course_id = li.course_id) as conflicted,
      max(li.updated_at) over (partition by l.id) as evaluated_at
    from lists l join list_items li on li.list_id = l.id
    where l.kind = ${kind} and l.type = ${type} and l.is_public and l.hidden_at is null and l.owner_id in (${PANELISTS})
    order by l.owner_id, l.id, li.rank_key`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${PANELISTS}) p`);
  const courseIds: string[] = [];
  const numberOf = new Map<string, number>();
  const ballots: PanelBallot[] = [];
  const panelistOf = new Map<string, number>();
  let current: string | null = null;
  for (const r of rows) {
    if (r.list !== current) {
      current = r.list;
      if (!panelistOf.has(r.owner)) panelistOf.set(r.owner, panelistOf.size);
      ballots.push({ panelist: panelistOf.get(r.owner)!, items: [], evaluatedAt: new Date(r.evaluated_at).getTime() });
    }
    let n = numberOf.get(r.course);
    if (n === undefined) {
      n = courseIds.length;
      numberOf.set(r.course, n);
      courseIds.push(r.course);
    }
    (ballots[ballots.length - 1]!.items as PanelBallot['items'][number][]).push({ code: n * 100 + r.hole, played: r.played, conflicted: r.conflicted });
  }
  return { courseIds, ballots, roster: count?.n ?? 0 };
}
