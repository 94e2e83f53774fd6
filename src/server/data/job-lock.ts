/**
 * One run at a time across processes for background jobs (the community and panel ranking
 * recomputes; issue 25, item 7): a session-level PostgreSQL advisory lock,
 * `pg_try_advisory_lock`, taken on a dedicated connection opened for the run and held until it
 * ends. Another replica trying the same job meanwhile is told "skipped" at once instead of
 * waiting (the caller decides what a skip means: `lib/recompute-job.ts` keeps the key dirty and
 * tries again later).
 *
 * Why this and not a lease row or a transaction-level lock: a session lock is released by
 * PostgreSQL the moment its connection ends, so a crashed replica never leaves a lease to expire
 * and no clock or timeout has to be guessed; and a run is seconds of model fitting between its
 * read and its write, which a transaction-level lock would hold a transaction (and a pooled
 * connection, and the oldest snapshot) open across. Locks use the two-key form under the
 * namespace `hashtext('tpl-jobs')` (`session-lock.ts`), apart from the one-key transaction locks the repositories take
 * around their writes.
 *
 * If the lock's connection drops mid-run, the lock goes with it and another replica may start the
 * same job: the runs still never interleave their writes (each replace takes the ranking's
 * transaction lock), so the cost is one duplicate run. On PGlite there is one process, whose job
 * queue already runs one thing at a time: every run goes ahead.
 */
import type { Database } from './database';
import { withSessionLock } from './session-lock';

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

export interface JobLock {
  /** Runs `task` unless another process holds the job `name`; then resolves `{ ran: false }` without running it. */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<Exclusive<T>>;
  /** Runs `task` once no other process holds `name` (waiting for it): start-up steps every replica takes in turn (the seed). */
  inTurn<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const inProcessJobLock: JobLock = {
  exclusive: async (_name, task) => ({ ran: true, value: await task() }),
  inTurn: (_name, task) => task(),
};

export function jobLock(database: Pick<Database, 'driver' | 'url'>): JobLock {
  const url = database.url;
  if (database.driver !== 'postgres' || !url) return inProcessJobLock;
  return {
    async exclusive(name, task) {
      const done = await withSessionLock(url, name, false, task);
      return done ? { ran: true, value: done.value } : { ran: false };
    },
    async inTurn(name, task) {
      return (await withSessionLock(url, name, true, task))!.value;
    },
  };
}
