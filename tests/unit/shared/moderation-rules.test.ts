import { describe, expect, it } from 'vitest';
import {
  changedFields, correctionDecisionRefusal, correctionSubmitRefusal, OPEN_CORRECTIONS_MAX,
  type CorrectionDecision, type CorrectionStatus, type CorrectionValues,
} from '../../../src/shared/domain/moderation/correction-rules';
import { listModerationRefusal, noteModerationRefusal, noteShownTo, type ModerationAction } from '../../../src/shared/domain/moderation/list-moderation-rules';

const brief = (r: { reason: string; path?: string } | null) => (r ? [r.reason, r.path].filter(Boolean).join(' ') : null);

describe('listModerationRefusal', () => {
  it.each([
    ['hide', false, null],
    ['hide', true, 'conflict'],
    ['unhide', true, null],
    ['unhide', false, 'conflict'],
  ] as [ModerationAction, boolean, string | null][])('%s a list hidden=%s → %s', (action, hidden, expected) => {
    expect(brief(listModerationRefusal(action, { hidden }))).toBe(expected);
  });
});

describe('noteModerationRefusal', () => {
  it.each([
    ['hide', true, false, null],
    ['hide', false, false, 'conflict'],
    ['hide', true, true, 'conflict'],
    ['unhide', true, true, null],
    ['unhide', true, false, 'conflict'],
    ['unhide', false, false, 'conflict'],
  ] as [ModerationAction, boolean, boolean, string | null][])('%s a note (has one: %s, hidden: %s) → %s', (action, hasNote, hidden, expected) => {
    expect(brief(noteModerationRefusal(action, { hasNote, hidden }))).toBe(expected);
  });

  it.each([
    ['a note', false, false, 'a note'],
    ['a note', true, false, null],
    ['a note', true, true, 'a note'],
    [null, false, false, null],
  ] as [string | null, boolean, boolean, string | null][])('shows %s (hidden %s, owner or admin %s) as %s', (note, hidden, privileged, expected) => {
    expect(noteShownTo(note, hidden, privileged)).toBe(expected);
  });
});

describe('correctionDecisionRefusal (the decision table)', () => {
  it.each([
    ['Pending', 'Accepted', true, null],
    ['Pending', 'Rejected', true, null],
    ['Pending', 'Accepted', false, 'conflict status'],
    ['Pending', 'Rejected', false, null],
    ['Accepted', 'Accepted', true, 'conflict status'],
    ['Accepted', 'Rejected', true, 'conflict status'],
    ['Rejected', 'Accepted', true, 'conflict status'],
    ['Rejected', 'Rejected', false, 'conflict status'],
  ] as [CorrectionStatus, CorrectionDecision, boolean, string | null][])('%s → %s (course exists: %s) → %s', (from, to, courseExists, expected) => {
    expect(brief(correctionDecisionRefusal(from, to, { courseExists }))).toBe(expected);
  });
});

describe('correctionSubmitRefusal', () => {
  it.each([
    [{ changed: 1, open: 0, courseExists: true }, null],
    [{ changed: 1, open: OPEN_CORRECTIONS_MAX - 1, courseExists: true }, null],
    [{ changed: 1, open: OPEN_CORRECTIONS_MAX, courseExists: true }, 'conflict'],
    [{ changed: 0, open: 0, courseExists: true }, 'invalid fields'],
    [{ changed: 1, open: 0, courseExists: false }, 'not-found id'],
  ])('%o → %s', (facts, expected) => {
    expect(brief(correctionSubmitRefusal(facts))).toBe(expected);
  });
});

describe('changedFields', () => {
  const current: Required<CorrectionValues> = {
    location: { lat: 56, lng: -3 }, architects: ['Tom Doak'], year_established: 2001, club_membership: 'PUBLIC', peak_green_fee: 150, type: 'FULL LENGTH',
  };
  it.each([
    [{ year_established: 2001 }, {}],
    [{ year_established: 1999 }, { year_established: 1999 }],
    [{ year_established: null }, { year_established: null }],
    [{ location: { lat: 56, lng: -3 } }, {}],
    [{ location: { lat: 56.1, lng: -3 } }, { location: { lat: 56.1, lng: -3 } }],
    [{ architects: ['Tom Doak'] }, {}],
    [{ architects: ['Tom Doak', 'Jim Urbina'] }, { architects: ['Tom Doak', 'Jim Urbina'] }],
    [{ peak_green_fee: 150, type: 'EXECUTIVE' }, { type: 'EXECUTIVE' }],
    [{ club_membership: 'PUBLIC' }, {}],
  ] as [CorrectionValues, CorrectionValues][])('%o keeps %o', (proposed, expected) => {
    expect(changedFields(current, proposed)).toEqual(expected);
  });
});
