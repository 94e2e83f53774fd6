import { prng } from '../support/prng';
/**
 * Deterministic synthetic golf courses for benchmarks at scale (40,000 and 1,000,000).
 *
 * Names are built from the words real course names use ("Pebble", "Creek", "Beach", "Links"),
 * so a fuzzy search has to beat plenty of near-miss confusers. Locations are drawn around real
 * golf regions with a Gaussian spread, so density looks like the real map: dense metros,
 * sparse deserts, nothing in mid-ocean.
 */

export interface SyntheticCourse {
  club_name: string;
  city: string;
  province: string | null;
  country: string;
  continent: 'AFRICA' | 'ASIA' | 'EUROPE' | 'OCEANIA' | 'NORTH AMERICA' | 'SOUTH AMERICA';
  lat: number;
  lng: number;
  club_membership: 'PUBLIC' | 'PRIVATE' | 'LIMITED';
  type: 'FULL LENGTH' | 'EXECUTIVE' | 'PAR 3 COURSE' | 'PITCH & PUTT';
  year_established: number | null;
  architects: string[];
  peak_green_fee: number | null;
  total_yardage: number | null;
  holes: number;
}

type Anchor = [lat: number, lng: number, spreadDeg: number, weight: number, city: string, province: string | null, country: string, continent: SyntheticCourse['continent']];

