import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, updateProfileSchema } from '../../../src/shared/contracts/users.contract';
import { cleanName, hasCharactersNotInAName } from '../../../src/shared/domain/person-name';

describe('hasCharactersNotInAName', () => {
  it.each([
    ['Tiger Woods', false],
    ['Seve Ballesteros 🏌️‍♂️', false], // emoji with a zero-width joiner
    ['محمد علي', false],
    ['רוני', false],
    ['Tiger\u0000', true],
    ['Tiger\nWoods', true],
    ['Tiger\u0085', true], // C1 next line
    ['Tiger\u2028Woods', true],
    ['Tiger\u2029', true],
    ['\u202Esdoow', true], // right-to-left override
    ['\u202A\u202B\u202C\u202D', true],
    ['\u2066x\u2069', true], // isolates
    ['\u200Ex', true], // left-to-right mark
    ['\u061Cx', true], // Arabic letter mark
  ])('%j → %s', (name, refused) => {
    expect(hasCharactersNotInAName(name)).toBe(refused);
  });
});

describe('cleanName', () => {
  it.each([
    ['Tiger Woods', 'Tiger Woods'],
    ['  Tiger Woods  ', 'Tiger Woods'],
    ['Tiger\u0000Woods', 'Tiger Woods'],
    ['Tiger \u0000\u0007 Woods', 'Tiger Woods'],
    ['Tiger\r\nWoods\n', 'Tiger Woods'],
    ['Tiger\u2028Woods', 'Tiger Woods'],
    ['\u202Esdoow regit', 'sdoow regit'],
    ['Ada \u2067Lovelace\u2069\u202B', 'Ada Lovelace'],
    ['\u0000\u202E \u0007', ''],
    ['', ''],
    [`${'x'.repeat(38)}  yz`, 'x'.repeat(38)],
    ['x'.repeat(60), 'x'.repeat(40)],
    [`${'a'.repeat(39)}😀`, 'a'.repeat(39)], // the emoji would be cut in half: it goes whole
    [`${'a'.repeat(38)}😀`, `${'a'.repeat(38)}😀`],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanName(raw, DISPLAY_NAME_MAX)).toBe(cleaned);
  });

  it.each([
    'Tiger\u0000Woods', '\u202E\u2066x\u2069\u200F', ` \t${'ä'.repeat(50)}`, 'a\u0085\u009Fb', `${'b'.repeat(39)}😀z`, 'x\u2029\u2028y',
  ])('makes %j a display name that PUT /user/profile accepts', (raw) => {
    const cleaned = cleanName(raw, DISPLAY_NAME_MAX);
    expect(updateProfileSchema.shape.displayName.safeParse(cleaned).success).toBe(true);
    expect(cleaned).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
