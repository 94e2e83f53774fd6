/**
 * The arguments of `npm run import -- <file> [--source NAME] [--dry-run] [--map field=column ...]
 * [--report json]` (node:util's parseArgs, strict): the options, or the usage error to print
 * (the command then exits 2). A --map field the importer does not know is a usage error here;
 * a --map column the file lacks can only be seen in the file (the run stops, exit 1).
 */
import { parseArgs } from 'node:util';
import { mapFieldOf, unknownMapField } from '../import/rules/columns';

export const IMPORT_USAGE = `Usage: npm run import -- <file> [--source NAME] [--dry-run] [--map field=column ...] [--report json]

  <file>               OpenGolf NDJSON, GeoJSON (OpenGolf or OSM-tagged) or CSV, plain or .gz
  --source NAME        the source the records keep, the same each time you import one provider's data;
                       required unless the data names its own (OpenGolf: opengolfapi, OSM tags: osm)
  --dry-run            read, dedupe and match as a real run, count what would happen, write nothing
  --map field=column   a CSV column for a field (name, lat, lng, latLng, city, province, country, id, ...); repeatable
  --report json        print the report as one JSON line, last, on stdout (the readable report goes to stderr)`;

export interface ImportArgs {
  file: string;
  source?: string;
  dryRun: boolean;
  map: Record<string, string>;
  json: boolean;
}

export type ParsedImportArgs = { ok: true; args: ImportArgs } | { ok: false; error: string } | { ok: 'help' };

export function parseImportArgs(argv: readonly string[]): ParsedImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        source: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        map: { type: 'string', multiple: true, default: [] },
        report: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: 'help' };
  if (positionals.length === 0) return { ok: false, error: 'Name the file to import.' };
  if (positionals.length > 1) return { ok: false, error: `One file at a time (got ${positionals.length}: ${positionals.join(', ')}).` };
  if (values.report !== undefined && values.report !== 'json') return { ok: false, error: `--report takes "json" (got "${values.report}").` };
  if (values.source !== undefined && !/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(values.source)) {
    return { ok: false, error: `--source takes a name of letters, digits, dots, dashes and underscores (got "${values.source}").` };
  }
  const map: Record<string, string> = {};
  for (const m of values.map) {
    const at = m.indexOf('=');
    const field = m.slice(0, at).trim();
    const column = m.slice(at + 1).trim();
    if (at < 0 || !/^[A-Za-z][A-Za-z0-9]*$/.test(field) || column === '') {
      return { ok: false, error: `--map takes field=column, e.g. --map lat=Latitude (got "${m}").` };
    }
    if (!mapFieldOf(field)) return { ok: false, error: `${unknownMapField(field, column)}.` };
    map[field] = column;
  }
  return { ok: true, args: { file: positionals[0]!, source: values.source, dryRun: values['dry-run'], map, json: values.report === 'json' } };
}
