/**
 * The admin course form's values (what the inputs hold: text for numbers) and their way to and
 * from the API: a course becomes form values; form values become the body of
 * `POST/PUT /api/courses`, checked with the shared `courseInputSchema` so the form shows the same
 * field errors the server would, keyed by the body's paths ("location.lat", "videos.0.youtubeId").
 */
import type { CourseInput } from '../../../shared/contracts/course-input.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { courseInputSchema } from '../../../shared/contracts/course-input.contract';
import type { ClubMembership, Continent, CourseType } from '../../../shared/domain/enums';
import { ApiError } from '../../../lib/api-client';
import { sentence, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { emptyScorecardForm, scorecardFormErrors, scorecardFormFrom, scorecardFromForm, type ScorecardForm } from './scorecard-form';

export interface CourseFormValues {
  club_name: string;
  architects: string[];
  year_established: string;
  club_membership: ClubMembership | '';
  type: CourseType;
  continent: Continent | '';
  lat: string;
  lng: string;
  country: string;
  province: string;
  city: string;
  street: string;
  postal_code: string;
  website: string;
  phone: string;
  peak_green_fee: string;
  holes: string;
  par: string;
  total_yardage: string;
  gallery: string[];
  videos: string[];
  main_image: string | null;
  /** The scorecard's table as typed (issue 34; scorecard-form.ts). */
  scorecard: ScorecardForm;
}

export const emptyCourseForm = (at: { lat: number; lng: number } = { lat: 56.34, lng: -2.8 }): CourseFormValues => ({
  club_name: '', architects: [], year_established: '', club_membership: '', type: 'FULL LENGTH', continent: '', lat: String(at.lat), lng: String(at.lng),
  country: '', province: '', city: '', street: '', postal_code: '', website: '', phone: '', peak_green_fee: '', holes: '18', par: '', total_yardage: '',
  gallery: [], videos: [], main_image: null, scorecard: emptyScorecardForm(),
});

const text = (n: number | null) => (n == null ? '' : String(n));

export function courseFormFrom(c: Course): CourseFormValues {
  return {
    club_name: c.club_name, architects: c.architects, year_established: text(c.year_established), club_membership: c.club_membership ?? '',
    type: c.type, continent: c.continent ?? '', lat: String(c.location.lat), lng: String(c.location.lng), country: c.address.country ?? '',
    province: c.address.province ?? '', city: c.address.city ?? '', street: c.address.street ?? '', postal_code: c.address.postal_code ?? '',
    website: c.website ?? '', phone: c.phone ?? '', peak_green_fee: text(c.peak_green_fee), holes: text(c.holes), par: text(c.par),
    total_yardage: text(c.total_yardage), gallery: c.gallery.map((g) => g.src), videos: c.videos.map((v) => v.youtubeId), main_image: c.main_image,
    scorecard: scorecardFormFrom(c.scorecard),
  };
}

/** A number field: empty is null; anything else is its number (NaN when it is not one, which the schema refuses). */
const num = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
const opt = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** What the form sends, before checking. */
export function courseBody(v: CourseFormValues): Record<string, unknown> {
  return {
    club_name: v.club_name.trim(),
    architects: v.architects,
    year_established: num(v.year_established),
    club_membership: v.club_membership || null,
    type: v.type,
    continent: v.continent || null,
    location: { lat: num(v.lat) ?? Number.NaN, lng: num(v.lng) ?? Number.NaN },
    address: { country: v.country.trim(), province: opt(v.province), city: opt(v.city), street: opt(v.street), postal_code: opt(v.postal_code) },
    website: opt(v.website),
    phone: opt(v.phone),
    peak_green_fee: num(v.peak_green_fee),
    holes: num(v.holes),
    par: num(v.par),
    total_yardage: num(v.total_yardage),
    gallery: v.gallery.map((src) => ({ src })),
    videos: v.videos.map((youtubeId) => ({ youtubeId })),
    main_image: v.main_image,
    scorecard: scorecardFromForm(v.scorecard),
  };
}

/** A scorecard error's key: its body path ("scorecard.3.par"), kept whole for the editor to place by its cell. */
const isScorecardKey = (key: string) => key === 'scorecard' || key.startsWith('scorecard.');

/** The body to send, or the fields at fault (the same messages the API would answer). */
export function checkCourseForm(v: CourseFormValues): { input: CourseInput } | { errors: FieldErrors } {
  const holes = num(v.holes);
  // The scorecard's own checks name each cell's fault in the API's words (a NaN would only be "expected number").
  const card = scorecardFormErrors(v.scorecard, holes !== null && Number.isInteger(holes) && holes >= 1 && holes <= 72 ? holes : null);
  const parsed = courseInputSchema.safeParse(courseBody(v));
  if (parsed.success && Object.keys(card).length === 0) return { input: parsed.data };
  const errors = parsed.success ? {} : collapseFieldErrors(zodFieldErrors(parsed.error));
  if (Object.keys(card).length === 0) return { errors };
  return { errors: { ...Object.fromEntries(Object.entries(errors).filter(([k]) => !isScorecardKey(k))), ...card } };
}


/** A YouTube video id, or the id inside a YouTube link an admin pasted (watch?v=, youtu.be/, embed/, shorts/); null when there is none. */
export function youtubeIdOf(text: string): string | null {
  const s = text.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(s)) return s;
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(s);
  return m ? m[1]! : null;
}

