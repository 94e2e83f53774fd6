/** A course's website, street line, address lines, postal code and directions link (issue 34). */
import { describe, expect, it } from 'vitest';
import { addressLines, directionsHref, postalCodeOf, streetLine, websiteOf } from '../../../../src/shared/domain/courses/course-contact';

describe('websiteOf: http(s) links only', () => {
  it.each<[string, string | null]>([
    ['https://www.standrews.com/', 'https://www.standrews.com/'],
    ['http://www.jacksonccc.com', 'http://www.jacksonccc.com/'],
    ['www.club.com', 'https://www.club.com/'],
    ['club.com/golf?x=1', 'https://club.com/golf?x=1'],
    ['club.com:8080/x', 'https://club.com:8080/x'],
    ['//club.com', 'https://club.com/'],
    ['HTTPS://Club.COM', 'https://club.com/'],
    ['javascript:alert(1)', null],
    ['mailto:pro@club.com', null],
    ['ftp://club.com', null],
    ['http:// www.cascatagolf.com/', null],
    ['http://https://jblm.armymwr.com/x', null],
    ['localhost', null],
    ['http://user:pw@club.com', null],
    ['', null],
  ])('%j → %s', (raw, url) => {
    const r = websiteOf(raw);
    expect(r.ok ? r.url : null).toBe(url);
  });
});

describe('streetLine: the house number where the country writes it', () => {
  it.each<[string | null, string | null, string | null, string | null]>([
    ['17-Mile Drive', '1700', 'US', '1700 17-Mile Drive'],
    ['Links Road', '3', 'GB', '3 Links Road'],
    ['Hauptstraße', '5', 'DE', 'Hauptstraße 5'],
    ['Kennemerweg', '78', 'NL', 'Kennemerweg 78'],
    ['Route du Golf', '12', 'FR', '12 Route du Golf'],
    ['Old  Highway 51 ', null, 'US', 'Old Highway 51'],
    [null, '12', 'US', null],
    ['Golf Lane', '4', null, '4 Golf Lane'],
  ])('%s, %s in %s → %s', (street, number, country, line) => {
    expect(streetLine(street, number, country)).toBe(line);
  });
});

describe('addressLines: the town and postal code as post is addressed there', () => {
  const a = (street: string | null, postal: string | null, city: string | null, province: string | null, country: string | null) =>
    ({ street, postal_code: postal, city, province, country });
  it.each<[string, ReturnType<typeof a>, string | null, string[]]>([
    ['the US', a('2604 Washington Road', '30904', 'Augusta', 'Georgia', 'United States'), 'US',
      ['2604 Washington Road', 'Augusta, Georgia 30904', 'United States']],
    ['Scotland', a('Pilmour House', 'KY16 9SF', 'St Andrews', 'Fife', 'Scotland'), 'GB', ['Pilmour House', 'St Andrews KY16 9SF, Fife', 'Scotland']],
    ['Germany', a('Dippelshof', '64367', 'Mühltal', 'Hesse', 'Germany'), 'DE', ['Dippelshof', '64367 Mühltal, Hesse', 'Germany']],
    ['no street, no postal code', a(null, null, 'Mounds', 'Illinois', 'United States'), 'US', ['Mounds, Illinois', 'United States']],
    ['nothing', a(null, null, null, null, null), null, []],
  ])('%s', (_, address, code, lines) => {
    expect(addressLines(address, code)).toEqual(lines);
  });
});

describe('postalCodeOf and directionsHref', () => {
  it.each<[string | null, string | null, string | null]>([
    ['62996', 'US', '62996'], ['2134', 'US', '02134'], ['ky16  9sf', 'GB', 'KY16 9SF'], ['', 'US', null], ['x'.repeat(21), 'US', null], ['1234', 'AU', '1234'],
  ])('postalCodeOf(%j, %s) = %s', (raw, country, code) => expect(postalCodeOf(raw, country)).toBe(code));

  it('opens directions to the course\'s point', () => {
    expect(directionsHref(33.5021, -82.0226)).toBe('https://www.google.com/maps/dir/?api=1&destination=33.502100,-82.022600');
  });
});
