/**
 * Spec section 9: author names are shortened to initials plus last name.
 * "Alister MacKenzie" -> "A. MacKenzie"; "A.W. Tillinghast" -> "A. W. Tillinghast";
 * "Robert Trent Jones Sr." -> "R. T. Jones Sr."; "Old Tom Morris" -> "O. T. Morris";
 * a single name stays as it is.
 */
const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv']);

export function shortenName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  let suffix = '';
  if (parts.length > 2 && SUFFIXES.has(parts[parts.length - 1]!.toLowerCase())) suffix = ` ${parts.pop()}`;
  const last = parts.pop()!;
  const initials = parts
    .flatMap((p) => p.split('.').filter(Boolean))
    .map((p) => `${p.charAt(0).toUpperCase()}.`);
  return `${initials.join(' ')} ${last}${suffix}`;
}

/** The architects line of a course card: every name shortened, joined with ' & '. */
export function architectsText(architects: readonly string[] | null | undefined): string {
  return (architects ?? []).map(shortenName).filter(Boolean).join(' & ');
}
