import { describe, expect, it } from 'vitest';
import { parseCopyText } from '../../../../src/server/data/copy-text';

describe('parseCopyText (COPY TO text format)', () => {
  it.each([
    ['plain fields', 'a\t1.5\tPUBLIC\n', [['a', '1.5', 'PUBLIC']]],
    ['NULL is \\N, an empty string stays empty', 'a\t\\N\t\n', [['a', null, '']]],
    ['escaped tab, line break and backslash inside a value', 'Pine\\tCreek\tLine\\nTwo\tback\\\\slash\n', [['Pine\tCreek', 'Line\nTwo', 'back\\slash']]],
    ['the other escapes', '\\b\\f\\r\\v\n', [['\b\f\r\v']]],
    ['a backslash before an ordinary character is that character', 'a\\,b\n', [['a,b']]],
    ['several rows, the last without a line break', 'a\tb\nc\td', [['a', 'b'], ['c', 'd']]],
    ['nothing', '', []],
  ])('%s', (_name, text, rows) => {
    expect(parseCopyText(text)).toEqual(rows);
  });
});
