/** The invite code a visitor arrived with, kept through sign-up (and a reload) until attributed. */
const KEY = 'tpl.inviteCode';

export const pendingInvite = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (code: string) => localStorage.setItem(KEY, code),
  clear: () => localStorage.removeItem(KEY),
};
