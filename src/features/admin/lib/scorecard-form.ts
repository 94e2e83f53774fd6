/**
 * The admin course form's scorecard (issue 34): the table the editor shows, its values as typed
 * (text), and its way to and from the course's `scorecard`. One row per hole the card knows, in
 * hole order; one column of yards per tee. A hole the card lacks has no row: it stays missing
 * until the admin adds it, never filled in by a guess.
 *
 * Errors are keyed by the body's paths ("scorecard.3.par", "scorecard.3.yards.0.yards"), the
 * same the API answers with, so one mapping (`scorecardCellOf`) puts either beside its cell; the
 * rules are the shared ones (`scorecardIssues`), the messages the API's.
 */
import {
  HOLE_YARDS_MAX, NINE_LABELS, PAR_MAX, PAR_MIN, SCORECARD_MAX_HOLE, SCORECARD_TEES_MAX, STROKE_INDEX_MAX, TEE_NAME_MAX,
  holesOfCard, missingHoles, scorecardIssues, sortedCard, teesOf, type ScorecardHole,
} from '../../../shared/domain/courses/scorecard';

export interface ScorecardFormRow {
  hole: number;
  par: string;
  strokeIndex: string;
  /** One per tee column, in the columns' order ('' when the hole has no yards for it). */
  yards: string[];
}

export interface ScorecardForm {
  tees: string[];
  rows: ScorecardFormRow[];
}

export const emptyScorecardForm = (): ScorecardForm => ({ tees: [], rows: [] });

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

export function scorecardFormFrom(card: readonly ScorecardHole[]): ScorecardForm {
  const tees = teesOf(card);
  return {
    tees,
    rows: sortedCard(card).map((h) => ({
      hole: h.hole, par: text(h.par), strokeIndex: text(h.strokeIndex), yards: tees.map((t) => text(h.yards?.find((y) => y.tee === t)?.yards)),
    })),
  };
}

/** A typed number: blank is null, anything else its number (NaN when it is none, which the checks refuse). */
const num = (s: string): number | null => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The tee columns a row has yards for, in order: its yards' `j` in "scorecard.i.yards.j". */
const teeColumnsOf = (row: ScorecardFormRow) => row.yards.flatMap((y, t) => (y.trim() === '' ? [] : [t]));

/** The card the form holds, as sent (rows in hole order; a hole's yards only for the tees it has). */
export function scorecardFromForm(form: ScorecardForm): ScorecardHole[] {
  return [...form.rows].sort((a, b) => a.hole - b.hole).map((row) => {
    const yards = teeColumnsOf(row).map((t) => ({ tee: form.tees[t]!.trim(), yards: num(row.yards[t]!)! }));
    return { hole: row.hole, par: num(row.par), strokeIndex: num(row.strokeIndex), ...(yards.length ? { yards } : {}) };
  });
}

const wholeIn = (s: string, min: number, max: number, range: string): string | null => {
  const n = num(s);
  if (n === null) return null;
  if (!Number.isInteger(n)) return 'Must be a whole number.';
  return n < min || n > max ? range : null;
};

/**
 * What is wrong with the form's card, keyed by body path ("Must be from 3 to 6."): numbers that
 * are not whole numbers or out of range, a tee with no name, a hole with nothing on it, and the
 * shared rules of the whole card (a hole past the course's holes, a stroke index twice, ...).
 * Tee names are keyed "scorecard.tees.<column>" (the body has no such path).
 */
export function scorecardFormErrors(form: ScorecardForm, holes: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string) => { errors[`scorecard.${path}`] ??= message; };
  const seen = new Set<string>();
  form.tees.forEach((tee, t) => {
    const name = tee.trim();
    if (!name) put(`tees.${t}`, 'Give the tee a name.');
    else if (name.length > TEE_NAME_MAX) put(`tees.${t}`, `Must be at most ${TEE_NAME_MAX} characters.`);
    else if (seen.has(name.toLowerCase())) put(`tees.${t}`, `The ${name} tee is listed twice.`);
    seen.add(name.toLowerCase());
  });
  const rows = [...form.rows].sort((a, b) => a.hole - b.hole);
  rows.forEach((row, i) => {
    const par = wholeIn(row.par, PAR_MIN, PAR_MAX, `Must be from ${PAR_MIN} to ${PAR_MAX}.`);
    if (par) put(`${i}.par`, par);
    const si = wholeIn(row.strokeIndex, 1, STROKE_INDEX_MAX, `Must be from 1 to ${STROKE_INDEX_MAX}.`);
    if (si) put(`${i}.strokeIndex`, si);
    teeColumnsOf(row).forEach((t, j) => {
      const y = wholeIn(row.yards[t]!, 1, HOLE_YARDS_MAX, num(row.yards[t]!)! < 1 ? 'Must be at least 1.' : `Must be at most ${HOLE_YARDS_MAX}.`);
      if (y) put(`${i}.yards.${j}.yards`, y);
    });
    if (!row.par.trim() && !row.strokeIndex.trim() && teeColumnsOf(row).length === 0) put(`${i}.par`, 'Give its par, stroke index or yards, or remove the hole.');
  });
  for (const issue of scorecardIssues(scorecardFromForm(form), holes)) {
    const [i, field] = issue.path;
    // A repeated tee is the column's name at fault (the same for every hole): said once, above.
    if (field !== 'yards') put(`${i}.${field}`, issue.message.replace(/^./, (c) => c.toUpperCase()).replace(/([^.])$/, '$1.'));
  }
  return errors;
}

