/**
 * Rows of PostgreSQL's COPY TO text format (the default format): one row a line, fields split by
 * tabs, NULL written `\N`, and a backslash, tab or line break inside a value written as a
 * backslash escape, so a raw tab or line break always separates. COPY TO only writes the escapes
 * `\\ \b \f \n \r \t \v` (never octal or hex ones).
 */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

const field = (f: string): string | null => {
  if (f === '\\N') return null;
  return f.includes('\\') ? f.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c) : f;
};

/**
 * Every row of `text` mapped by `toRow` from its fields (strings, or null for NULL). The fields
 * array is decoded in place and handed over, so a million rows cost one array each, not two.
 */
export function mapCopyText<T>(text: string, toRow: (fields: (string | null)[]) => T): T[] {
  const rows: T[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const fields: (string | null)[] = text.slice(start, end).split('\t');
    for (let i = 0; i < fields.length; i++) fields[i] = field(fields[i]!);
    rows.push(toRow(fields));
    start = end + 1;
  }
  return rows;
}

/** Every row of `text` as its fields (strings, or null for NULL). */
export const parseCopyText = (text: string): (string | null)[][] => mapCopyText(text, (fields) => fields);
