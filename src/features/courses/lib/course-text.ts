/** Display text for course facts; pure so the words are tested, not eyeballed. */
import type { Course } from '../../../shared/contracts/courses.contract';
import type { GreenFeeSymbol } from '../../../shared/domain/green-fee';
import { MEMBERSHIP_LABELS, type ClubMembership, type CourseType } from '../../../shared/domain/enums';
import { formatLength, type LengthUnit } from '../../../shared/domain/units';

const TYPE_LABELS: Record<CourseType, string> = {
  'FULL LENGTH': 'Full length',
  EXECUTIVE: 'Executive',
  'PAR 3 COURSE': 'Par 3',
  'PITCH & PUTT': 'Pitch & putt',
};

export const courseTypeLabel = (type: CourseType) => TYPE_LABELS[type];

/**
 * The card's overline: "Full length · 18 holes" (holes only when known); given the golfer's unit,
 * par and length too: "Full length · 18 holes · Par 72 · 6,828 yd".
 */
export function courseTypeLine(course: Pick<Course, 'type' | 'holes'> & Partial<Pick<Course, 'par' | 'total_yardage'>>, length?: LengthIn): string {
  return [
    courseTypeLabel(course.type),
    course.holes ? `${course.holes} holes` : null,
    length && course.par ? `Par ${course.par}` : null,
    length && course.total_yardage ? formatLength(course.total_yardage, length.unit, length.locale, 'short') : null,
  ].filter(Boolean).join(' · ');
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

/** The golfer's unit of length and language (lib/length-unit.ts). */
export interface LengthIn { unit: LengthUnit; locale?: string }

/** "18 holes · Par 72 · 6,828 yards" ("6,244 metres"), leaving out what is not known; '' when nothing is. */
export function layoutText(course: Pick<Course, 'holes' | 'par' | 'total_yardage'>, length: LengthIn = { unit: 'yard', locale: 'en-US' }): string {
  return [
    course.holes ? `${course.holes} holes` : null,
    course.par ? `Par ${course.par}` : null,
    course.total_yardage ? formatLength(course.total_yardage, length.unit, length.locale) : null,
  ].filter(Boolean).join(' · ');
}
