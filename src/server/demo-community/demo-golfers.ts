/**
 * The demo community's golfers, written by hand: invented names (no real person's), a home that
 * decides where most of their golf is, and how far they travel for it. The generator
 * (`generate-demo-community.ts`) gives each their played courses, lists and follows.
 */

/** Where a golfer's home courses are: a country, optionally narrowed to provinces. */
export interface DemoHome {
  country: string;
  provinces?: readonly string[];
}

/**
 * `local`: mostly home courses, a few famous ones; `traveller`: home and the famous courses of
 * other countries; `panelist`: a course-ranking obsessive with TPL Pro, who has played a lot.
 */
export type DemoStyle = 'local' | 'traveller' | 'panelist';

export interface DemoGolferSeed {
  displayName: string;
  fullName: string | null;
  home: DemoHome;
  style: DemoStyle;
}

const SCOTLAND = { country: 'Scotland' };
const ENGLAND = { country: 'England' };
const IRELAND = { country: 'Ireland' };
const AUSTRALIA = { country: 'Australia' };
const CALIFORNIA = { country: 'United States', provinces: ['California', 'Oregon', 'Hawaii'] };
const NORTHEAST = { country: 'United States', provinces: ['New York', 'New Jersey', 'Massachusetts', 'Pennsylvania', 'Connecticut'] };
const SOUTHEAST = { country: 'United States', provinces: ['South Carolina', 'North Carolina', 'Georgia', 'Florida'] };
const MIDWEST = { country: 'United States', provinces: ['Michigan', 'Wisconsin', 'Illinois', 'Ohio', 'Minnesota', 'Indiana'] };
const TEXAS = { country: 'United States', provinces: ['Texas', 'Arizona', 'Colorado', 'Nevada', 'Oklahoma'] };

export const DEMO_GOLFERS: readonly DemoGolferSeed[] = [
  { displayName: 'Fiona Mackay', fullName: null, home: SCOTLAND, style: 'traveller' },
  { displayName: 'Callum Reid', fullName: 'Callum J. Reid', home: SCOTLAND, style: 'local' },
  { displayName: 'Iain Drummond', fullName: null, home: SCOTLAND, style: 'panelist' },
  { displayName: 'Morag Baird', fullName: null, home: SCOTLAND, style: 'local' },
  { displayName: 'Harriet Ashdown', fullName: null, home: ENGLAND, style: 'traveller' },
  { displayName: 'Tom Whitcombe', fullName: null, home: ENGLAND, style: 'local' },
  { displayName: 'Priya Raman', fullName: null, home: ENGLAND, style: 'panelist' },
  { displayName: 'Ollie Brent', fullName: 'Oliver Brent', home: ENGLAND, style: 'local' },
  { displayName: 'Siobhan Keane', fullName: null, home: IRELAND, style: 'traveller' },
  { displayName: 'Declan Moriarty', fullName: null, home: IRELAND, style: 'local' },
  { displayName: 'Aoife Byrne', fullName: null, home: IRELAND, style: 'local' },
  { displayName: 'Marcus Ellery', fullName: null, home: CALIFORNIA, style: 'panelist' },
  { displayName: 'Dana Okafor', fullName: null, home: CALIFORNIA, style: 'traveller' },
  { displayName: 'Luis Ortega', fullName: null, home: CALIFORNIA, style: 'local' },
  { displayName: 'Grace Whitfield', fullName: null, home: CALIFORNIA, style: 'local' },
  { displayName: 'Ben Halloran', fullName: 'Benjamin Halloran', home: NORTHEAST, style: 'traveller' },
  { displayName: 'Rachel Stein', fullName: null, home: NORTHEAST, style: 'panelist' },
  { displayName: 'Chris Vitale', fullName: null, home: NORTHEAST, style: 'local' },
  { displayName: 'Nadia Pruitt', fullName: null, home: NORTHEAST, style: 'local' },
  { displayName: 'Wade Pickens', fullName: null, home: SOUTHEAST, style: 'local' },
  { displayName: 'Ashley Boudreaux', fullName: null, home: SOUTHEAST, style: 'traveller' },
  { displayName: 'Jamal Carter', fullName: null, home: SOUTHEAST, style: 'local' },
  { displayName: 'Erik Lindqvist', fullName: null, home: MIDWEST, style: 'traveller' },
  { displayName: 'Kate Sorensen', fullName: null, home: MIDWEST, style: 'local' },
  { displayName: 'Travis Dunn', fullName: null, home: TEXAS, style: 'local' },
  { displayName: 'Maya Castillo', fullName: null, home: TEXAS, style: 'traveller' },
  { displayName: 'Lachlan Hart', fullName: null, home: AUSTRALIA, style: 'panelist' },
  { displayName: 'Mia Delaney', fullName: null, home: AUSTRALIA, style: 'local' },
  { displayName: 'Jack Thorburn', fullName: null, home: AUSTRALIA, style: 'traveller' },
  { displayName: 'Hemi Walker', fullName: null, home: { country: 'New Zealand' }, style: 'traveller' },
  { displayName: 'Thabo Nkosi', fullName: null, home: { country: 'South Africa' }, style: 'local' },
  { displayName: 'Pieter van Wyk', fullName: null, home: { country: 'South Africa' }, style: 'traveller' },
  { displayName: 'Kenji Watanabe', fullName: null, home: { country: 'Japan' }, style: 'traveller' },
  { displayName: 'Sophie Tremblay', fullName: null, home: { country: 'Canada' }, style: 'traveller' },
  { displayName: 'Gareth Pryce', fullName: null, home: { country: 'Wales' }, style: 'local' },
  { displayName: 'Inês Carvalho', fullName: null, home: { country: 'Portugal' }, style: 'traveller' },
];
