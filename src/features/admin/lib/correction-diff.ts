/** A suggested correction as rows of a diff: the field's label, the course's value now and the proposed one, as text. */
import type { CorrectionValues } from '../../../shared/contracts/corrections.contract';
import { CORRECTION_FIELDS, type CorrectionField } from '../../../shared/domain/moderation/correction-rules';

export const CORRECTION_LABELS: Record<CorrectionField, string> = {
  location: 'Location', architects: 'Architects', year_established: 'Year', club_membership: 'Access', peak_green_fee: 'Peak green fee (USD)', type: 'Type',
};

export function valueText(field: CorrectionField, v: unknown): string {
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return '—';
  if (field === 'location') { const l = v as { lat: number; lng: number }; return `${l.lat}, ${l.lng}`; }
  if (Array.isArray(v)) return v.join(', ');
  return String(v);
}

export function correctionDiff(proposed: CorrectionValues, current: CorrectionValues | null): { field: CorrectionField; label: string; from: string; to: string }[] {
  return CORRECTION_FIELDS.filter((f) => proposed[f] !== undefined).map((f) => ({
    field: f, label: CORRECTION_LABELS[f], from: current ? valueText(f, current[f]) : '(course deleted)', to: valueText(f, proposed[f]),
  }));
}
