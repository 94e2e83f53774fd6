/**
 * What a page of a community ranking is kept under (`services/community-rankings.service.ts`): the
 * ranking's revision and when the panel last computed the same type, remembered between the
 * writes that move them (issue 34): a statement per rankings request cost PGlite 0.4-0.8 ms of the
 * server's one thread and PostgreSQL a round trip, more than the kept page it guards.
 *
 * Each write that moves either (`community-rankings-write.ts`, a course's refresh and recounts, the
 * panel's replace) calls `rankingRevisionsMoved` once it has committed, and announces it inside its
 * transaction (`announceRevisionsMoved`: NOTIFY, delivered at commit). On PGlite the process's own
 * writes are the only ones (`db/pglite-lock.ts`). On PostgreSQL other replicas write too: each
 * process listens on `RANKING_REVISIONS_CHANNEL` and remembers only while its listener is connected
 * (`modules/community-rankings.module.ts`; a reconnect forgets everything). A read that started
 * before a write's moment is not remembered.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './list-order';
import type { Db } from './database';

export interface AnswerRevision {
  revision: number;
  panelAt: Date | null;
}

interface Remembered {
  /** Moves with every write: a read that started under another epoch is not kept. */
  epoch: number;
  values: Map<string, AnswerRevision | null>;
}

const remembered = new WeakMap<object, Remembered>();
/** The database itself (drizzle's client: the PGlite instance), so any handle on it shares what is remembered. */
const keyOf = (db: Db): object => (db as unknown as { $client?: object }).$client ?? db;

export const RANKING_REVISIONS_CHANNEL = 'tpl_ranking_revisions';

/** `read()`'s answer for one ranking, remembered for `db` while `remember()` says so, until a write moves it. */
export async function answerRevisionOf(
  db: Db, remember: () => boolean, kind: string, type: string, read: () => Promise<AnswerRevision | null>,
): Promise<AnswerRevision | null> {
  if (!remember()) return read();
  let memo = remembered.get(keyOf(db));
  if (!memo) remembered.set(keyOf(db), (memo = { epoch: 0, values: new Map() }));
  const key = `${kind}:${type}`;
  if (memo.values.has(key)) return memo.values.get(key)!;
  const epoch = memo.epoch;
  const value = await read();
  if (memo.epoch === epoch) memo.values.set(key, value);
  return value;
}

/** A write to a ranking's run or the panel's committed: what was remembered for `db` is read again. */
export function rankingRevisionsMoved(db: Db): void {
  const memo = remembered.get(keyOf(db));
  if (!memo) return;
  memo.epoch++;
  memo.values.clear();
}

/** Tells every process listening that a ranking's revisions move when `tx` commits. */
export async function announceRevisionsMoved(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${RANKING_REVISIONS_CHANNEL}, '')`);
}