// Real golf regions; weight is a rough share of the world's courses.
const ANCHORS: Anchor[] = [
  [40.7, -74.0, 1.2, 30, 'New York', 'New York', 'United States', 'NORTH AMERICA'],
  [41.9, -87.7, 1.0, 18, 'Chicago', 'Illinois', 'United States', 'NORTH AMERICA'],
  [34.0, -118.2, 1.0, 16, 'Los Angeles', 'California', 'United States', 'NORTH AMERICA'],
  [33.5, -112.0, 0.8, 12, 'Phoenix', 'Arizona', 'United States', 'NORTH AMERICA'],
  [27.9, -82.5, 1.5, 25, 'Tampa', 'Florida', 'United States', 'NORTH AMERICA'],
  [33.8, -78.9, 0.5, 8, 'Myrtle Beach', 'South Carolina', 'United States', 'NORTH AMERICA'],
  [32.8, -96.8, 1.2, 14, 'Dallas', 'Texas', 'United States', 'NORTH AMERICA'],
  [39.7, -104.9, 0.8, 8, 'Denver', 'Colorado', 'United States', 'NORTH AMERICA'],
  [47.6, -122.3, 0.8, 7, 'Seattle', 'Washington', 'United States', 'NORTH AMERICA'],
  [42.3, -83.0, 1.0, 12, 'Detroit', 'Michigan', 'United States', 'NORTH AMERICA'],
  [39.9, -83.0, 2.0, 16, 'Columbus', 'Ohio', 'United States', 'NORTH AMERICA'],
  [35.2, -80.8, 1.5, 12, 'Charlotte', 'North Carolina', 'United States', 'NORTH AMERICA'],
  [44.9, -93.2, 1.5, 9, 'Minneapolis', 'Minnesota', 'United States', 'NORTH AMERICA'],
  [43.7, -79.4, 1.0, 10, 'Toronto', 'Ontario', 'Canada', 'NORTH AMERICA'],
  [49.3, -123.1, 0.5, 4, 'Vancouver', 'British Columbia', 'Canada', 'NORTH AMERICA'],
  [19.4, -99.1, 0.8, 3, 'Mexico City', null, 'Mexico', 'NORTH AMERICA'],
  [51.5, -0.1, 1.2, 22, 'London', 'England', 'United Kingdom', 'EUROPE'],
  [53.5, -2.2, 1.0, 12, 'Manchester', 'England', 'United Kingdom', 'EUROPE'],
  [56.0, -3.4, 0.9, 10, 'Edinburgh', 'Scotland', 'United Kingdom', 'EUROPE'],
  [53.3, -6.3, 1.2, 8, 'Dublin', 'Leinster', 'Ireland', 'EUROPE'],
  [48.8, 2.3, 1.5, 8, 'Paris', 'Île-de-France', 'France', 'EUROPE'],
  [50.1, 8.7, 2.0, 10, 'Frankfurt', 'Hesse', 'Germany', 'EUROPE'],
  [59.3, 18.0, 2.0, 7, 'Stockholm', null, 'Sweden', 'EUROPE'],
  [52.3, 4.9, 0.8, 5, 'Amsterdam', 'North Holland', 'Netherlands', 'EUROPE'],
  [36.6, -4.8, 0.8, 5, 'Marbella', 'Andalusia', 'Spain', 'EUROPE'],
  [37.1, -8.1, 0.3, 3, 'Albufeira', 'Algarve', 'Portugal', 'EUROPE'],
  [45.5, 9.2, 1.0, 4, 'Milan', 'Lombardy', 'Italy', 'EUROPE'],
  [35.7, 139.7, 1.2, 18, 'Tokyo', 'Tokyo', 'Japan', 'ASIA'],
  [34.7, 135.5, 0.8, 10, 'Osaka', 'Osaka', 'Japan', 'ASIA'],
  [37.5, 127.0, 0.8, 8, 'Seoul', null, 'South Korea', 'ASIA'],
  [31.2, 121.5, 1.0, 5, 'Shanghai', null, 'China', 'ASIA'],
  [22.5, 114.0, 0.6, 5, 'Shenzhen', 'Guangdong', 'China', 'ASIA'],
  [13.7, 100.5, 1.0, 4, 'Bangkok', null, 'Thailand', 'ASIA'],
  [25.2, 55.3, 0.4, 2, 'Dubai', null, 'United Arab Emirates', 'ASIA'],
  [28.6, 77.2, 1.0, 2, 'New Delhi', 'Delhi', 'India', 'ASIA'],
  [-33.9, 151.2, 0.8, 8, 'Sydney', 'New South Wales', 'Australia', 'OCEANIA'],
  [-37.8, 145.0, 0.8, 9, 'Melbourne', 'Victoria', 'Australia', 'OCEANIA'],
  [-27.5, 153.0, 0.8, 5, 'Brisbane', 'Queensland', 'Australia', 'OCEANIA'],
  [-36.8, 174.8, 0.8, 4, 'Auckland', null, 'New Zealand', 'OCEANIA'],
  [-26.2, 28.0, 1.0, 5, 'Johannesburg', 'Gauteng', 'South Africa', 'AFRICA'],
  [-33.9, 18.6, 0.6, 3, 'Cape Town', 'Western Cape', 'South Africa', 'AFRICA'],
  [31.6, -8.0, 0.5, 1, 'Marrakesh', null, 'Morocco', 'AFRICA'],
  [-34.6, -58.4, 1.0, 4, 'Buenos Aires', null, 'Argentina', 'SOUTH AMERICA'],
  [-23.5, -46.6, 1.0, 3, 'São Paulo', null, 'Brazil', 'SOUTH AMERICA'],
  [-33.4, -70.6, 0.6, 1, 'Santiago', null, 'Chile', 'SOUTH AMERICA'],
  [4.7, -74.1, 0.5, 1, 'Bogotá', null, 'Colombia', 'SOUTH AMERICA'],
];

