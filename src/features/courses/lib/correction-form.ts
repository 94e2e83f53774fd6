/**
 * The "Suggest a correction" form (issue 24, item 5): its fields as text, prefilled from the
 * course, and the body they make: only the values that differ from the course (the server keeps
 * only those too), numbers parsed, empty meaning "none".
 */
import type { CreateCorrectionBody } from '../../../shared/contracts/corrections.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import type { ClubMembership, CourseType } from '../../../shared/domain/enums';

export interface CorrectionForm {
  lat: string;
  lng: string;
  architects: string;
  year: string;
  access: ClubMembership | '';
  fee: string;
  type: CourseType;
  note: string;
}

export const correctionFormOf = (c: Course): CorrectionForm => ({
  lat: String(c.location.lat), lng: String(c.location.lng), architects: c.architects.join(', '),
  year: c.year_established == null ? '' : String(c.year_established), access: c.club_membership ?? '',
  fee: c.peak_green_fee == null ? '' : String(c.peak_green_fee), type: c.type, note: '',
});

/** A number field: empty is null; anything else Number() (NaN stays NaN, for the schema to name). */
const num = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The request body: the changed values and the note. */
export function correctionBody(c: Course, f: CorrectionForm): CreateCorrectionBody {
  const body: Record<string, unknown> = {};
  const location = { lat: num(f.lat), lng: num(f.lng) };
  if (!same(location, { lat: c.location.lat, lng: c.location.lng })) body.location = location;
  const architects = f.architects.split(',').map((a) => a.trim()).filter(Boolean);
  if (!same(architects, c.architects)) body.architects = architects;
  if (!same(num(f.year), c.year_established)) body.year_established = num(f.year);
  if (!same(f.access || null, c.club_membership)) body.club_membership = f.access || null;
  if (!same(num(f.fee), c.peak_green_fee)) body.peak_green_fee = num(f.fee);
  if (f.type !== c.type) body.type = f.type;
  if (f.note.trim()) body.note = f.note.trim();
  return body as CreateCorrectionBody;
}

/** Whether the body proposes anything (a note alone does not). */
export const proposesSomething = (body: CreateCorrectionBody) => Object.keys(body).some((k) => k !== 'note');
