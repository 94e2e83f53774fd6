/**
 * Keeps the inbox live while a golfer is signed in (issue 35): reads
 * `GET /api/notifications/stream` with fetch (the token goes in a header, which EventSource cannot
 * send), puts each entry that arrives into the cached inbox and the unread count beside it, and
 * reconnects after a drop with the last event id (the server sends what was missed), waiting
 * longer after each failure in a row (1 s doubling to 30 s).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { StreamMessage } from '../../../shared/contracts/notifications.contract';
import { withArrived, withUnread, type Inbox } from '../api/inbox-cache';
import { INBOX_KEY } from '../api/notifications';
import { sseParser } from '../lib/sse-parser';

const MAX_WAIT_MS = 30_000;

export function useNotificationStream(): void {
  const { user, ready } = useAuth();
  const queryClient = useQueryClient();
  const uid = ready ? user?.uid : undefined;

  useEffect(() => {
    if (!uid) return;
    const stop = new AbortController();
    const key = [...INBOX_KEY, uid];
    let lastEventId: string | null = null;
    let failures = 0;

    const onMessage = (event: string, id: string | null, data: string) => {
      if (id) lastEventId = id;
      const inbox = queryClient.getQueryData<Inbox>(key);
      if (event === 'notification') {
        const { notification, unread } = JSON.parse(data) as StreamMessage;
        if (inbox) queryClient.setQueryData<Inbox>(key, withArrived(inbox, notification, unread));
        else void queryClient.invalidateQueries({ queryKey: key });
      } else if (event === 'unread') {
        const { unread } = JSON.parse(data) as { unread: number };
        const shown = inbox?.pages[0]?.unread;
        if (inbox && shown !== unread) {
          // Read elsewhere (another tab or device): the entries' marks are fetched again.
          queryClient.setQueryData<Inbox>(key, withUnread(inbox, unread));
          if (unread < (shown ?? 0)) void queryClient.invalidateQueries({ queryKey: key });
        }
      }
    };

    const wait = (ms: number) => new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stop.signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
    });

    void (async () => {
      while (!stop.signal.aborted) {
        try {
          const res = await api.stream('/notifications/stream', { lastEventId, signal: stop.signal });
          const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
          const feed = sseParser((e) => { failures = 0; onMessage(e.event, e.id, e.data); });
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            feed(value);
          }
        } catch (err) {
          if (stop.signal.aborted) return;
          // Signed out or disabled meanwhile: the auth state will end this effect.
          if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return;
        }
        failures++;
        await wait(Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(failures - 1, 5)));
      }
    })();
    return () => stop.abort();
  }, [uid, queryClient]);
}
