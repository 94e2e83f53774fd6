/**
 * What an admin may do to a golfer's account (issue 24): grant or revoke Pro (a manual grant, apart
 * from paid Pro) and admin, disable and enable. Pure; the server asks it under the golfer's row lock.
 * An admin can neither disable themself nor revoke their own admin (someone must stay able to undo
 * it); the refusal names the path's `id`.
 */
import { refusal, type Refusal } from './refusal';

export const ADMIN_USER_ACTIONS = ['grant-pro', 'revoke-pro', 'grant-admin', 'revoke-admin', 'disable', 'enable'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

export interface AdminTargetFacts {
  actorId: string;
  targetId: string;
  /** The acting admin signed in with a verified address in ADMIN_EMAILS: an operator. */
  actorIsOperator: boolean;
  /** The golfer's address is in ADMIN_EMAILS: an operator (or one when they sign in verified). */
  targetIsOperator: boolean;
  isAdmin: boolean;
  disabled: boolean;
  /** An admin's Pro grant is on the row (active or past its end). */
  proGranted: boolean;
}

/**
 * Only the operator (ADMIN_EMAILS, the deployment's configuration) stands above the admins it made
 * or those admins granted: a granted admin may neither disable an operator nor revoke an
 * operator's admin, so no admin can lock the operators out of their own console.
 */
const OPERATOR_ONLY = refusal('forbidden', 'This account is an operator\'s (ADMIN_EMAILS): only another operator can disable it or revoke its admin.');

export function adminActionRefusal(action: AdminUserAction, f: AdminTargetFacts, until: Date | null, now: Date): Refusal | null {
  const self = f.actorId === f.targetId;
  switch (action) {
    case 'disable':
      if (self) return refusal('invalid', 'you cannot disable your own account', 'id');
      if (f.targetIsOperator && !f.actorIsOperator) return OPERATOR_ONLY;
      return f.disabled ? refusal('conflict', 'This account is already disabled.') : null;
    case 'enable':
      return f.disabled ? null : refusal('conflict', 'This account is not disabled.');
    case 'grant-admin':
      return f.isAdmin ? refusal('conflict', 'This golfer is already an admin.') : null;
    case 'revoke-admin':
      if (self) return refusal('invalid', 'you cannot revoke your own admin', 'id');
      if (f.targetIsOperator && !f.actorIsOperator) return OPERATOR_ONLY;
      return f.isAdmin ? null : refusal('conflict', 'This golfer is not an admin (or is one through ADMIN_EMAILS, which only the operator changes).');
    case 'grant-pro':
      return until && until.getTime() <= now.getTime() ? refusal('invalid', 'must be in the future', 'until') : null;
    case 'revoke-pro':
      return f.proGranted ? null : refusal('conflict', 'This golfer has no Pro grant to revoke (paid Pro is the subscription\'s).');
  }
}

/** What the transaction of an admin's write reads of its acting admin, under a lock on their row. */
export interface ActingAdminFacts {
  /** The row is there (an account is never deleted while signed in, but the rule says what then). */
  found: boolean;
  disabled: boolean;
  /** Admin granted on the row (`npm run admin:grant`, the console). */
  granted: boolean;
  /** Signed in with a verified address in ADMIN_EMAILS (only the configuration changes that). */
  operator: boolean;
}

/**
 * Every admin write re-checks its admin inside its own transaction, after the request's sign-in
 * check: an admin disabled, or whose grant was revoked, while the request ran writes nothing.
 */
export function actingAdminRefusal(f: ActingAdminFacts): Refusal | null {
  if (!f.found || f.disabled) return refusal('forbidden', 'This account has been disabled.');
  return f.granted || f.operator ? null : refusal('forbidden', 'Only admins can do this: your admin was revoked.');
}
