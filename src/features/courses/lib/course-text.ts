/** Display text for course facts; pure so the words are tested, not eyeballed. */
import type { Course } from '../../../shared/contracts/courses.contract';
import type { GreenFeeSymbol } from '../../../shared/domain/green-fee';
import { MEMBERSHIP_LABELS, type ClubMembership, type CourseType } from '../../../shared/domain/enums';

const TYPE_LABELS: Record<CourseType, string> = {
  'FULL LENGTH': 'Full length',
  EXECUTIVE: 'Executive',
  'PAR 3 COURSE': 'Par 3',
  'PITCH & PUTT': 'Pitch & putt',
};

export const courseTypeLabel = (type: CourseType) => TYPE_LABELS[type];

/** The card's overline: "Full length · 18 holes" (holes only when known). */
export function courseTypeLine(course: Pick<Course, 'type' | 'holes'>): string {
  return [courseTypeLabel(course.type), course.holes ? `${course.holes} holes` : null].filter(Boolean).join(' · ');
}

/** Accessibility of the course (spec: "accessibility" on the card), from club_membership. */
export function membershipLabel(membership: ClubMembership | null | undefined): string {
  return membership ? MEMBERSHIP_LABELS[membership] : 'Access unknown';
}

/** What the cost symbol means (fees are US dollars; bands as in the README's decisions). */
export function greenFeeDescription(symbol: GreenFeeSymbol): string {
  switch (symbol) {
    case '-': return 'Private course: members and their guests';
    case '$': return 'Up to $100';
    case '$$': return '$100 to $200';
    case '$$$': return 'Over $200';
    default: return 'Not known';
  }
}

/** What a screen reader hears for the cost symbol: "Green fee: $$$ (over $200)"; '' when unknown. */
export function greenFeeSpoken(symbol: GreenFeeSymbol): string {
  if (symbol === '') return '';
  if (symbol === '-') return 'Green fee: none, private course';
  return `Green fee: ${symbol} (${greenFeeDescription(symbol).toLowerCase()})`;
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "18 holes · Par 72 · 6,828 yards", leaving out what is not known; '' when nothing is. */
export function layoutText(course: Pick<Course, 'holes' | 'par' | 'total_yardage'>): string {
  return [
    course.holes ? `${course.holes} holes` : null,
    course.par ? `Par ${course.par}` : null,
    course.total_yardage ? `${int.format(course.total_yardage)} yards` : null,
  ].filter(Boolean).join(' · ');
}

/** "850 m", "3.4 km", "27 km". */
export function formatDistanceKm(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${int.format(Math.round(km))} km`;
}
