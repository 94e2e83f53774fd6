/**
 * An admin's actions on a golfer's account (issue 24): grant or revoke a manual Pro grant (apart
 * from paid Pro, which only subscription events set) and admin, disable and enable. Each locks the
 * golfer's row (and the acting admin's, in id order), asks `adminActionRefusal`
 * (shared/domain/admin-rules.ts), writes, and appends its audit entry in the same transaction,
 * which re-checks the acting admin (data/audit-log.repository.ts).
 */
import type { AdminUser } from '../../shared/contracts/users.contract';
import { adminActionRefusal, type AdminUserAction } from '../../shared/domain/admin-rules';
import { refusal } from '../../shared/domain/refusal';
import type { AdminUserFields, AdminUsersRepository, UserWriter } from '../data/admin-users.repository';
import type { UsersRepository } from '../data/users.repository';
import type { SignedInUser, UserRow } from '../data/user-mapper';
import { auditActor } from '../data/audit-log.repository';
import { ensure, refuse } from '../lib/refused';
import type { DomainEvent, DomainEvents } from './domain-events';

/** What the audit log keeps of an account: the fields admins change. */
const snapshot = (u: UserRow) => ({
  isAdmin: u.isAdmin,
  paidPro: u.isPremium,
  proGrant: u.proGrantedAt ? { grantedAt: u.proGrantedAt.toISOString(), until: u.proGrantUntil?.toISOString() ?? null, reason: u.proGrantReason } : null,
  disabled: u.disabledAt ? { at: u.disabledAt.toISOString(), reason: u.disabledReason } : null,
});

function changesFor(action: AdminUserAction, reason: string, until: Date | null, now: Date): AdminUserFields {
  switch (action) {
    case 'grant-pro': return { proGrantedAt: now, proGrantUntil: until, proGrantReason: reason };
    case 'revoke-pro': return { proGrantedAt: null, proGrantUntil: null, proGrantReason: null };
    case 'grant-admin': return { isAdmin: true };
    case 'revoke-admin': return { isAdmin: false };
    case 'disable': return { disabledAt: now, disabledReason: reason };
    case 'enable': return { disabledAt: null, disabledReason: null };
  }
}

export interface AdminUsersDeps {
  repo: AdminUsersRepository;
  users: UsersRepository;
  events: DomainEvents;
  /** ADMIN_EMAILS (lower case): the operators, whom only another operator disables or revokes. */
  adminEmails: ReadonlySet<string>;
}

/**
 * An admin's action inside an account write (the rows locked, the rules asked, the audit entry
 * appended); answers what to tell after the commit. The report's handling
 * (reports.service.ts) runs it inside its own transaction.
 */
export async function actOnGolfer(
  w: UserWriter, adminEmails: ReadonlySet<string>, actor: SignedInUser, targetId: string, action: AdminUserAction, reason: string, until: Date | null = null,
): Promise<DomainEvent[]> {
  const now = new Date();
  const target = await w.lock(targetId, actor.id);
  if (!target) throw refuse(refusal('not-found', 'no such golfer', 'id'), 'path');
  const r = adminActionRefusal(action, {
    actorId: actor.id, targetId, actorIsOperator: actor.isOperator, targetIsOperator: !!target.email && adminEmails.has(target.email.toLowerCase()),
    isAdmin: target.isAdmin, disabled: target.disabledAt != null, proGranted: target.proGrantedAt != null,
  }, until, now);
  ensure(r, r?.path === 'id' ? 'path' : 'body');
  const saved = await w.update(targetId, changesFor(action, reason, until, now));
  await w.audit({
    actor: auditActor(actor), action: `user.${action}`, recordType: 'user', recordId: targetId,
    before: snapshot(target), after: snapshot(saved), reason,
  });
  // A disabled panelist's votes leave the panel ranking; enabled again, they return.
  return action === 'disable' || action === 'enable' ? [{ type: 'panel-changed' }] : [];
}

export function adminUsersService({ repo, users, events, adminEmails }: AdminUsersDeps) {
  async function act(actor: SignedInUser, targetId: string, action: AdminUserAction, reason: string, until: Date | null = null): Promise<AdminUser> {
    const told = await repo.write((w) => actOnGolfer(w, adminEmails, actor, targetId, action, reason, until));
    await events.emit(...told);
    return (await users.adminView(targetId))!;
  }

  return {
    act,

    /**
     * `POST /api/users/admin/{id}` (before the console): `isPremium` grants Pro without an end or
     * revokes the grant, `isAdmin` grants or revokes admin; a flag already as asked is left alone.
     */
    async setFlags(actor: SignedInUser, targetId: string, flags: { isPremium?: boolean; isAdmin?: boolean }): Promise<AdminUser> {
      const current = await users.adminView(targetId);
      if (!current) throw refuse(refusal('not-found', 'no such golfer', 'id'), 'path');
      const reason = 'Set through POST /api/users/admin/{id}';
      if (flags.isAdmin !== undefined && flags.isAdmin !== current.isAdmin) await act(actor, targetId, flags.isAdmin ? 'grant-admin' : 'revoke-admin', reason);
      if (flags.isPremium === true && !current.proGrant?.active) await act(actor, targetId, 'grant-pro', reason);
      if (flags.isPremium === false && current.proGrant) await act(actor, targetId, 'revoke-pro', reason);
      return (await users.adminView(targetId))!;
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;
