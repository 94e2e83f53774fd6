/**
 * The map tells the shell when a hosted style could not be drawn and it fell back to the offline
 * basemap (the map draws before the shell loads, and may not import the design system): the shell
 * subscribes and shows a notice. A fallback before the shell is there is kept and shown when it
 * subscribes.
 */
export interface StyleFallback {
  /** The hosted style that failed. */
  url: string;
  /** What went wrong, for the notice and the console. */
  reason: string;
}

type Listener = (fallback: StyleFallback) => void;

let listener: Listener | null = null;
let pending: StyleFallback | null = null;

export function onStyleFallback(next: Listener): () => void {
  listener = next;
  if (pending) {
    next(pending);
    pending = null;
  }
  return () => {
    if (listener === next) listener = null;
  };
}

export function announceStyleFallback(fallback: StyleFallback): void {
  console.warn(`Map style ${fallback.url} failed (${fallback.reason}); drawing the offline basemap.`);
  if (listener) listener(fallback);
  else pending = fallback;
}
