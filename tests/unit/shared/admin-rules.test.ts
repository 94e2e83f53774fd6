import { describe, expect, it } from 'vitest';
import { adminActionRefusal, type AdminTargetFacts, type AdminUserAction } from '../../../src/shared/domain/admin-rules';
import { grantHolds, hasPro } from '../../../src/shared/domain/pro-status';

const NOW = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const facts = (over: Partial<AdminTargetFacts> = {}): AdminTargetFacts => ({
  actorId: 'admin', targetId: 'golfer', isAdmin: false, disabled: false, proGranted: false, ...over,
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
  ] as const)('%s on %j (until %s) → %s', (action, f, until, expected) => {
    const r = adminActionRefusal(action as AdminUserAction, f, until, NOW);
    expect(r ? `${r.reason}${r.path ? ` ${r.path}` : ''}` : null).toBe(expected);
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
