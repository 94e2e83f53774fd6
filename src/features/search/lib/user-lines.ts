import type { PublicUser } from '../../../shared/contracts/users.contract';

/** The name a golfer is listed by, and the line under it (only when it says something new). */
export function userLines(user: Pick<PublicUser, 'displayName' | 'fullName'>): { primary: string; secondary: string | null } {
  const display = user.displayName?.trim() || null;
  const full = user.fullName?.trim() || null;
  const primary = display ?? full ?? 'Unnamed golfer';
  return { primary, secondary: full && full !== primary ? full : null };
}
