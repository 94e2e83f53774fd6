/**
 * A background recompute that follows writes (community and panel rankings): writes mark keys
 * dirty; the dirty keys are recomputed `delayMs` after the last mark, and at the latest `maxWaitMs`
 * after the first one (ten times the delay by default), so a busy site still sees its rankings
 * move. Runs never overlap (one queue, which other tasks may join with `enqueue`); a key whose run
 * fails stays dirty for the next one.
 *
 * Several processes: `exclusive` runs a key's recompute only when no other process is running the
 * same key (`data/job-lock.ts`). A skipped key stays dirty and is tried again after the quiet
 * spell: the other process's run may have read its input before the write that marked the key
 * here committed, so it cannot be counted on to have seen it (the cost is at most one more run).
 *
 * Marks outlive the process (`marks`, issue 32): a mark is written to the database before the
 * write that made it is answered, a run reads the database's clock before it reads its input and
 * clears only the marks made before that (a write during the run keeps its mark), and a start
 * that finds marks recomputes them (`recomputePending`). A crash between a write and its
 * recompute loses nothing that was acknowledged.
 */
/** Where marks are kept beyond this process (`data/recompute-marks.repository.ts`). */
export interface PendingMarks {
  add(keys: readonly string[]): Promise<void>;
  pending(): Promise<string[]>;
  /** The store's clock, as an opaque value `clear` compares with marks. */
  now(): Promise<string>;
  /** Clears `key`'s mark if it was made before `at` (a mark of the same tick stays: one run more, never one less). */
  clear(key: string, at: string): Promise<void>;
}

export interface RecomputeJobOptions<K extends string, R> {
  /** Every key, in the order a run takes them. */
  keys: readonly K[];
  delayMs: number;
  maxWaitMs?: number;
  run(key: K): Promise<R>;
  /** A scheduled run failed (a call to `recompute` rejects instead). */
  onError(err: unknown): void;
  /** Runs `task` for `key` unless another process is running that key (then `{ ran: false }`); default: always runs. */
  exclusive?(key: K, task: () => Promise<R>): Promise<{ ran: true; value: R } | { ran: false }>;
  /** Keeps the marks in the database too; in memory only when not given. */
  marks?: PendingMarks;
}

export function recomputeJob<K extends string, R>(options: RecomputeJobOptions<K, R>) {
  const { keys, delayMs, run, onError, marks } = options;
  const exclusive = options.exclusive ?? (async (_key: K, task: () => Promise<R>) => ({ ran: true as const, value: await task() }));
  const maxWaitMs = options.maxWaitMs ?? 10 * delayMs;
  const dirty = new Set<K>();
  let timer: NodeJS.Timeout | null = null;
  let firstChangeAt = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  /** Runs every dirty key, one after another. */
  async function drain(): Promise<R[]> {
    const todo = keys.filter((k) => dirty.has(k));
    todo.forEach((k) => dirty.delete(k));
    const reports: R[] = [];
    let skipped = false;
    for (const [i, key] of todo.entries()) {
      try {
        // Read before the run reads its input: the marks made until now are the ones it covers.
        const at = marks ? await marks.now() : null;
        const outcome = await exclusive(key, () => run(key));
        if (outcome.ran) {
          reports.push(outcome.value);
          if (marks && at !== null) await marks.clear(key, at);
        }
        else {
          dirty.add(key);
          skipped = true;
        }
      } catch (err) {
        todo.slice(i).forEach((k) => dirty.add(k));
        if (skipped) schedule();
        throw err;
      }
    }
    // Another process was running some: they are tried again after the quiet spell.
    if (skipped) schedule();
    return reports;
  }

  /** Runs `task` after whatever run or task is under way: they never overlap. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  function schedule(): void {
    if (closed) return;
    const now = Date.now();
    if (!timer) firstChangeAt = now;
    else clearTimeout(timer);
    const wait = Math.max(0, Math.min(delayMs, firstChangeAt + maxWaitMs - now));
    timer = setTimeout(() => {
      timer = null;
      enqueue(drain).catch(onError);
    }, wait);
    timer.unref();
  }

  return {
    enqueue,
    /** These keys changed: they are recomputed after the quiet spell. Resolves once the mark is kept (in the database too). */
    async mark(...changed: K[]): Promise<void> {
      if (changed.length === 0) return;
      changed.forEach((k) => dirty.add(k));
      schedule();
      await marks?.add(changed);
    },
    /** At start: recomputes the keys the database holds marks for (a previous process's pending work); none without `marks`. */
    async recomputePending(): Promise<R[]> {
      const pending = new Set(marks ? await marks.pending() : []);
      const todo = keys.filter((k) => pending.has(k));
      return todo.length ? this.recompute(todo) : [];
    },
    /** Recomputes now (every key unless told which) and resolves when done; pending marks go in too. */
    recompute(only: readonly K[] = keys): Promise<R[]> {
      if (timer) clearTimeout(timer);
      timer = null;
      only.forEach((k) => dirty.add(k));
      return enqueue(drain);
    },
    /** Resolves when no run or task is under way or queued. */
    settled: (): Promise<void> => queue.then(() => undefined),
    /** Stops the timer; a running recompute finishes. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
    },
  };
}

export type RecomputeJob<K extends string, R> = ReturnType<typeof recomputeJob<K, R>>;
