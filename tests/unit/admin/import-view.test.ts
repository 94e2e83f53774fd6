/** The import tab's view of a run (features/admin/lib/import-view.ts). */
import { describe, expect, it } from 'vitest';
import { asSentence, type ImportReport, type ImportRun } from '../../../src/shared/contracts/course-import.contract';
import {
  committedText, coverageRows, duration, importedCount, progressView, records, runSummary, skipLabel, skippedRows, sourceText,
} from '../../../src/features/admin/lib/import-view';

describe('progressView', () => {
  it.each([
    ['nothing yet', null, { percent: null, records: 0, rate: 0, secondsLeft: null }],
    ['size unknown', { bytesRead: 500, totalBytes: null, records: 100, rate: 50 }, { percent: null, records: 100, rate: 50, secondsLeft: null }],
    // 2 s so far (100 records at 50/s) for a quarter: 6 s left.
    ['too early to tell', { bytesRead: 250, totalBytes: 1000, records: 1, rate: 211 }, { percent: 25, records: 1, rate: 211, secondsLeft: null }],
    ['a quarter in 2 s', { bytesRead: 250, totalBytes: 1000, records: 100, rate: 50 }, { percent: 25, records: 100, rate: 50, secondsLeft: 6 }],
    ['all read', { bytesRead: 1000, totalBytes: 1000, records: 500, rate: 200.4 }, { percent: 100, records: 500, rate: 200, secondsLeft: 0 }],
    ['no rate yet', { bytesRead: 10, totalBytes: 1000, records: 0, rate: 0 }, { percent: 1, records: 0, rate: 0, secondsLeft: null }],
    ['more read than the size said', { bytesRead: 1200, totalBytes: 1000, records: 10, rate: 5 }, { percent: 100, records: 10, rate: 5, secondsLeft: 0 }],
  ])('%s', (_what, p, expected) => expect(progressView(p)).toEqual(expected));
});

describe('duration', () => {
  it.each([[0, '0 s'], [44.6, '45 s'], [60, '1 min'], [185, '3 min 5 s'], [3600, '1 h'], [3720, '1 h 2 min']])('%s s -> %s', (s, text) => expect(duration(s)).toBe(text));
});

const report = (over: Partial<ImportReport> = {}): ImportReport => ({
  source: 'opengolfapi', file: 'f.ndjson', format: 'opengolf-ndjson', dryRun: false, read: 10, inserted: 4, updated: 1, unchanged: 2, merged: 1,
  skipped: { 'no-name': 1, 'no-coordinates': 0, 'outside-world': 0, 'not-a-course': 0, 'duplicate-in-file': 2, unreadable: 0, invalid: 0, 'deleted-by-admin': 3 },
  coverage: { city: 1, province: 0.875, country: 1, membership: 0.5, type: 0.5, holes: 0, par: 0.25, totalYardage: 0, yearEstablished: 0.125, architects: 0 },
  problems: [], warnings: [], stopped: null, seconds: 1.2, ...over,
});

describe('the report in words', () => {
  it('lists the reasons that skipped records, most first', () => {
    expect(skippedRows(report())).toEqual([
      { reason: 'deleted-by-admin', label: 'Deleted by an admin (not brought back)', count: 3 },
      { reason: 'duplicate-in-file', label: 'Duplicate inside the file', count: 2 },
      { reason: 'no-name', label: 'No name', count: 1 },
    ]);
    expect(skipLabel('some-new-reason')).toBe('some new reason');
  });

  it('gives coverage as whole percentages', () => {
    const rows = coverageRows(report());
    expect(rows).toHaveLength(10);
    expect(rows.find((r) => r.field === 'province')).toEqual({ field: 'province', label: 'State or province', percent: 88 });
    expect(rows.find((r) => r.field === 'yearEstablished')?.percent).toBe(13);
  });

  it('sums a run up in one line', () => {
    const run: ImportRun = { _id: 'r', fileName: 'f', source: 's', dryRun: false, status: 'done', progress: null, committed: null, report: report(), startedAt: '', finishedAt: '' };
    expect(runSummary(run)).toBe('4 new, 1 updated, 1 merged of 10 read');
    expect(runSummary({ ...run, dryRun: true })).toBe('Dry run: 4 new, 1 updated, 1 merged of 10 read');
    expect(runSummary({ ...run, status: 'running', report: null, progress: { bytesRead: 1, totalBytes: 2, records: 1234, rate: 1 } })).toBe('Running · 1,234 records read');
    expect(runSummary({ ...run, status: 'running', report: null, progress: { bytesRead: 1, totalBytes: 2, records: 1, rate: 1 } })).toBe('Running · 1 record read');
    expect([records(0), records(1), records(2)]).toEqual(['0 records', '1 record', '2 records']);
    expect([sourceText({ source: 'auto', status: 'running' }), sourceText({ source: 'osm', status: 'done' })]).toEqual(['source from the file', 'osm']);
  });
});

describe('an interrupted run, stop messages and coverage (issue 32)', () => {
  const run: ImportRun = {
    _id: 'r', fileName: 'f', source: 's', dryRun: false, status: 'interrupted', report: null, startedAt: '', finishedAt: '',
    progress: { bytesRead: 1, totalBytes: 2, records: 3456, rate: 1 }, committed: { inserted: 2000, updated: 5, unchanged: 995, merged: 0 },
  };

  it('says what its committed batches wrote, or that nothing changed', () => {
    expect(runSummary(run)).toBe('Interrupted · 2,000 new, 5 updated, 0 merged of 3,456 read');
    expect(runSummary({ ...run, progress: null, committed: null })).toBe('Interrupted · 0 new, 0 updated, 0 merged');
    expect(runSummary({ ...run, dryRun: true })).toBe('Interrupted · dry run');
    expect(committedText(run)).toBe('Its batches wrote 2,000 new, 5 updated, 0 merged and found 995 unchanged; each batch is written whole.');
    expect(committedText({ ...run, committed: null })).toBe('It had not written a batch yet: nothing changed.');
    expect(committedText({ ...run, dryRun: true })).toBe('A dry run: nothing was written.');
  });

  it.each([
    ['x.csv is empty', 'x.csv is empty.'],
    ['the records before it were read', 'the records before it were read.'],
    ['The import failed: boom.', 'The import failed: boom.'],
    ['Is it?', 'Is it?'],
    ['a quoted end "x."', 'a quoted end "x."'],
    ['  trailing space  ', 'trailing space.'],
    ['', ''],
  ])('a stop message as a sentence: %j', (message, shown) => expect(asSentence(message)).toBe(shown));

  it('has no coverage to show when no record was imported', () => {
    expect(importedCount(report())).toBe(8);
    expect(importedCount(report({ inserted: 0, updated: 0, unchanged: 0, merged: 0 }))).toBe(0);
  });
});
