/**
 * Course names and architects: cleaning, the length limit, and what is not a course at all
 * (driving ranges, mini-golf, disc golf, footgolf, putting courses, golf shops).
 */

/** Names longer than this are not names: the record is skipped ('invalid'). */
export const MAX_NAME_LENGTH = 200;

/** Trims, collapses whitespace (and control characters) to one space. */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

export type NameCheck = { ok: true; name: string } | { ok: false; reason: 'no-name' | 'invalid'; message: string };

export function checkName(raw: string | null): NameCheck {
  const name = raw === null ? '' : cleanText(raw);
  if (!name) return { ok: false, reason: 'no-name', message: 'the record has no name' };
  if (name.length > MAX_NAME_LENGTH) {
    return { ok: false, reason: 'invalid', message: `the name "${name.slice(0, 40)}…" has ${name.length} characters (at most ${MAX_NAME_LENGTH})` };
  }
  return { ok: true, name };
}

/** Phrases that name something other than a course. */
const NOT_A_COURSE = [
  /\bdriving[- ]range\b/i,
  /\bgolf range\b/i,
  /\bpractice (area|range|facility|tee)\b/i,
  /\bmini(ature)?[- ]?golf\b/i,
  /\bputt[- ]putt\b/i,
  /\bputting (course|green)\b/i,
  /\bdisc[- ]?golf\b/i,
  /\bfoot[- ]?golf\b/i,
  /\b(pro|golf) (shop|store)\b/i,
  /\bgolf superstore\b/i,
  /^(range|practice area)$/i,
];

/** Words that say there is a course besides the range or the shop ("Irish Oaks Golf Course and Driving Range"). */
const COURSE_WORDS = /\b(golf course|golf club|country club|golf links|golf resort|\d+ hole course|par[- ]3 course|executive course)\b/i;

/**
 * Whether a name says "not a course": one of the phrases above, and no course words in the rest of
 * the name. "Golf Center" alone is not a sign: many are real courses (Harborside International Golf
 * Center, 36 holes), others ranges; a range without its own words stays a course.
 */
export function nameSaysNotACourse(name: string): string | null {
  for (const phrase of NOT_A_COURSE) {
    const match = phrase.exec(name);
    if (!match) continue;
    const rest = name.replace(phrase, ' ');
    if (COURSE_WORDS.test(rest)) return null;
    return match[0].toLowerCase();
  }
  return null;
}

/** OSM tags that mark something other than a course (the value names it in the skip message). */
export function tagsSayNotACourse(tags: Record<string, unknown>): string | null {
  const golf = typeof tags.golf === 'string' ? tags.golf : null;
  if (golf && ['driving_range', 'pitch', 'miniature_golf', 'practice', 'shop'].includes(golf)) return `golf=${golf}`;
  const leisure = typeof tags.leisure === 'string' ? tags.leisure : null;
  if (leisure && leisure !== 'golf_course') return `leisure=${leisure}`;
  if (tags.sport === 'disc_golf' || tags.sport === 'footgolf') return `sport=${String(tags.sport)}`;
  if (tags.shop === 'golf') return 'shop=golf';
  return null;
}

/** "Tim Nugent, Dick Nugent and Drew Rogers" -> three names; blanks and repeats dropped. */
export function splitArchitects(raw: string | null): string[] {
  if (!raw) return [];
  const names = raw
    .split(/\s*(?:,|;|\/|&|\band\b|\+)\s*/i)
    .map((n) => cleanText(n))
    .filter((n) => n.length > 1 && n.length <= MAX_NAME_LENGTH && !/^(unknown|n\/?a|none|null|undefined)$/i.test(n));
  return [...new Set(names)];
}
