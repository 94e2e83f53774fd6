/** The readable report `npm run import` prints at the end (the JSON one is the report itself). */
import { asSentence, type ImportReport } from '../../shared/contracts/course-import.contract';

const n = (v: number): string => v.toLocaleString('en-US');
const pct = (v: number): string => `${Math.round(v * 100)}%`;

export function importReportText(r: ImportReport): string {
  const lines = [
    `${r.dryRun ? 'Dry run (nothing written) of' : r.stopped ? 'Stopped importing' : 'Imported'} ${r.file} (${r.format}, source "${r.source}") in ${r.seconds.toFixed(1)} s`,
    `  read       ${n(r.read)}`,
    `  inserted   ${n(r.inserted)}`,
    `  updated    ${n(r.updated)}`,
    `  unchanged  ${n(r.unchanged)}`,
    `  merged     ${n(r.merged)}  (into courses already in the catalogue)`,
  ];
  const skips = Object.entries(r.skipped).filter(([, c]) => c > 0);
  const skippedTotal = skips.reduce((s, [, c]) => s + c, 0);
  lines.push(`  skipped    ${n(skippedTotal)}${skips.length ? `  (${skips.map(([k, c]) => `${k} ${n(c)}`).join(', ')})` : ''}`);
  // Coverage is a share of the records imported: a file refused before any has none.
  if (r.inserted + r.updated + r.unchanged + r.merged > 0) lines.push(`  coverage   ${Object.entries(r.coverage).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}`);
  if (r.problems.length > 0) {
    lines.push(`  first problems${skippedTotal > r.problems.length ? ` (${r.problems.length} of ${n(skippedTotal)})` : ''}:`);
    for (const p of r.problems.slice(0, 20)) lines.push(`    line ${p.line}: ${p.reason}: ${p.message}`);
    if (r.problems.length > 20) lines.push(`    … ${r.problems.length - 20} more in --report json`);
  }
  if (r.warnings.length > 0) {
    lines.push('  warnings:');
    for (const w of r.warnings.slice(0, 10)) lines.push(`    ${w}`);
    if (r.warnings.length > 10) lines.push(`    … ${r.warnings.length - 10} more in --report json`);
  }
  if (r.stopped) lines.push(`STOPPED${r.stopped.line != null ? ` at line ${r.stopped.line}` : ''}: ${asSentence(r.stopped.message)}`, '  (the batches before stay written; no batch is half-written)');
  return lines.join('\n');
}
