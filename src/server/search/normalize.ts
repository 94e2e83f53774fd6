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
const UNICODE_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower-cased, accent-free, token list of `text`, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return tokenizeAscii(lower);
  let s = lower.normalize('NFKD').replace(COMBINING_MARKS, '').replace(FOLDABLE, (c) => LETTER_FOLDS[c] ?? c);
  if (s.includes('&')) s = s.replaceAll('&', ' and ');
  s = s.replace(POSSESSIVE, '');
  const out: string[] = [];
  for (const part of s.split(UNICODE_SEPARATORS)) if (part.length > 0) push(out, part);
  return out;
}

function push(out: string[], token: string): void {
  const t = token.length > MAX_TOKEN_LENGTH ? token.slice(0, MAX_TOKEN_LENGTH) : token;
  out.push(SYNONYMS.get(t) ?? t);
}

function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** The same rules for lower-case ASCII, in one scan without regular expressions (the build's hot path). */
function tokenizeAscii(s: string): string[] {
  const out: string[] = [];
  const n = s.length;
  let start = -1;
  let possessive = false;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? s.charCodeAt(i) : 32;
    if (isAlnum(c)) {
      if (start < 0) start = i;
      continue;
    }
    // An apostrophe before a final "s" stays inside the word: "andrew's" -> "andrews".
    if (start >= 0 && (c === 39 || c === 96) && s.charCodeAt(i + 1) === 115 && !isAlnum(i + 2 < n ? s.charCodeAt(i + 2) : 32)) {
      possessive = true;
      continue;
    }
    if (start >= 0) {
      const raw = s.slice(start, i);
      push(out, possessive ? raw.replace(/['`]/g, '') : raw);
      start = -1;
      possessive = false;
    }
    if (c === 38) out.push('and');
  }
  return out;
}

/**
 * Tokens of a course name, each flagged when it stands inside parentheses: the qualifier of a course
 * ("Royal Portrush Golf Club (Dunluce)", "Pinehurst Resort (No. 2)", "Muirfield (The Honourable
 * Company of Edinburgh Golfers)"). Qualifiers are searchable but optional: a query need not name them
 * to explain the whole name. A name that is all qualifier has none.
 */
export function tokenizeName(name: string): { words: string[]; qualifier: boolean[] } {
  if (!name.includes('(')) {
    const words = tokenize(name);
    return { words, qualifier: words.map(() => false) };
  }
  const words: string[] = [];
  const qualifier: boolean[] = [];
  let depth = 0;
  for (const part of name.split(/([()])/)) {
    if (part === '(') depth++;
    else if (part === ')') depth = Math.max(0, depth - 1);
    else {
      for (const w of tokenize(part)) {
        words.push(w);
        qualifier.push(depth > 0);
      }
    }
  }
  if (!qualifier.includes(false)) qualifier.fill(false);
  return { words, qualifier };
}
