/**
 * One value that screens publish and the map draws (an open list's pins, a trip's route): set
 * from anywhere, read with a hook that re-renders on change.
 */
import { useSyncExternalStore } from 'react';

export function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = (): T => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get,
    set(next: T): void {
      value = next;
      listeners.forEach((l) => l());
    },
    use: (): T => useSyncExternalStore(subscribe, get, get),
  };
}
