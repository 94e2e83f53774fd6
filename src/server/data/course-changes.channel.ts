/**
 * Course changes between processes over PostgreSQL LISTEN/NOTIFY (issue 25, item 7; the interface
 * is `services/course-changes.ts`). A process announces with `select pg_notify(...)` after its
 * write has committed; every other process listening on the channel reloads the named courses (or
 * everything) into its in-memory indexes and card cache. NOTIFY is delivered in commit order to the
 * sessions listening at the time; a listener that lost its connection resyncs in full when it is
 * back (`pg-listener.ts`).
 *
 * Payload: `{"from": <sender id>, "ids": [...]}` or `{"from": ..., "all": true}`, at most
 * NOTIFY_MAX_BYTES (PostgreSQL refuses 8000 bytes and more): too many ids to name become
 * `all`. Each channel object has its own sender id, so a process skips what it sent itself.
 *
 * On PGlite there is only one process (it holds its folder): the channel announces nothing and
 * listens to nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { listenToPostgres, type ListenerOptions, type PgListener } from './pg-listener';

/**
 * `CourseChange` of services/course-changes.ts, restated here because the data layer does not import
 * services; the channel is a `CourseChangeAnnouncer` by shape (app.ts hands it to the catalogue).
 */
export type CourseChange = { ids: string[] } | { all: true };

export const COURSE_CHANGES_CHANNEL = 'tpl_course_changes';

/** PostgreSQL's limit is 8000 bytes (less one) in the default configuration; we stay a little under. */
export const NOTIFY_MAX_BYTES = 7900;

export interface CourseChangeHandlers {
  /** Another process changed these courses (or, `all`, too many to name). */
  onChange(change: CourseChange): Promise<void>;
  /** The listener was disconnected and may have missed changes: rebuild from the database. */
  onResync(): Promise<void>;
  /** Something went wrong that the channel handles itself (logged by the caller). */
  onTrouble(err: unknown, what: string): void;
}

export interface CourseChangeChannel {
  /** Tells the other processes (after the write has committed). */
  announce(change: CourseChange): Promise<void>;
  /** This process's sender id (its own notifications are skipped). */
  readonly sender: string;
  /** Starts listening (PostgreSQL); resolves once the LISTEN is in place. */
  listen(handlers: CourseChangeHandlers, opts?: ListenerOptions): Promise<void>;
  close(): Promise<void>;
}

/** The payload for a change, within NOTIFY's size limit. */
export function encodeCourseChange(sender: string, change: CourseChange): string {
  if ('all' in change) return JSON.stringify({ from: sender, all: true });
  const named = JSON.stringify({ from: sender, ids: [...new Set(change.ids)] });
  return Buffer.byteLength(named) <= NOTIFY_MAX_BYTES ? named : JSON.stringify({ from: sender, all: true });
}

/**
 * The payloads for a change: its ids in as few notifications as fit NOTIFY's limit (an import's
 * batch of 1,000 changed courses is 5 of about 200 ids, which the listeners reload one by one,
 * instead of "reload everything" after every batch).
 */
export function encodeCourseChanges(sender: string, change: CourseChange): string[] {
  if ('all' in change) return [encodeCourseChange(sender, change)];
  const head = Buffer.byteLength(JSON.stringify({ from: sender, ids: [] }));
  const payloads: string[] = [];
  let ids: string[] = [];
  let bytes = head;
  for (const id of new Set(change.ids)) {
    const more = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (ids.length > 0 && bytes + more > NOTIFY_MAX_BYTES) {
      payloads.push(encodeCourseChange(sender, { ids }));
      ids = [];
      bytes = head;
    }
    ids.push(id);
    bytes += more;
  }
  if (ids.length > 0) payloads.push(encodeCourseChange(sender, { ids }));
  return payloads;
}

/** The change a payload names, or null when it is not one of ours. */
export function decodeCourseChange(payload: string): { from: string; change: CourseChange } | null {
  try {
    const p = JSON.parse(payload) as { from?: unknown; ids?: unknown; all?: unknown };
    if (typeof p.from !== 'string') return null;
    if (p.all === true) return { from: p.from, change: { all: true } };
    if (Array.isArray(p.ids) && p.ids.every((id) => typeof id === 'string')) return { from: p.from, change: { ids: p.ids as string[] } };
    return null;
  } catch {
    return null;
  }
}

/** The channel for this database: NOTIFY/LISTEN on PostgreSQL, nothing on PGlite. */
export function courseChangeChannel(database: Pick<Database, 'db' | 'driver' | 'url'>): CourseChangeChannel {
  const sender = randomUUID();
  if (database.driver !== 'postgres') {
    return { sender, announce: async () => {}, listen: async () => {}, close: async () => {} };
  }
  let listener: PgListener | null = null;
  /** Changes are applied one after another, in the order they were heard. */
  let applying: Promise<void> = Promise.resolve();
  const inTurn = (task: () => Promise<void>, handlers: CourseChangeHandlers, what: string) => {
    applying = applying.then(task).catch((err: unknown) => handlers.onTrouble(err, what));
  };

  return {
    sender,
    async announce(change) {
      for (const payload of encodeCourseChanges(sender, change)) {
        await database.db.execute(sql`select pg_notify(${COURSE_CHANGES_CHANNEL}, ${payload})`);
      }
    },
    async listen(handlers, opts) {
      if (!database.url) throw new Error('course changes: the database has no connection string to listen on');
      listener = await listenToPostgres(database.url, [COURSE_CHANGES_CHANNEL], {
        onNotify(_channel, payload) {
          const heard = decodeCourseChange(payload);
          if (!heard || heard.from === sender) return;
          inTurn(() => handlers.onChange(heard.change), handlers, 'applying a course change from another process');
        },
        onReconnected: () => inTurn(() => handlers.onResync(), handlers, 'resyncing the courses after a reconnect'),
        onTrouble: (err, retryInMs) => handlers.onTrouble(err, `the course-changes listener lost its connection; retrying in ${retryInMs} ms`),
      }, { applicationName: 'tpl-course-changes', ...opts });
    },
    async close() {
      await listener?.close();
      listener = null;
      await applying;
    },
  };
}
