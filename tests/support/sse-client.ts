/**
 * A server-sent events client for tests, as the app's own reads the stream: fetch with the
 * Authorization header, the body read as it arrives and split into events. `next` waits for the
 * next event that matches (an event, never a sleep); comments (heartbeats) are counted.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  /** The next event (of `type`, when given) within `ms`, else it rejects saying what came. */
  next(type?: string, ms?: number): Promise<SseEvent>;
  /** Comment lines received so far (`: ping`). */
  readonly comments: number;
  /** Resolves once `count` comment lines have arrived within `ms`. */
  commentsReach(count: number, ms?: number): Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: SseEvent[] = [];
  const seen: string[] = [];
  let comments = 0;
  const waiting: { wake: (() => void) | null } = { wake: null };
  let ended = false;

  const parse = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) { comments++; waiting.wake?.(); continue; }
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') { id = value; any = true; }
      if (field === 'event') { event = value; any = true; }
      if (field === 'data') { data.push(value); any = true; }
    }
    if (any && data.length > 0) queue.push({ id, event, data: data.join('\n') });
  };

  if (res.body) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            parse(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            waiting.wake?.();
          }
        }
      } catch {
        // aborted
      } finally {
        ended = true;
        waiting.wake?.();
      }
    })();
  }

  /** Waits, woken by what arrives, until `ready()` answers something or `ms` pass. */
  async function waitFor<T>(ready: () => T | undefined, ms: number, what: () => string): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const got = ready();
      if (got !== undefined) return got;
      const left = deadline - Date.now();
      if (left <= 0 || ended) throw new Error(`${what()} within ${ms} ms${ended ? ' (the stream ended)' : ''}; seen: ${seen.join(' | ') || 'nothing'}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.wake = () => { clearTimeout(timer); waiting.wake = null; resolve(); };
      });
    }
  }

  return {
    status: res.status,
    get comments() { return comments; },
    next(type, ms = 5000) {
      return waitFor(() => {
        const at = queue.findIndex((e) => !type || e.event === type);
        if (at < 0) return undefined;
        const e = queue.splice(0, at + 1).at(-1)!;
        seen.push(`${e.event} ${e.data.slice(0, 80)}`);
        return e;
      }, ms, () => `no ${type ?? 'event'}`);
    },
    commentsReach(count, ms = 5000) {
      return waitFor(() => (comments >= count ? true : undefined), ms, () => `only ${comments} comment lines`).then(() => {});
    },
    close() { abort.abort(); },
  };
}
