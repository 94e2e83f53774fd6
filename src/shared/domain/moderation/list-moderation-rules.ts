/**
 * An admin hides or unhides a list, or the note of a list item (issue 24, moderation). Pure; the
 * server asks it under the list's row lock. Hiding what is hidden, or unhiding what is shown, is
 * a conflict that says so; a note can be hidden only when there is one.
 */
import { refusal, type Refusal } from '../refusal';

export const MODERATION_ACTIONS = ['hide', 'unhide'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export function listModerationRefusal(action: ModerationAction, f: { hidden: boolean }): Refusal | null {
  if (action === 'hide') return f.hidden ? refusal('conflict', 'This list is already hidden.') : null;
  return f.hidden ? null : refusal('conflict', 'This list is not hidden.');
}

export function noteModerationRefusal(action: ModerationAction, f: { hasNote: boolean; hidden: boolean }): Refusal | null {
  if (action === 'hide') {
    if (f.hidden) return refusal('conflict', 'This note is already hidden.');
    return f.hasNote ? null : refusal('conflict', 'This item has no note to hide.');
  }
  return f.hidden ? null : refusal('conflict', 'This note is not hidden.');
}

/** What others read of an item's note: nothing while it is hidden; the owner (and admins) read it. */
export const noteShownTo = (note: string | null, hidden: boolean, ownerOrAdmin: boolean): string | null =>
  hidden && !ownerOrAdmin ? null : note;
