/**
 * What an admin may do to a golfer's account (issue 24): grant or revoke Pro (a manual grant, apart
 * from paid Pro) and admin, disable and enable. Pure; the server asks it under the golfer's row lock.
 * An admin can neither disable themself nor revoke their own admin (someone must stay able to undo
 * it); the refusal names the path's `id`.
 */
import { refusal, type Refusal } from './lists/refusal';

export const ADMIN_USER_ACTIONS = ['grant-pro', 'revoke-pro', 'grant-admin', 'revoke-admin', 'disable', 'enable'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

export interface AdminTargetFacts {
  actorId: string;
  targetId: string;
  isAdmin: boolean;
  disabled: boolean;
  /** An admin's Pro grant is on the row (active or past its end). */
  proGranted: boolean;
}

export function adminActionRefusal(action: AdminUserAction, f: AdminTargetFacts, until: Date | null, now: Date): Refusal | null {
  const self = f.actorId === f.targetId;
  switch (action) {
    case 'disable':
      if (self) return refusal('invalid', 'you cannot disable your own account', 'id');
      return f.disabled ? refusal('conflict', 'This account is already disabled.') : null;
    case 'enable':
      return f.disabled ? null : refusal('conflict', 'This account is not disabled.');
    case 'grant-admin':
      return f.isAdmin ? refusal('conflict', 'This golfer is already an admin.') : null;
    case 'revoke-admin':
      if (self) return refusal('invalid', 'you cannot revoke your own admin', 'id');
      return f.isAdmin ? null : refusal('conflict', 'This golfer is not an admin (or is one through ADMIN_EMAILS, which only the operator changes).');
    case 'grant-pro':
      return until && until.getTime() <= now.getTime() ? refusal('invalid', 'must be in the future', 'until') : null;
    case 'revoke-pro':
      return f.proGranted ? null : refusal('conflict', 'This golfer has no Pro grant to revoke (paid Pro is the subscription\'s).');
  }
}
