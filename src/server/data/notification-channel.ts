/**
 * "This golfer's inbox moved" between processes (issue 35): on PostgreSQL a NOTIFY on
 * `tpl_notifications` with the golfer's id, heard by every replica (this one too), whose streams
 * then read what is new from the database; on PGlite, the one process tells itself. The payload is
 * only an id: what is new is always read from the table, so a lost NOTIFY costs a delay (the
 * listener's reconnect resyncs every open stream), never a wrong message.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { listenToPostgres, type ListenerOptions, type PgListener } from './pg-listener';

export const NOTIFICATIONS_CHANNEL = 'tpl_notifications';

export interface InboxMovedHandlers {
  onMoved(userId: string): void;
  /** The listener reconnected and may have missed some: every open stream should look again. */
  onResync(): void;
  onTrouble(err: unknown, what: string): void;
}

export interface InboxChannel {
  announce(userId: string): Promise<void>;
  listen(handlers: InboxMovedHandlers, opts?: ListenerOptions): Promise<void>;
  close(): Promise<void>;
}

export function inboxChannel(database: Pick<Database, 'db' | 'driver' | 'url'>): InboxChannel {
  let handlers: InboxMovedHandlers | null = null;
  if (database.driver !== 'postgres' || !database.url) {
    return {
      announce: async (userId) => { handlers?.onMoved(userId); },
      listen: async (h) => { handlers = h; },
      close: async () => { handlers = null; },
    };
  }
  const url = database.url;
  let listener: PgListener | null = null;
  return {
    async announce(userId) {
      await database.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
    },
    async listen(h, opts) {
      listener = await listenToPostgres(url, [NOTIFICATIONS_CHANNEL], {
        onNotify: (_channel, payload) => h.onMoved(payload),
        onReconnected: () => h.onResync(),
        onTrouble: (err, retryInMs) => h.onTrouble(err, `the notifications listener lost its connection; retrying in ${retryInMs} ms`),
      }, { applicationName: 'tpl-notifications', ...opts });
    },
    async close() {
      await listener?.close();
      listener = null;
    },
  };
}
