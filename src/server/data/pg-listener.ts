/**
 * A dedicated PostgreSQL connection that LISTENs on some channels for this process (issue 25,
 * item 7). NOTIFY reaches only the sessions listening when it is sent, so a listener that lost its
 * connection may have missed some: it reconnects with exponential backoff (and some jitter, so a
 * fleet does not reconnect in step) and then calls `onReconnected`, where the caller resynchronises
 * in full. The connection is its own `pg.Client`, not one of the pool's: a pooled connection goes
 * back to the pool and with it the LISTEN.
 *
 * Hand-written rather than `pg-listen` (last released 2020): it is one loop, and the resync after
 * a reconnect is the part that matters, which is the caller's.
 */
import pg from 'pg';

export interface ListenerHandlers {
  /** A notification on one of the channels (`payload` as sent). */
  onNotify(channel: string, payload: string): void;
  /** The connection came back after a loss: notifications sent meanwhile are lost, resync. */
  onReconnected(): void;
  /** The connection was lost (it is being re-opened) or a reconnect failed. */
  onTrouble(err: Error, retryInMs: number): void;
}

export interface ListenerOptions {
  /** First wait before a reconnect; doubled per failed attempt up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Shown in pg_stat_activity (tests find the listener's backend by it). */
  applicationName?: string;
}

export interface PgListener {
  /** True while the LISTEN connection is up. */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** Connects and LISTENs; rejects when the first connection fails (start-up should say so). */
export async function listenToPostgres(url: string, channels: readonly string[], handlers: ListenerHandlers, opts: ListenerOptions = {}): Promise<PgListener> {
  const minDelayMs = opts.minDelayMs ?? 100;
  const maxDelayMs = opts.maxDelayMs ?? 10_000;
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: opts.applicationName ?? 'tpl-listener' });
    c.on('notification', (m) => handlers.onNotify(m.channel, m.payload ?? ''));
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('the LISTEN connection ended')));
    try {
      await c.connect();
      for (const channel of channels) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      c.removeAllListeners('end');
      c.on('error', () => {});
      await c.end().catch(() => {});
      throw err;
    }
    return c;
  }

  function lost(c: pg.Client, err: Error): void {
    if (client !== c || closed) return;
    client = null;
    c.on('error', () => {});
    void c.end().catch(() => {});
    retry(err);
  }

  function retry(err: Error): void {
    if (closed) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.75 + Math.random() * 0.5);
    attempt++;
    handlers.onTrouble(err, Math.round(delay));
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        (c) => {
          if (closed) return void c.end().catch(() => {});
          client = c;
          attempt = 0;
          handlers.onReconnected();
        },
        (e: Error) => retry(e),
      );
    }, delay);
    timer.unref();
  }

  client = await connect();
  return {
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
