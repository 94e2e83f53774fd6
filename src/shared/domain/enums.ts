/** Enumerations of spec section 3, shared by client, server and database schema. */

export const CLUB_MEMBERSHIPS = ['PRIVATE', 'PUBLIC', 'LIMITED'] as const;
export type ClubMembership = (typeof CLUB_MEMBERSHIPS)[number];
export const MEMBERSHIP_LABELS: Record<ClubMembership, string> = {
  PRIVATE: 'Private',
  PUBLIC: 'Public',
  LIMITED: 'Limited',
};

export const COURSE_TYPES = ['FULL LENGTH', 'EXECUTIVE', 'PAR 3 COURSE', 'PITCH & PUTT'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const CONTINENTS = ['AFRICA', 'ASIA', 'EUROPE', 'OCEANIA', 'NORTH AMERICA', 'SOUTH AMERICA'] as const;
export type Continent = (typeof CONTINENTS)[number];
export const CONTINENT_LABELS: Record<Continent, string> = {
  AFRICA: 'Africa', ASIA: 'Asia', EUROPE: 'Europe', OCEANIA: 'Oceania', 'NORTH AMERICA': 'North America', 'SOUTH AMERICA': 'South America',
};

export const LIST_KINDS = ['course', 'hole', 'trip'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const COURSE_LIST_TYPES = [
  'wishlist', 'watchlist', 'played', 'mylie', 'bucket_list', 'hidden_gems', 'most_fun', 'best_value',
  'munis', 'beauty', 'vibe', 'executive', 'custom',
] as const;
export const HOLE_LIST_TYPES = [
  'openers', 'closers', 'hardest', 'par_3s', 'par_4s', 'par_5s', 'greensites', 'gems', 'beauty', 'strategic', 'custom',
] as const;
/** Trips are one list type of their own. */
export const TRIP_LIST_TYPES = ['trip'] as const;
/** Every list type across kinds ('beauty' and 'custom' are shared by course and hole lists). */
export const LIST_TYPES = [...new Set([...COURSE_LIST_TYPES, ...HOLE_LIST_TYPES, ...TRIP_LIST_TYPES])] as [string, ...string[]];
export type CourseListType = (typeof COURSE_LIST_TYPES)[number];
export type HoleListType = (typeof HOLE_LIST_TYPES)[number];
export type ListType = CourseListType | HoleListType | (typeof TRIP_LIST_TYPES)[number];

export const COLOR_THEMES = ['light', 'dark', 'system'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const DIFFICULTY_PREFERENCES = ['none', 'easy', 'average', 'hard'] as const;
export type DifficultyPreference = (typeof DIFFICULTY_PREFERENCES)[number];

export const ARCHITECTURE_PREFERENCES = ['none', 'classic', 'modern'] as const;
export type ArchitecturePreference = (typeof ARCHITECTURE_PREFERENCES)[number];

export const PANELIST_STATUSES = ['Not Sent', 'Pending', 'Approved', 'Denied'] as const;
export type PanelistStatus = (typeof PANELIST_STATUSES)[number];

export const WISHLIST_KINDS = ['wishlist', 'watchlist'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

/** Tutorial identifiers (spec section 2): 'me' is My Lie's first steps, 'explore' the note on a first visit to Explore. */
export const TUTORIALS = ['me', 'explore'] as const;
export type TutorialName = (typeof TUTORIALS)[number];
