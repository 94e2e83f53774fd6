/**
 * Initials of a course name for its placeholder artwork: "Pebble Beach Golf Links" -> "PB",
 * "Royal County Down Golf Club" -> "RCD". Generic golf words and parentheses are skipped; at most
 * three letters.
 */
const GENERIC = new Set([
  'golf', 'links', 'club', 'course', 'courses', 'country', 'resort', 'the', 'and', 'of', 'at', '&', 'gc', 'g.c.', 'cc', 'c.c.',
  'golfclub', 'golfplatz', 'golfbaan', 'campo', 'de', 'del', 'la', 'le', 'du', 'des',
]);

function firstLetter(word: string): string {
  const letter = Array.from(word).find((ch) => /[\p{L}\p{N}]/u.test(ch));
  return letter ? letter.toLocaleUpperCase() : '';
}

export function courseInitials(name: string | null | undefined, max = 3): string {
  const words = (name ?? '').replace(/\([^)]*\)/g, ' ').split(/[\s\-–—/,]+/).filter(Boolean);
  const meaningful = words.filter((w) => !GENERIC.has(w.toLowerCase()));
  const source = meaningful.length > 0 ? meaningful : words;
  return source.map(firstLetter).filter(Boolean).slice(0, max).join('');
}
