/** Phone numbers (issue 34): E.164 from how sources and admins write them, junk dropped; shown in the golfer's national format at home. */
import { describe, expect, it } from 'vitest';
import { localeRegion, normalisePhone, phoneDisplay, telHref } from '../../../src/shared/domain/phone';

describe('normalisePhone', () => {
  it.each<[string, string | null, string | null]>([
    ['+1-618-537-4590', 'US', '+16185374590'],
    ['+1 618 684 2387', null, '+16186842387'],
    ['(618) 684-2387', 'US', '+16186842387'],
    ['618.684.2387', 'US', '+16186842387'],
    ['01334 466666', 'GB', '+441334466666'],
    ['+44 (0)1334 466666', 'GB', '+441334466666'],
    ['(706) 667-6000 ext. 12', 'US', '+17066676000'],
    // Junk from OpenGolf's release.
    ['999-999-9999', 'US', null],
    ['9999999999', 'US', null],
    ['6666666667', 'US', null],
    ['3141925352', 'US', null],
    ['1.9444444444', 'US', null],
    ['10000000000', 'US', null],
    ['0123456789', 'US', null],
    ['555-1234', 'US', null],
    ['12345', null, null],
    ['', 'US', null],
    ['call us', 'US', null],
    // National without a country to read it in: not a number we can store.
    ['(618) 684-2387', null, null],
  ])('%j in %s → %s', (raw, region, e164) => {
    const r = normalisePhone(raw, region);
    expect(r.ok ? r.e164 : null).toBe(e164);
  });

  it.each<[string, string | null, string]>([
    ['12345', 'US', 'has too few digits for a phone number'],
    ['999-999-9999', 'US', 'is not a valid phone number'],
    ['01333 3303', 'GB', 'is not a valid phone number in GB (or give it with its country code, +...)'],
    ['+44 1333 3303', 'GB', 'is not a valid phone number'],
  ])('%j in %s: %s', (raw, region, message) => {
    expect(normalisePhone(raw, region)).toMatchObject({ ok: false, message });
  });
});

describe('phoneDisplay: national to a golfer of the number\'s country, else international', () => {
  it.each<[string, string | null, string]>([
    ['+17066676000', 'US', '(706) 667-6000'],
    ['+17066676000', 'GB', '+1 706 667 6000'],
    ['+441334466666', 'GB', '01334 466666'],
    ['+441334466666', 'US', '+44 1334 466666'],
    ['+441334466666', null, '+44 1334 466666'],
    ['not a number', 'US', 'not a number'],
  ])('%s to %s: %s', (e164, region, shown) => {
    expect(phoneDisplay(e164, region)).toBe(shown);
  });

  it.each<[string | undefined, string | null]>([['en-US', 'US'], ['en-GB', 'GB'], ['en_GB', 'GB'], ['de', 'DE'], ['en', 'US'], [undefined, null], ['!!', null]])(
    'localeRegion(%j) = %s', (locale, region) => expect(localeRegion(locale)).toBe(region));

  it('tel: links carry the E.164 number', () => {
    expect(telHref('+441334466666')).toBe('tel:+441334466666');
  });
});