/** The fields the form shows errors beside (the API's field errors on other paths go above the form). */
export const COURSE_FORM_FIELDS = [
  'club_name', 'architects', 'year_established', 'club_membership', 'type', 'continent', 'location.lat', 'location.lng', 'address.country',
  'address.province', 'address.city', 'address.street', 'address.postal_code', 'website', 'phone', 'peak_green_fee', 'holes', 'par', 'total_yardage', 'gallery', 'videos', 'main_image', 'reason',
] as const;

/** A body path as the form shows it: an item of a list under the list ("videos.2.youtubeId" → "videos"); the scorecard's by their cell. */
export const formKeyOf = (path: string): string => path.replace(/^(architects|gallery|videos)\..*$/, '$1');

/** Field errors keyed the form's way (the first one per field stays). */
export function collapseFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[formKeyOf(path)] ??= message;
  return out;
}

/** A failed save's errors the form's way: body field errors beside their fields, the rest above the form. */
export function courseSaveErrors(error: unknown): { fields: FieldErrors; form: string | null } {
  const listed = error instanceof ApiError ? error.fieldErrors : [];
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const e of listed) {
    const key = formKeyOf(e.path);
    if (e.in === 'body' && ((COURSE_FORM_FIELDS as readonly string[]).includes(key) || isScorecardKey(key))) fields[key] ??= sentence(e.message);
    else rest.push(`${e.path}: ${e.message}`);
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return { fields, form: listed.length === 0 ? message : rest.length ? rest.join('; ') : null };
}

/** The form's fields by name, as the "changed by someone else" comparison shows them. */
const FIELD_LABELS: Record<keyof CourseFormValues, string> = {
  club_name: 'Name', architects: 'Architects', year_established: 'Year established', club_membership: 'Membership', type: 'Type',
  continent: 'Continent', lat: 'Latitude', lng: 'Longitude', country: 'Country', province: 'Province or state', city: 'City',
  street: 'Street address', postal_code: 'Postal code', website: 'Website', phone: 'Phone',
  peak_green_fee: 'Green fee (US$)', holes: 'Holes', par: 'Par', total_yardage: 'Yardage', gallery: 'Gallery', videos: 'Videos', main_image: 'Main image',
  scorecard: 'Scorecard',
};

const shown = (k: keyof CourseFormValues, v: CourseFormValues[keyof CourseFormValues]): string => {
  if (k === 'scorecard' && v && typeof v === 'object' && 'rows' in v) return v.rows.length ? `${v.rows.length} hole${v.rows.length === 1 ? '' : 's'}` : '—';
  if (Array.isArray(v)) return k === 'gallery' ? `${v.length} image${v.length === 1 ? '' : 's'}` : v.length ? v.join(', ') : '—';
  // An image by its file's name, not its whole address.
  if (k === 'main_image' && typeof v === 'string') return v.split('/').pop() || v;
  return v ? String(v) : '—';
};

export interface FieldDifference { key: keyof CourseFormValues; label: string; theirs: string; mine: string }

/** The fields where two versions of the form differ (theirs: the course as someone saved it; mine: the form), in the form's order. */
export function courseFormDiff(theirs: CourseFormValues, mine: CourseFormValues, ignore: readonly (keyof CourseFormValues)[] = []): FieldDifference[] {
  return (Object.keys(FIELD_LABELS) as (keyof CourseFormValues)[])
    .filter((k) => !ignore.includes(k) && JSON.stringify(theirs[k]) !== JSON.stringify(mine[k]))
    .map((k) => ({ key: k, label: FIELD_LABELS[k], theirs: shown(k, theirs[k]), mine: shown(k, mine[k]) }));
}
