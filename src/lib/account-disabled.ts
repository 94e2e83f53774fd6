/**
 * Whether the signed-in account was found disabled (issue 32). The API answers every request made
 * with a disabled account's token 403 with `data.accountDisabled` (shared/contracts/account-disabled.ts);
 * the API client reports it here the first time, and the shell shows one screen that says so, with
 * how to appeal and Sign out, instead of every screen failing on its own. Cleared when the user
 * changes (auth-provider.tsx).
 */
import { useSyncExternalStore } from 'react';
import type { AccountDisabled } from '../shared/contracts/account-disabled';

let current: AccountDisabled | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((l) => l());

export function reportAccountDisabled(info: AccountDisabled): void {
  if (current && current.supportEmail === info.supportEmail) return;
  current = info;
  tell();
}

export function clearAccountDisabled(): void {
  if (!current) return;
  current = null;
  tell();
}

/** What is known now (null: the account is not known to be disabled). */
export const accountDisabledNow = (): AccountDisabled | null => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The disabled account's appeal details, or null while the account is not known to be disabled. */
export const useAccountDisabled = (): AccountDisabled | null => useSyncExternalStore(subscribe, accountDisabledNow, () => null);
