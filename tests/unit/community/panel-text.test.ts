import { describe, expect, it } from 'vitest';
import { conflictsText, gapText, leftOutText, panelBesideCrowd, panelBuiltFrom, panelDetails } from '../../../src/features/panel-rankings/lib/panel-text';
import { formatDate } from '../../../src/lib/format-date';

describe('panel text', () => {
  it.each<[Parameters<typeof panelBesideCrowd>[0], Parameters<typeof panelBesideCrowd>[1], string]>([
    [{ rank: 12, panelists: 9 }, { rank: 20, golfers: 140 }, 'Panel #12 from 9 panelists · Community #20 from 140 golfers'],
    [{ rank: 1, panelists: 1 }, null, 'Panel #1 from 1 panelist'],
    [null, { rank: 3, golfers: 1204 }, 'Community #3 from 1,204 golfers'],
    [null, null, ''],
  ])('panel beside crowd %#', (panel, community, text) => {
    expect(panelBesideCrowd(panel, community)).toBe(text);
  });

  it('details leave zero counts out', () => {
    expect(panelDetails({ spread: 1.25, trimmed: 1, conflicts: 2, latestAt: '2026-11-03T10:00:00Z' }))
      .toBe(`Spread 1.3 · 1 outlier trimmed · 2 left out for conflicts · latest ${formatDate('2026-11-03T10:00:00Z')}`);
    expect(panelDetails({ spread: 0, trimmed: 0, conflicts: 0, latestAt: '2026-01-31T10:00:00Z' })).toBe(`Spread 0.0 · latest ${formatDate('2026-01-31T10:00:00Z')}`);
  });

  it.each<[{ conflicts: number; unplayed: number; trimmed: number }, string | null]>([
    [{ conflicts: 0, unplayed: 0, trimmed: 0 }, null],
    [{ conflicts: 2, unplayed: 1, trimmed: 3 }, 'Left out: 2 conflicted votes, 1 course not played, 3 outliers'],
    [{ conflicts: 0, unplayed: 4, trimmed: 1 }, 'Left out: 4 courses not played, 1 outlier'],
  ])('left out %#', (run, text) => {
    expect(leftOutText(run)).toBe(text);
  });

  it('says how far apart panel and crowd are, and what was declared', () => {
    expect(gapText(38)).toBe('The panel puts it 38 places higher than the crowd');
    expect(gapText(-1)).toBe('The panel puts it 1 place lower than the crowd');
    expect(gapText(0)).toBe('Panel and crowd agree');
    expect(panelBuiltFrom(14, 9, 11)).toBe('Built from 14 lists by 9 of 11 panelists');
    expect(conflictsText(['architect', 'comped'])).toBe('Designed it, Played a complimentary round');
  });
});
