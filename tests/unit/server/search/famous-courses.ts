/**
 * Test and benchmark corpus for the course search index: real course names (famous ones with the
 * top notable tier's prominence, 300; a few real but obscure near-namesakes with low prominence) and a
 * mapping from the deterministic synthetic courses of tests/bench/synthetic-courses.ts, whose names
 * are built from the same words ("Pebble", "Beach", "Creek", "Royal", "Old", "Links"...) and so are
 * realistic confusers.
 */
import type { SearchDoc } from '../../../../src/server/search/course-search-index';
import type { SyntheticCourse } from '../../../bench/synthetic-courses';

type Row = [name: string, city: string | null, province: string | null, country: string | null, prominence: number];

const ROWS: Row[] = [
  ['Pebble Beach Golf Links', 'Pebble Beach', 'California', 'United States', 300],
  ['Spyglass Hill Golf Course', 'Pebble Beach', 'California', 'United States', 300],
  ['Cypress Point Club', 'Pebble Beach', 'California', 'United States', 300],
  ['The Hay (Pebble Beach)', 'Pebble Beach', 'California', 'United States', 300],
  ['Pebble Creek Golf Club', 'Taylors', 'South Carolina', 'United States', 9],
  ['Pebble Brook Golf Club', 'Noblesville', 'Indiana', 'United States', 9],
  ['The Old Course at St Andrews', 'St Andrews', 'Fife', 'Scotland', 300],
  ['St Andrews Links (New Course)', 'St Andrews', 'Fife', 'Scotland', 300],
  ['St Andrews Links (Jubilee Course)', 'St Andrews', 'Fife', 'Scotland', 300],
  ["St. Andrew's Golf Club", 'Hastings-on-Hudson', 'New York', 'United States', 60],
  ['Musselburgh Old Course', 'Musselburgh', 'East Lothian', 'Scotland', 300],
  ['Old Head Golf Links', 'Kinsale', 'County Cork', 'Ireland', 300],
  ['Old Macdonald', 'Bandon', 'Oregon', 'United States', 300],
  ['Bandon Dunes', 'Bandon', 'Oregon', 'United States', 300],
  ['Royal Melbourne Golf Club (West)', 'Black Rock', 'Victoria', 'Australia', 300],
  ['Royal Melbourne Golf Club (East)', 'Black Rock', 'Victoria', 'Australia', 270],
  ['Kingston Heath Golf Club', 'Cheltenham', 'Victoria', 'Australia', 300],
  // Listed (so indexed) before the main course: a tie on slot order would favour it.
  ['Augusta National Golf Club (Par 3 Course)', 'Augusta', 'Georgia', 'United States', 300],
  ['Augusta National Golf Club', 'Augusta', 'Georgia', 'United States', 300],
  ['Augusta Country Club', 'Augusta', 'Georgia', 'United States', 30],
  ['Pinehurst Resort (No. 2)', 'Pinehurst', 'North Carolina', 'United States', 300],
  ['Pinehurst Resort (No. 4)', 'Pinehurst', 'North Carolina', 'United States', 120],
  ['Royal County Down Golf Club (Championship)', 'Newcastle', 'County Down', 'Northern Ireland', 300],
  ['Royal County Down Golf Club (Annesley Links)', 'Newcastle', 'County Down', 'Northern Ireland', 180],
  ['Royal Portrush Golf Club (Dunluce)', 'Portrush', 'County Antrim', 'Northern Ireland', 300],
  ['Royal Portrush Golf Club (Valley)', 'Portrush', 'County Antrim', 'Northern Ireland', 180],
  ['Shinnecock Hills Golf Club', 'Southampton', 'New York', 'United States', 300],
  ['National Golf Links of America', 'Southampton', 'New York', 'United States', 300],
  ['Muirfield (The Honourable Company of Edinburgh Golfers)', 'Gullane', 'East Lothian', 'Scotland', 300],
  ['Muirfield Village Golf Club', 'Dublin', 'Ohio', 'United States', 300],
  ['Pine Valley Golf Club', 'Pine Valley', 'New Jersey', 'United States', 300],
  ['Oakmont Country Club', 'Oakmont', 'Pennsylvania', 'United States', 300],
  ['Merion Golf Club (East)', 'Ardmore', 'Pennsylvania', 'United States', 300],
  ['Carnoustie Golf Links (Championship)', 'Carnoustie', 'Angus', 'Scotland', 300],
  ['Royal Dornoch Golf Club (Championship)', 'Dornoch', 'Highland', 'Scotland', 300],
  ['Real Club Valderrama', 'Sotogrande', 'Andalusia', 'Spain', 300],
  ['Le Golf National (Albatros)', 'Guyancourt', 'Île-de-France', 'France', 300],
  ['Golf de Saint-Nom-la-Bretèche (Rouge)', 'Saint-Nom-la-Bretèche', 'Île-de-France', 'France', 180],
  ['Royal Montréal Golf Club (Blue)', 'Île-Bizard', 'Quebec', 'Canada', 240],
  ["Royal St George's Golf Club", 'Sandwich', 'Kent', 'England', 300],
  ['Sunningdale Golf Club (Old)', 'Sunningdale', 'Berkshire', 'England', 300],
  ['Ballybunion Golf Club (Old)', 'Ballybunion', 'County Kerry', 'Ireland', 300],
  ['Whistling Straits (Straits)', 'Kohler', 'Wisconsin', 'United States', 300],
  ['TPC Sawgrass (Stadium)', 'Ponte Vedra Beach', 'Florida', 'United States', 300],
  ['Bethpage State Park (Black)', 'Farmingdale', 'New York', 'United States', 300],
  ['Winged Foot Golf Club (West)', 'Mamaroneck', 'New York', 'United States', 300],
  ['Fortrose & Rosemarkie Golf Club', 'Fortrose', 'Highland', 'Scotland', 300],
  ['Kawana Hotel Golf Course (Fuji)', 'Ito', 'Shizuoka', 'Japan', 300],
  ['Hirono Golf Club', 'Kobe', 'Hyogo', 'Japan', 300],
  ['Cape Kidnappers', 'Te Awanga', "Hawke's Bay", 'New Zealand', 300],
];

/** Stable id from a name: "Pebble Beach Golf Links" -> "pebble-beach-golf-links". */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const FAMOUS: readonly SearchDoc[] = ROWS.map(([name, city, province, country, prominence]) => ({
  id: slug(name),
  name,
  city,
  province,
  country,
  prominence,
}));

/** Id of the famous course with exactly this name (throws on a typo in a test). */
export function famousId(name: string): string {
  const doc = FAMOUS.find((d) => d.name === name);
  if (!doc) throw new Error(`not in FAMOUS: ${name}`);
  return doc.id;
}

/** Synthetic course i as a search document: id "syn-i"; most imported courses have prominence 0, some a little. */
export function syntheticDoc(c: SyntheticCourse, i: number): SearchDoc {
  return {
    id: `syn-${i}`,
    name: c.club_name,
    city: c.city,
    province: c.province,
    country: c.country,
    prominence: i % 7 === 0 ? i % 31 : 0,
  };
}
