import { describe, expect, it } from 'vitest';
import { PORTAL_LINK_EXPIRED, PORTAL_LINK_NOT_YOURS, portalLinkAnswer, type PortalLinkFacts } from '../../../src/shared/domain/portal-link';

const T = 1_800_000_000;
const facts = (over: Partial<PortalLinkFacts> = {}): PortalLinkFacts => ({
  nowS: T, createdS: T, openedS: null, customer: 'cus_a', golfer: { disabled: false, customer: 'cus_a' }, ...over,
});

describe('portalLinkAnswer: a short-lived link for one golfer', () => {
  it.each([
    ['opened at once', facts(), { ok: true, opensNow: true }],
    ['opened after 5 minutes exactly', facts({ nowS: T + 300 }), { ok: true, opensNow: true }],
    ['first opened after 5 minutes and a second', facts({ nowS: T + 301 }), { ok: false, status: 410, message: PORTAL_LINK_EXPIRED }],
    ['used again 59 minutes after it was opened', facts({ openedS: T + 60, nowS: T + 60 + 3540 }), { ok: true, opensNow: false }],
    ['used again an hour and a second after it was opened', facts({ openedS: T + 60, nowS: T + 60 + 3601 }), { ok: false, status: 410, message: PORTAL_LINK_EXPIRED }],
    ['its golfer was disabled', facts({ golfer: { disabled: true, customer: 'cus_a' } }), { ok: false, status: 403, message: PORTAL_LINK_NOT_YOURS }],
    ['its customer is no longer the golfer\'s', facts({ golfer: { disabled: false, customer: 'cus_b' } }), { ok: false, status: 403, message: PORTAL_LINK_NOT_YOURS }],
    ['no golfer holds its customer', facts({ golfer: null }), { ok: false, status: 403, message: PORTAL_LINK_NOT_YOURS }],
    ['not the golfer\'s, and expired too: says not yours', facts({ golfer: null, nowS: T + 9999 }), { ok: false, status: 403, message: PORTAL_LINK_NOT_YOURS }],
  ] as const)('%s', (_what, f, answer) => {
    expect(portalLinkAnswer(f)).toEqual(answer);
  });
});
