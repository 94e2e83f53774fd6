/**
 * Text normalisation shared by the course search index (documents and queries go through the same
 * code, so whatever is folded here is folded identically on both sides).
 *
 * lower case; accents stripped (é -> e, ß -> ss, ø -> o); '&' -> 'and'; possessive "'s" kept as part of
 * the word (St Andrew's -> andrews); 'saint'/'st.'/'ste' -> 'st', 'mt' -> 'mount'; any other run of
 * characters that are not letters or digits (any script) separates tokens; tokens are cut to
 * MAX_TOKEN_LENGTH so that pathological input stays cheap.
 */

export const MAX_TOKEN_LENGTH = 32;

/** Words every other course name contains. They still match, but weigh much less than distinctive words. */
const GOLF_STOP_WORDS = [
  'golf', 'golfe', 'golfclub', 'club', 'clubs', 'course', 'courses', 'links', 'country', 'resort', 'cc', 'gc', 'gcc',
  'the', 'and', 'of', 'at', 'a', 'an', 'no', 'de', 'del', 'la', 'le', 'les', 'el', 'los', 'las', 'di', 'du', 'des', 'da',
  'y', 'et', 'und', 'der', 'den', 'het',
];
const STOP = new Set(GOLF_STOP_WORDS);

export function isStopWord(token: string): boolean {
  return STOP.has(token);
}

const SYNONYMS = new Map<string, string>([
  ['saint', 'st'],
  ['sainte', 'st'],
  ['ste', 'st'],
  ['sankt', 'st'],
  ['mt', 'mount'],
]);

const LETTER_FOLDS: Record<string, string> = {
  'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i', 'ħ': 'h',
};

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING_MARKS = /\p{M}+/gu;
const FOLDABLE = /[ßæœøłđðþıħ]/g;
const POSSESSIVE = /['\u2019`\u00b4](?=s(?:[^\p{L}\p{N}]|$))/gu;
const ASCII_SEPARATORS = /[^a-z0-9]+/;
const UNICODE_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower-cased, accent-free, token list of `text`, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  let s = text.toLowerCase();
  const ascii = !NON_ASCII.test(s);
  if (!ascii) {
    s = s.normalize('NFKD').replace(COMBINING_MARKS, '').replace(FOLDABLE, (c) => LETTER_FOLDS[c] ?? c);
  }
  if (s.includes('&')) s = s.replaceAll('&', ' and ');
  if (s.includes("'") || !ascii || s.includes('`')) s = s.replace(POSSESSIVE, '');
  const parts = s.split(ascii && !NON_ASCII.test(s) ? ASCII_SEPARATORS : UNICODE_SEPARATORS);
  const out: string[] = [];
  for (let part of parts) {
    if (part.length === 0) continue;
    if (part.length > MAX_TOKEN_LENGTH) part = part.slice(0, MAX_TOKEN_LENGTH);
    out.push(SYNONYMS.get(part) ?? part);
  }
  return out;
}
