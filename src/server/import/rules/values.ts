/**
 * Reading one source value: every source spells "nothing" its own way ("undefined", "null", "NULL",
 * "N/A", an empty cell, JSON null). These helpers turn a raw value into text or a number, or null.
 */

const MISSING = new Set(['', 'undefined', 'null', 'n/a', 'na', 'none', '-']);

/** Trimmed text, or null when the value is missing or one of the spellings of missing. */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return MISSING.has(trimmed.toLowerCase()) ? null : trimmed;
}

/** A finite number, or null ("1,234" and " 72 " read as numbers; "72 holes" does not). */
export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const t = text(value);
  if (t === null) return null;
  const cleaned = t.replace(/(\d),(\d{3})\b/g, '$1$2');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** A whole number, or null (72.0 is 72; 72.5 is not a whole number). */
export function integer(value: unknown): number | null {
  const n = number(value);
  return n !== null && Number.isInteger(n) ? n : null;
}
