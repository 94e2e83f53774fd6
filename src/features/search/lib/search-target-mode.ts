/**
 * Search-target mode ("Show in map" on course results), kept for the browser tab in
 * sessionStorage. One store shared by every search box on the page (the wide top bar and the
 * narrow-screen row), so toggling in one shows in the other.
 */
import { useSyncExternalStore } from 'react';

export const SEARCH_TARGET_MODE_KEY = 'tpl.searchTargetMode';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface SearchTargetModeStore {
  get(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** `storage` is a getter: sessionStorage can be missing or throw (privacy modes), and then the mode lives in memory. */
export function createSearchTargetModeStore(storage: () => StorageLike | undefined): SearchTargetModeStore {
  const listeners = new Set<() => void>();
  let value: boolean | null = null;
  const read = () => {
    try {
      return storage()?.getItem(SEARCH_TARGET_MODE_KEY) === 'on';
    } catch {
      return false;
    }
  };
  return {
    get: () => (value ??= read()),
    set(on) {
      value = on;
      try {
        storage()?.setItem(SEARCH_TARGET_MODE_KEY, on ? 'on' : 'off');
      } catch {
        // The mode still holds for this page.
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const store = createSearchTargetModeStore(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

export function useSearchTargetMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(store.subscribe, store.get, () => false);
  return [on, store.set];
}
