import { describe, expect, it } from 'vitest';
import { parseImportArgs } from '../../../../src/server/cli/import-args';

describe('parseImportArgs', () => {
  it.each([
    [['f.ndjson.gz'], { file: 'f.ndjson.gz', source: undefined, dryRun: false, map: {}, json: false }],
    [['f.csv', '--source', 'club-list', '--dry-run', '--map', 'lat=Latitude', '--map', 'name= Club Name ', '--report', 'json'],
      { file: 'f.csv', source: 'club-list', dryRun: true, map: { lat: 'Latitude', name: 'Club Name' }, json: true }],
    [['--map=latLng=coordinates', 'f.csv'], { file: 'f.csv', source: undefined, dryRun: false, map: { latLng: 'coordinates' }, json: false }],
    // the fields' other spellings (state for province, totalYardage for yardage) are fields too
    [['f.csv', '--map', 'state=Region', '--map', 'totalYardage=Yards'], { file: 'f.csv', source: undefined, dryRun: false, map: { state: 'Region', totalYardage: 'Yards' }, json: false }],
  ])('%j is taken', (argv, args) => {
    expect(parseImportArgs(argv)).toEqual({ ok: true, args });
  });

  it.each([
    [[], /Name the file/],
    [['a.csv', 'b.csv'], /One file at a time/],
    [['a.csv', '--force'], /Unknown option '--force'/],
    [['a.csv', '--report', 'yaml'], /--report takes "json"/],
    [['a.csv', '--map', 'lat'], /--map takes field=column/],
    [['a.csv', '--map', '=Latitude'], /--map takes field=column/],
    [['a.csv', '--map', 'lat='], /--map takes field=column/],
    // issue 32: a field the importer does not know is a usage error too (exit 2), not a stopped run
    [['x.csv', '--map', 'bogus=Town'], /--map bogus=Town: unknown field "bogus" \(fields: id, name, lat, lng, latLng, city/],
    [['a.csv', '--source', 'a b'], /--source takes a name/],
    [['a.csv', '--source'], /argument missing/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseImportArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok === false && parsed.error).toMatch(message);
  });

  it('--help asks for the usage', () => {
    expect(parseImportArgs(['--help'])).toEqual({ ok: 'help' });
  });
});
