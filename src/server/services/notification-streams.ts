/**
 * The open notification streams of this process (issue 35), by golfer. When a golfer's inbox moves
 * (`poke`), each of their streams reads what changed after the last seq it sent and sends it; a
 * stream never runs two reads at once (a poke during a read asks for one more). A read that
 * changed no entry (entries marked read elsewhere) sends the unread count alone.
 */
import type { NotificationView } from '../../shared/contracts/notifications.contract';
import type { NotificationRow } from '../data/notifications.repository';

export interface StreamSink {
  userId: string;
  /** The last seq sent (the client's Last-Event-ID, or the inbox's newest when it gave none). */
  lastSeq: number;
  /** The unread count last sent. */
  lastUnread: number | null;
  sendNotification(seq: number, notification: NotificationView, unread: number): void;
  sendUnread(unread: number): void;
}

export interface StreamReads {
  since(userId: string, afterSeq: number, limit: number): Promise<NotificationRow[]>;
  unread(userId: string): Promise<number>;
  render(readerId: string, rows: NotificationRow[]): Promise<NotificationView[]>;
}

const BATCH = 50;

export function notificationStreams(reads: StreamReads, onError: (err: unknown) => void) {
  const byUser = new Map<string, Set<StreamSink>>();
  const busy = new Map<StreamSink, { again: boolean }>();

  async function catchUp(sink: StreamSink): Promise<void> {
    for (;;) {
      const rows = await reads.since(sink.userId, sink.lastSeq, BATCH);
      const unread = await reads.unread(sink.userId);
      const views = await reads.render(sink.userId, rows);
      const shown = new Map(views.map((v) => [v.seq, v]));
      for (const row of rows) {
        const view = shown.get(row.seq);
        if (view) sink.sendNotification(row.seq, view, unread);
        sink.lastSeq = row.seq;
      }
      if (views.length === 0 && unread !== sink.lastUnread) sink.sendUnread(unread);
      sink.lastUnread = unread;
      if (rows.length < BATCH) return;
    }
  }

  function poke(sink: StreamSink): void {
    const running = busy.get(sink);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    busy.set(sink, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await catchUp(sink);
        } while (state.again && byUser.get(sink.userId)?.has(sink));
      } catch (err) {
        onError(err);
      } finally {
        busy.delete(sink);
      }
    })();
  }

  return {
    /** Adds a stream and sends what it missed since its Last-Event-ID. */
    open(sink: StreamSink): void {
      const set = byUser.get(sink.userId) ?? new Set();
      set.add(sink);
      byUser.set(sink.userId, set);
      poke(sink);
    },
    close(sink: StreamSink): void {
      const set = byUser.get(sink.userId);
      set?.delete(sink);
      if (set?.size === 0) byUser.delete(sink.userId);
    },
    /** A golfer's inbox moved. */
    moved(userId: string): void {
      for (const sink of byUser.get(userId) ?? []) poke(sink);
    },
    /** Every stream looks again (the listener may have missed some). */
    resync(): void {
      for (const set of byUser.values()) for (const sink of set) poke(sink);
    },
    get size(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type NotificationStreams = ReturnType<typeof notificationStreams>;
