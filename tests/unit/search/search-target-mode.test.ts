import { describe, expect, it, vi } from 'vitest';
import { createSearchTargetModeStore, SEARCH_TARGET_MODE_KEY } from '../../../src/features/search/lib/search-target-mode';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('search-target mode store', () => {
  it('is off by default', () => {
    expect(createSearchTargetModeStore(() => memoryStorage()).get()).toBe(false);
  });

  it('reads the stored mode and writes changes back', () => {
    const storage = memoryStorage({ [SEARCH_TARGET_MODE_KEY]: 'on' });
    const store = createSearchTargetModeStore(() => storage);
    expect(store.get()).toBe(true);
    store.set(false);
    expect(store.get()).toBe(false);
    expect(storage.data.get(SEARCH_TARGET_MODE_KEY)).toBe('off');
    expect(createSearchTargetModeStore(() => storage).get()).toBe(false);
  });

  it('tells subscribers, until they unsubscribe', () => {
    const store = createSearchTargetModeStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage is missing or throws', () => {
    const missing = createSearchTargetModeStore(() => undefined);
    missing.set(true);
    expect(missing.get()).toBe(true);
    const throwing = createSearchTargetModeStore(() => ({
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
    }));
    expect(throwing.get()).toBe(false);
    throwing.set(true);
    expect(throwing.get()).toBe(true);
  });
});
