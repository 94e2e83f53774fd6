/**
 * What a page of a community ranking is kept under (`services/community-rankings.service.ts`): the
 * ranking's revision and when the panel last computed the same type. On PGlite it is remembered
 * between writes (issue 34): a PGlite statement costs 0.4-0.8 ms of the server's one thread, more
 * than the kept page it guards, and the embedded database belongs to one process
 * (`db/pglite-lock.ts`), whose own writes are the only ones. Each write that moves either
 * (`community-rankings-write.ts`, a course's refresh and recounts, the panel's replace) calls
 * `rankingRevisionsMoved` once it has committed; a read that started before that is not
 * remembered. On PostgreSQL other replicas write too: it is read every time.
 */
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

/** `read()`'s answer for one ranking, remembered for `db` when `remember` (PGlite) until a write moves it. */
export async function answerRevisionOf(
  db: Db, remember: boolean, kind: string, type: string, read: () => Promise<AnswerRevision | null>,
): Promise<AnswerRevision | null> {
  if (!remember) return read();
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
