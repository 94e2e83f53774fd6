/**
 * What a golfer's name may hold, wherever it comes from: the profile form (`PUT /user/profile`)
 * or the sign-in token of a new account. Names are shown to everyone (profiles, search, feeds),
 * so besides control characters (C0, DEL, C1) they hold no line or paragraph separators and no
 * bidirectional controls: an override or isolate reorders the text around it, so "Tiger" could be
 * made to read as someone else's name next to it.
 */
const NOT_IN_A_NAME = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;
const BREAKING = /\s*[\p{Cc}\p{Zl}\p{Zp}]+\s*/gu;

export const hasCharactersNotInAName = (s: string): boolean => NOT_IN_A_NAME.test(s);

/**
 * A name that the profile rules accept, made from text nobody checked (a token's `name`): the
 * bidirectional controls go, each run of control characters or line breaks becomes one space,
 * and the rest is trimmed and cut to `max` characters (never inside a surrogate pair). An empty
 * result means there was no usable name.
 */
export function cleanName(raw: string, max: number): string {
  const text = raw.replace(BIDI_CONTROLS, '').replace(BREAKING, ' ').trim();
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trim();
}
