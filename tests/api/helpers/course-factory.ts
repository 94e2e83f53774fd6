import type { CourseInput } from '../../../src/shared/contracts/course-input.contract';

/** A valid admin course body; pass overrides for what a test cares about. */
export function courseInput(overrides: Partial<CourseInput> = {}): Record<string, unknown> {
  return {
    club_name: 'Test Links',
    architects: ['Tom Doak'],
    year_established: 2001,
    club_membership: 'PUBLIC',
    type: 'FULL LENGTH',
    continent: 'EUROPE',
    location: { lat: 56.0, lng: -3.0 },
    address: { country: 'Scotland', province: 'Fife', city: 'Elie' },
    peak_green_fee: 150,
    holes: 18,
    par: 72,
    total_yardage: 6800,
    gallery: [{ src: 'https://images.example.com/a.jpg' }],
    videos: [{ youtubeId: 'dQw4w9WgXcQ' }],
    main_image: null,
    ...overrides,
  };
}