const PREFIXES = [
  'Pebble', 'Pine', 'Oak', 'Cedar', 'Willow', 'Eagle', 'Hawk', 'Falcon', 'Fox', 'Deer', 'Bear', 'Royal',
  'Old', 'New', 'North', 'South', 'East', 'West', 'Lake', 'River', 'Sandy', 'Stone', 'Rock', 'Golden',
  'Silver', 'Green', 'Blue', 'Red', 'Shadow', 'Sun', 'Moon', 'Coral', 'Palm', 'Maple', 'Birch', 'Aspen',
  'Heron', 'Crane', 'Osprey', 'Pelican', 'Spring', 'Summer', 'Winter', 'Harbor', 'Bay', 'Ocean', 'Prairie',
  'Meadow', 'Forest', 'Mountain', 'Valley', 'Canyon', 'Mesa', 'Desert', 'Dune', 'Heather', 'Gorse', 'Beech',
  'Bell', 'Crown', 'Kings', 'Queens', 'Saint', 'Mission', 'Rolling', 'Whispering', 'Hidden', 'Crystal',
];
const NOUNS = [
  'Creek', 'Hills', 'Ridge', 'Brook', 'Springs', 'Pointe', 'Beach', 'Bay', 'Dunes', 'Links', 'Woods', 'Glen',
  'Hollow', 'Meadows', 'Trails', 'Run', 'Crossing', 'Landing', 'Harbour', 'Shores', 'Cove', 'Bluffs', 'Lakes',
  'Pines', 'Oaks', 'Heath', 'Park', 'Downs', 'Vale', 'Falls', 'Knoll', 'Point', 'Island', 'Reserve', 'Ranch',
  'Farms', 'Estates', 'Highlands', 'Plantation', 'Preserve', 'Canyon', 'Mill', 'Bridge', 'Green', 'Heights',
];
const SUFFIXES = [
  'Golf Club', 'Golf Course', 'Country Club', 'Golf Links', 'Golf & Country Club', 'Golf Resort',
  'Municipal Golf Course', 'Golf Centre', 'National', 'Club',
];
const ARCHITECTS = [
  'Donald Ross', 'A.W. Tillinghast', 'Alister MacKenzie', 'Robert Trent Jones Sr.', 'Pete Dye', 'Tom Fazio',
  'Jack Nicklaus', 'Arnold Palmer', 'Gary Player', 'Tom Doak', 'Bill Coore', 'Ben Crenshaw', 'Harry Colt',
  'Tom Simpson', 'James Braid', 'Old Tom Morris', 'Rees Jones', 'Gil Hanse', 'Martin Ebert', 'Kyle Phillips',
];

function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const MEMBERSHIPS = ['PUBLIC', 'PUBLIC', 'PUBLIC', 'PRIVATE', 'PRIVATE', 'LIMITED'] as const;
const TYPES = ['FULL LENGTH', 'FULL LENGTH', 'FULL LENGTH', 'FULL LENGTH', 'FULL LENGTH', 'EXECUTIVE', 'PAR 3 COURSE', 'PITCH & PUTT'] as const;

/** Generates `count` courses; the same (count, seed) always gives the same list. */
export function* syntheticCourses(count: number, seed = 42): Generator<SyntheticCourse> {
  const rand = prng(seed);
  const totalWeight = ANCHORS.reduce((s, a) => s + a[3], 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const a of ANCHORS) cumulative.push((acc += a[3] / totalWeight));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

  for (let i = 0; i < count; i++) {
    const r = rand();
    let k = cumulative.findIndex((c) => r <= c);
    if (k < 0) k = ANCHORS.length - 1;
    const [lat0, lng0, spread, , city, province, country, continent] = ANCHORS[k]!;
    const lat = Math.max(-85, Math.min(85, lat0 + gaussian(rand) * spread));
    let lng = lng0 + (gaussian(rand) * spread) / Math.cos((lat0 * Math.PI) / 180);
    if (lng > 180) lng -= 360;
    if (lng < -180) lng += 360;
    const membership = pick(MEMBERSHIPS);
    const hasFee = membership !== 'PRIVATE' && rand() < 0.6;
    const type = pick(TYPES);
    yield {
      club_name: `${pick(PREFIXES)} ${pick(NOUNS)} ${pick(SUFFIXES)}`,
      city,
      province,
      country,
      continent,
      lat: Math.round(lat * 1e5) / 1e5,
      lng: Math.round(lng * 1e5) / 1e5,
      club_membership: membership,
      type,
      year_established: rand() < 0.8 ? 1880 + Math.floor(rand() * 145) : null,
      architects: rand() < 0.5 ? [pick(ARCHITECTS)] : [],
      peak_green_fee: hasFee ? 20 + Math.floor(rand() * 380) : null,
      total_yardage: rand() < 0.7 ? 5200 + Math.floor(rand() * 2200) : null,
      // From the index, not the random stream (the other fields stay as they were): about 80% 18 holes.
      holes: type === 'PAR 3 COURSE' || type === 'PITCH & PUTT' || i % 11 === 3 ? 9 : i % 29 === 5 ? 27 : i % 53 === 7 ? 36 : 18,
    };
  }
}
