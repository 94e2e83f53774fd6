import { describe, expect, it } from 'vitest';
import { isStopWord, MAX_TOKEN_LENGTH, tokenize, tokenizeName } from '../../../../src/server/search/normalize';

describe('tokenize', () => {
  it.each([
    ['The Old Course at St Andrews', ['the', 'old', 'course', 'at', 'st', 'andrews']],
    ["St. Andrew's Golf Club", ['st', 'andrews', 'golf', 'club']],
    ['Saint Andrews', ['st', 'andrews']],
    ['Golf de Saint-Nom-la-Bretèche', ['golf', 'de', 'st', 'nom', 'la', 'breteche']],
    ['Sainte-Maxime', ['st', 'maxime']],
    ['Fortrose & Rosemarkie', ['fortrose', 'and', 'rosemarkie']],
    ['a&b', ['a', 'and', 'b']],
    ["Royal St George's", ['royal', 'st', 'georges']],
    ['Royal St George\u2019s', ['royal', 'st', 'georges']],
    ["O'Brien's Links", ['o', 'briens', 'links']],
    ['Pinehurst Resort (No. 2)', ['pinehurst', 'resort', 'no', '2']],
    ['Île-de-France', ['ile', 'de', 'france']],
    ['VALDERRÁMA', ['valderrama']],
    ['Royal Montréal', ['royal', 'montreal']],
    ['Penha Longa (Atlântico)', ['penha', 'longa', 'atlantico']],
    ['Baden-Württemberg', ['baden', 'wurttemberg']],
    ['Straße Ærø Łódź', ['strasse', 'aero', 'lodz']],
    ['Mt. Juliet', ['mount', 'juliet']],
    ['  spaced\tout\n', ['spaced', 'out']],
    ['!!!', []],
    ['', []],
  ])('%j -> %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  it('keeps letters of any script', () => {
    expect(tokenize('Golf 東京')).toEqual(['golf', '東京']);
  });

  it('cuts very long words', () => {
    const [token] = tokenize('x'.repeat(1000));
    expect(token).toHaveLength(MAX_TOKEN_LENGTH);
  });

  it('treats golf words as stop words, distinctive words not', () => {
    for (const w of ['golf', 'club', 'course', 'links', 'country', 'the', 'and']) expect(isStopWord(w)).toBe(true);
    for (const w of ['pebble', 'beach', 'andrews', 'royal', 'old', 'national']) expect(isStopWord(w)).toBe(false);
  });
});

describe('tokenizeName', () => {
  it('flags the words inside parentheses as the qualifier', () => {
    expect(tokenizeName('Royal Portrush Golf Club (Dunluce)')).toEqual({
      words: ['royal', 'portrush', 'golf', 'club', 'dunluce'],
      qualifier: [false, false, false, false, true],
    });
    expect(tokenizeName('Conwy (Caernarvonshire) Golf Club').qualifier).toEqual([false, true, false, false]);
    expect(tokenizeName('Pebble Beach Golf Links').qualifier).toEqual([false, false, false, false]);
  });

  it('has no qualifier when the whole name is in parentheses or they are unbalanced', () => {
    expect(tokenizeName('(Old Course)').qualifier).toEqual([false, false]);
    expect(tokenizeName('Old ((Course').words).toEqual(['old', 'course']);
    expect(tokenizeName('Old ) Course (').qualifier).toEqual([false, false]);
  });
});
