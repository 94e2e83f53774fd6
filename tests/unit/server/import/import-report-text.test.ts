/** The readable report `npm run import` prints (cli/import-report-text.ts): issue 32's copy fixes. */
import { describe, expect, it } from 'vitest';
import { importReportText } from '../../../../src/server/cli/import-report-text';
import { IMPORT_COVERAGE_FIELDS, IMPORT_SKIP_REASONS, type ImportReport } from '../../../../src/shared/contracts/course-import.contract';

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  source: 'opengolfapi', file: 'f.ndjson', format: 'opengolf-ndjson', dryRun: false, read: 4, inserted: 2, updated: 0, unchanged: 1, merged: 0,
  skipped: { ...Object.fromEntries(IMPORT_SKIP_REASONS.map((r) => [r, 0])), 'deleted-by-admin': 1 } as ImportReport['skipped'],
  coverage: Object.fromEntries(IMPORT_COVERAGE_FIELDS.map((f) => [f, 0.5])) as ImportReport['coverage'],
  problems: [{ line: 4, reason: 'deleted-by-admin', message: 'Deleted by an admin' }], warnings: [], stopped: null, seconds: 0.5, ...over,
});

describe('importReportText', () => {
  it('counts the records of courses an admin deleted among the skips, and shows coverage of what was imported', () => {
    const text = importReportText(report());
    expect(text).toContain('  skipped    1  (deleted-by-admin 1)');
    expect(text).toContain('  coverage   city 50%');
  });

  it('ends a stop message with a full stop before what follows, and shows no coverage when nothing was imported', () => {
    const stopped = report({ read: 0, inserted: 0, unchanged: 0, problems: [], stopped: { line: null, message: 'x.csv is empty' } });
    const text = importReportText({ ...stopped, skipped: { ...stopped.skipped, 'deleted-by-admin': 0 } });
    expect(text).toContain('STOPPED: x.csv is empty.\n');
    expect(text).not.toContain('coverage');
  });
});
