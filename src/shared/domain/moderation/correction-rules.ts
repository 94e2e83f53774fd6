/**
 * Golfers' suggested corrections to a course (issue 24, item 5): which fields a suggestion may
 * name, what counts as a change, who may send one, and the decision table. Pure and table-tested
 * (tests/unit/shared/correction-rules.test.ts).
 */
import { refusal, type Refusal } from '../refusal';

export const CORRECTION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export type CorrectionDecision = Exclude<CorrectionStatus, 'Pending'>;

/** The course fields a golfer may correct, named as the course API names them. */
export const CORRECTION_FIELDS = ['location', 'architects', 'year_established', 'club_membership', 'peak_green_fee', 'type'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** A golfer may have this many suggestions waiting at once. */
export const OPEN_CORRECTIONS_MAX = 20;
export const CORRECTION_NOTE_MAX = 1000;

export interface CorrectionValues {
  location?: { lat: number; lng: number };
  architects?: string[];
  year_established?: number | null;
  club_membership?: string | null;
  peak_green_fee?: number | null;
  type?: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The proposed fields that differ from the course's current values (only those are kept). */
export function changedFields<T extends CorrectionValues>(current: Required<T>, proposed: T): T {
  const out: Record<string, unknown> = {};
  for (const f of CORRECTION_FIELDS) {
    if (proposed[f] === undefined) continue;
    const cur = f === 'location' ? { lat: current.location!.lat, lng: current.location!.lng } : current[f];
    if (!same(cur, proposed[f])) out[f] = proposed[f];
  }
  return out as T;
}

/** A new suggestion: it must change something, and the golfer's open ones stay under the cap. */
export function correctionSubmitRefusal(f: { changed: number; open: number; courseExists: boolean }): Refusal | null {
  if (!f.courseExists) return refusal('not-found', 'no such course', 'id');
  if (f.changed === 0) return refusal('invalid', 'changes nothing: give at least one value that differs from the course', 'fields');
  if (f.open >= OPEN_CORRECTIONS_MAX) {
    return refusal('conflict', `You have ${OPEN_CORRECTIONS_MAX} suggestions waiting for an admin; send more once some are decided.`);
  }
  return null;
}

/**
 * The decision table: only a Pending suggestion is decided; Accepted needs the course to exist
 * (a suggestion whose course was deleted can only be rejected).
 *
 * | from \ to | Accepted                    | Rejected |
 * |-----------|-----------------------------|----------|
 * | Pending   | yes (course exists)         | yes      |
 * | Accepted  | no: already decided         | no       |
 * | Rejected  | no: already decided         | no       |
 */
export function correctionDecisionRefusal(from: CorrectionStatus, to: CorrectionDecision, f: { courseExists: boolean }): Refusal | null {
  if (from !== 'Pending') return refusal('conflict', `This suggestion was already ${from.toLowerCase()}.`, 'status');
  if (to === 'Accepted' && !f.courseExists) return refusal('conflict', 'The course was deleted; the suggestion can only be rejected.', 'status');
  return null;
}
