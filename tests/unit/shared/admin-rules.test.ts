import { describe, expect, it } from 'vitest';
import { actingAdminRefusal, adminActionRefusal, type AdminTargetFacts, type AdminUserAction } from '../../../src/shared/domain/admin-rules';
import { grantHolds, hasPro } from '../../../src/shared/domain/pro-status';

const NOW = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const facts = (over: Partial<AdminTargetFacts> = {}): AdminTargetFacts => ({
  actorId: 'admin', targetId: 'golfer', actorIsOperator: false, targetIsOperator: false, isAdmin: false, disabled: false, proGranted: false, ...over,
});

describe('adminActionRefusal', () => {
  it.each([
    ['disable', facts(), null, null],
    ['disable', facts({ targetId: 'admin', isAdmin: true }), null, 'invalid id'],
    ['disable', facts({ disabled: true }), null, 'conflict'],
    ['enable', facts({ disabled: true }), null, null],
    ['enable', facts(), null, 'conflict'],
    ['grant-admin', facts(), null, null],
    ['grant-admin', facts({ isAdmin: true }), null, 'conflict'],
    ['revoke-admin', facts({ isAdmin: true }), null, null],
    ['revoke-admin', facts({ targetId: 'admin', isAdmin: true }), null, 'invalid id'],
    ['revoke-admin', facts(), null, 'conflict'],
    ['grant-pro', facts(), null, null],
    ['grant-pro', facts(), later(60_000), null],
    ['grant-pro', facts({ proGranted: true }), later(60_000), null],
    ['grant-pro', facts(), NOW, 'invalid until'],
    ['grant-pro', facts(), later(-1), 'invalid until'],
    ['grant-pro', facts({ targetId: 'admin' }), null, null],
    ['revoke-pro', facts({ proGranted: true }), null, null],
    ['revoke-pro', facts(), null, 'conflict'],
    // An operator (ADMIN_EMAILS) is disabled, or loses a granted admin, only by another operator.
    ['disable', facts({ targetIsOperator: true, isAdmin: true }), null, 'forbidden'],
    ['disable', facts({ targetIsOperator: true }), null, 'forbidden'],
    ['disable', facts({ targetIsOperator: true, actorIsOperator: true }), null, null],
    ['disable', facts({ actorIsOperator: true, isAdmin: true }), null, null],
    ['revoke-admin', facts({ targetIsOperator: true, isAdmin: true }), null, 'forbidden'],
    ['revoke-admin', facts({ targetIsOperator: true, actorIsOperator: true, isAdmin: true }), null, null],
    ['enable', facts({ targetIsOperator: true, disabled: true }), null, null],
    ['grant-pro', facts({ targetIsOperator: true }), null, null],
  ] as const)('%s on %j (until %s) → %s', (action, f, until, expected) => {
    const r = adminActionRefusal(action as AdminUserAction, f, until, NOW);
    expect(r ? `${r.reason}${r.path ? ` ${r.path}` : ''}` : null).toBe(expected);
  });
});

describe('actingAdminRefusal: the acting admin, re-read in the write\'s transaction', () => {
  it.each([
    ['a granted admin', { found: true, disabled: false, granted: true, operator: false }, null],
    ['an operator (ADMIN_EMAILS) without a grant', { found: true, disabled: false, granted: false, operator: true }, null],
    ['an operator with a grant too', { found: true, disabled: false, granted: true, operator: true }, null],
    ['a granted admin disabled meanwhile', { found: true, disabled: true, granted: true, operator: false }, 'forbidden: This account has been disabled.'],
    ['an operator disabled meanwhile', { found: true, disabled: true, granted: false, operator: true }, 'forbidden: This account has been disabled.'],
    ['a granted admin whose grant was revoked meanwhile', { found: true, disabled: false, granted: false, operator: false }, 'forbidden: Only admins can do this: your admin was revoked.'],
    ['no row', { found: false, disabled: false, granted: false, operator: true }, 'forbidden: This account has been disabled.'],
  ] as const)('%s → %s', (_what, f, expected) => {
    const r = actingAdminRefusal(f);
    expect(r ? `${r.reason}: ${r.message}` : null).toBe(expected);
  });
});

describe('Pro: paid Pro or a manual grant that holds', () => {
  it.each([
    ['neither', false, { grantedAt: null, until: null }, false, false],
    ['paid only', true, { grantedAt: null, until: null }, false, true],
    ['granted without an end', false, { grantedAt: later(-86_400_000), until: null }, true, true],
    ['granted until later', false, { grantedAt: later(-1000), until: later(1000) }, true, true],
    ['grant ended just now', false, { grantedAt: later(-1000), until: NOW }, false, false],
    ['grant ended', false, { grantedAt: later(-2000), until: later(-1000) }, false, false],
    ['paid, grant ended', true, { grantedAt: later(-2000), until: later(-1000) }, false, true],
    ['paid and granted', true, { grantedAt: later(-2000), until: null }, true, true],
    ['an end without a grant', false, { grantedAt: null, until: later(1000) }, false, false],
  ] as const)('%s: grant holds, Pro', (_what, paid, grant, holds, pro) => {
    expect(grantHolds(grant, NOW)).toBe(holds);
    expect(hasPro(paid, grant, NOW)).toBe(pro);
  });
});
