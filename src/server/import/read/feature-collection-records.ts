/**
 * A GeoJSON FeatureCollection (or a bare array of Features), pretty-printed or on one huge line,
 * streamed with stream-json's tokenizer and assembler: one feature is held at a time, whatever the
 * file's size. The text is fed in pieces that start where features start, so the line a feature
 * starts in is known (piecesOf says how exactly).
 * Broken JSON cannot be resynchronised inside one document: the reader stops there (ImportStop,
 * with its line) after yielding every feature before it. So does a feature, or anything between
 * two features (a preamble, a value that is no feature), longer than the record bound
 * (read-limits.ts), counted in the pieces fed to the tokenizer (at most 64 K characters each), so
 * one endless string is never held whole.
 */
import { Assembler } from 'stream-json/core/assembler.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { ImportStop } from '../import-record';
import { featureToRaw } from './feature-fields';
import { DEFAULT_READ_LIMITS, piecesOfText, recordTooLong, type ReadLimits } from './read-limits';
import type { SourceRecord } from './source-record';

const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0x0d;

/**
 * The text in pieces that each end before a line whose first character is "{" (or at the end of a
 * chunk), with the line each piece starts in: a feature written from the start of its line (any
 * pretty-printer does) starts exactly where its piece does, and a file on one line is one piece a
 * chunk. Feeding the tokenizer a line at a time would be exact too, and four times slower.
 */
function* piecesOf(chunk: string, firstLine: number): Generator<[string, number]> {
  let line = firstLine;
  let start = 0;
  let pieceLine = firstLine;
  for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', nl + 1)) {
    line++;
    let next = nl + 1;
    while (next < chunk.length && isBlank(chunk.charCodeAt(next))) next++;
    if (next < chunk.length && chunk.charCodeAt(next) !== 0x7b) continue;
    yield [chunk.slice(start, nl + 1), pieceLine];
    start = nl + 1;
    pieceLine = line;
  }
  if (start < chunk.length) yield [chunk.slice(start), pieceLine];
}

/** Lines a piece ends on, past the one it starts in. */
const newlinesIn = (piece: string) => {
  let n = 0;
  for (let i = piece.indexOf('\n'); i >= 0; i = piece.indexOf('\n', i + 1)) n++;
  return n;
};

export async function* featureCollectionRecords(text: AsyncIterable<string>, fileName: string, limits: ReadLimits = DEFAULT_READ_LIMITS): AsyncGenerator<SourceRecord> {
  const parse = jsonParser({ packValues: true, streamValues: false });
  let line = 1;
  let depth = 0;
  /** The depth inside the features array, once it is open. */
  let featuresDepth: number | null = null;
  let key: string | null = null;
  let assembler: Assembler | null = null;
  let featureLine = 0;
  let sawFeatures = false;
  /** Characters fed since the last feature ended, and the line that stretch began in. */
  let sinceFeature = 0;
  let stretchLine = 1;
  const tooLong = () => {
    const from = assembler ? featureLine : stretchLine;
    return new ImportStop(recordTooLong(fileName, 'feature', from, limits), from);
  };

  for await (const chunk of text) {
    for (const part of piecesOfText(chunk)) for (const [piece, pieceLine] of piecesOf(part, line)) {
      let out: unknown;
      try {
        out = parse(piece);
      } catch (e) {
        throw new ImportStop(`${fileName}: broken JSON in line ${pieceLine} (${(e as Error).message}); the features before it were read`, pieceLine);
      }
      line = pieceLine + newlinesIn(piece);
      sinceFeature += piece.length;
      const tokens = out && typeof out === 'object' && 'values' in out ? (out as { values: Token[] }).values : [];
      for (const token of tokens) {
        if (assembler) {
          assembler.consume(token);
          if (assembler.done) {
            if (sinceFeature > limits.maxRecordChars) throw tooLong();
            sinceFeature = 0;
            stretchLine = pieceLine;
            const raw = featureToRaw(featureLine, assembler.current);
            yield raw ? { kind: 'raw', raw } : { kind: 'unreadable', line: featureLine, message: 'not a GeoJSON Feature' };
            assembler = null;
          }
          continue;
        }
        switch (token.name) {
          case 'startObject':
          case 'startArray':
            if (featuresDepth !== null && depth === featuresDepth) {
              featureLine = pieceLine;
              assembler = new Assembler();
              assembler.consume(token);
              continue;
            }
            if (token.name === 'startArray' && ((depth === 0) || (depth === 1 && key === 'features'))) {
              featuresDepth = depth + 1;
              sawFeatures = true;
            }
            depth++;
            break;
          case 'endObject':
          case 'endArray':
            depth--;
            if (featuresDepth !== null && depth < featuresDepth) featuresDepth = null;
            break;
          case 'keyValue':
            if (depth === 1) key = token.value;
            break;
          default:
            if (featuresDepth !== null && depth === featuresDepth) {
              yield { kind: 'unreadable', line: pieceLine, message: 'a value that is not a GeoJSON Feature' };
            }
        }
      }
      if (sinceFeature > limits.maxRecordChars) throw tooLong();
    }
  }
  if (depth > 0 || assembler) {
    throw new ImportStop(`${fileName}: the JSON ends early in line ${line}; the features before it were read`, line);
  }
  if (!sawFeatures) throw new ImportStop(`${fileName} holds JSON but no "features" array`, null);
}
