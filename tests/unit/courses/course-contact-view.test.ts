/** The course card's contact block (issue 34): website host, the phone as the golfer dials it behind a tel: link, directions, the postal address. */
import { describe, expect, it } from 'vitest';
import { contactView, missingHolesText } from '../../../src/features/courses/lib/course-contact-view';

const augusta = {
  website: 'https://www.masters.com/', phone: '+17066676000', location: { lat: 33.5027, lng: -82.0199 },
  address: { country: 'United States', province: 'Georgia', city: 'Augusta', street: '2604 Washington Road', postal_code: '30904' },
};

describe('contactView', () => {
  it.each<[string | undefined, string]>([['en-US', '(706) 667-6000'], ['en-GB', '+1 706 667 6000'], ['de-DE', '+1 706 667 6000'], [undefined, '+1 706 667 6000']])(
    'a US number to a golfer in %s: %s', (locale, shown) => {
      expect(contactView(augusta, locale).phone).toEqual({ href: 'tel:+17066676000', shown });
    });

  it('the website by its host, directions to the point, the address as posted in its country', () => {
    expect(contactView(augusta, 'en-US')).toMatchObject({
      website: { href: 'https://www.masters.com/', host: 'masters.com' },
      directions: 'https://www.google.com/maps/dir/?api=1&destination=33.502700,-82.019900',
      address: ['2604 Washington Road', 'Augusta, Georgia 30904', 'United States'],
    });
  });

  it('nothing known: no website, no phone, no address (the place shows in the facts), directions still', () => {
    const bare = { ...augusta, website: null, phone: null, address: { ...augusta.address, street: null, postal_code: null } };
    expect(contactView(bare, 'en-US')).toMatchObject({ website: null, phone: null, address: [] });
    expect(contactView(bare, 'en-US').directions).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
  });
});

describe('missingHolesText', () => {
  it.each<[number[], string]>([[[], ''], [[4], 'Hole 4 is'], [[4, 17], 'Holes 4 and 17 are'], [[4, 5, 17, 18], 'Holes 4, 5, 17, and 18 are']])(
    '%j: %s', (holes, text) => expect(missingHolesText(holes)).toBe(text));
});