/** A cell of the editor: a hole's "par", "strokeIndex", "hole" or "tee:<column>", or a tee's name "name:<column>". */
export interface ScorecardCell { hole: number | null; cell: string }

/** The cell a body path ("scorecard.3.yards.0.yards") names in the form; null when it names none. */
export function scorecardCellOf(form: ScorecardForm, path: string): ScorecardCell | null {
  const parts = path.split('.');
  if (parts[0] !== 'scorecard') return null;
  if (parts[1] === 'tees') return { hole: null, cell: `name:${parts[2]}` };
  const row = [...form.rows].sort((a, b) => a.hole - b.hole)[Number(parts[1])];
  if (!row || !parts[2]) return null;
  if (parts[2] !== 'yards') return { hole: row.hole, cell: parts[2] };
  const column = teeColumnsOf(row)[Number(parts[3])];
  if (column === undefined) return null;
  return parts[4] === 'tee' ? { hole: null, cell: `name:${column}` } : { hole: row.hole, cell: `tee:${column}` };
}

/** The hole "Add hole" adds: the first the course's holes have and the card lacks, else the one after its last (null past 72). */
export function nextHole(form: ScorecardForm, holes: number | null): number | null {
  const card = scorecardFromForm(form);
  const gap = missingHoles(card, holes)[0];
  if (gap !== undefined) return gap;
  const next = holesOfCard(card, null) + 1;
  return next <= SCORECARD_MAX_HOLE ? next : null;
}

const blankRow = (hole: number, tees: number): ScorecardFormRow => ({ hole, par: '', strokeIndex: '', yards: Array.from({ length: tees }, () => '') });

export const addHole = (form: ScorecardForm, hole: number): ScorecardForm =>
  form.rows.some((r) => r.hole === hole) ? form : { ...form, rows: [...form.rows, blankRow(hole, form.tees.length)].sort((a, b) => a.hole - b.hole) };

export const removeHole = (form: ScorecardForm, hole: number): ScorecardForm => ({ ...form, rows: form.rows.filter((r) => r.hole !== hole) });

/** Rows for holes 1 to `holes`, blank (for an empty card, from the course's number of holes). */
export const fillHoles = (form: ScorecardForm, holes: number): ScorecardForm =>
  ({ ...form, rows: Array.from({ length: Math.min(holes, SCORECARD_MAX_HOLE) }, (_, i) => blankRow(i + 1, form.tees.length)) });

export const setCell = (form: ScorecardForm, hole: number, cell: 'par' | 'strokeIndex' | number, value: string): ScorecardForm => ({
  ...form,
  rows: form.rows.map((r) => (r.hole !== hole ? r : typeof cell === 'number' ? { ...r, yards: r.yards.map((y, t) => (t === cell ? value : y)) } : { ...r, [cell]: value })),
});

export const addTee = (form: ScorecardForm): ScorecardForm =>
  form.tees.length >= SCORECARD_TEES_MAX ? form : { tees: [...form.tees, ''], rows: form.rows.map((r) => ({ ...r, yards: [...r.yards, ''] })) };

export const renameTee = (form: ScorecardForm, column: number, name: string): ScorecardForm => ({ ...form, tees: form.tees.map((t, i) => (i === column ? name : t)) });

export const removeTee = (form: ScorecardForm, column: number): ScorecardForm =>
  ({ tees: form.tees.filter((_, i) => i !== column), rows: form.rows.map((r) => ({ ...r, yards: r.yards.filter((_, i) => i !== column) })) });

export interface ScorecardTotal { label: string; par: number | null; yards: (number | null)[] }

/**
 * The totals under each nine (when the card runs past nine holes) and of the card: a sum only when
 * every hole of it is on the card with a valid value, as the course page sums (else null: "–").
 */
export function scorecardFormTotals(form: ScorecardForm, holes: number | null): { nines: (ScorecardTotal | null)[]; total: ScorecardTotal } {
  const card = scorecardFromForm(form);
  const count = holesOfCard(card, holes);
  const valid = (n: number | null, min: number, max: number) => (n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null);
  const sum = (label: string, inIt: ScorecardHole[], expected: number): ScorecardTotal => {
    const complete = expected > 0 && inIt.length === expected;
    const add = (values: (number | null)[]) => (complete && values.every((v) => v !== null) ? values.reduce<number>((s, v) => s + v!, 0) : null);
    return {
      label,
      par: add(inIt.map((h) => valid(h.par, PAR_MIN, PAR_MAX))),
      yards: form.tees.map((tee) => add(inIt.map((h) => valid(h.yards?.find((y) => y.tee === tee.trim())?.yards ?? null, 1, HOLE_YARDS_MAX)))),
    };
  };
  const nineCount = Math.ceil(Math.max(count, ...card.map((h) => h.hole)) / 9);
  const nines = Array.from({ length: nineCount }, (_, n) => {
    const inNine = card.filter((h) => h.hole > n * 9 && h.hole <= (n + 1) * 9);
    return nineCount > 1 && inNine.length > 0 ? sum(NINE_LABELS[n] ?? `Nine ${n + 1}`, inNine, Math.max(0, Math.min(9, count - n * 9))) : null;
  });
  return { nines, total: sum('Total', card, missingHoles(card, holes).length === 0 ? count : -1) };
}
