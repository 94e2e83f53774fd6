import { describe, expect, it } from 'vitest';
import { CourseSearchIndex, prominenceWeight, type SearchDoc } from '../../../../src/server/search/course-search-index';
import { syntheticCourses } from '../../../bench/synthetic-courses';
import { FAMOUS, famousId, syntheticDoc } from './famous-courses';

/** Synthetic confusers first, real courses last: on a tie the lower slot wins, so ties never favour the famous. */
function corpus(syntheticCount: number, extra: readonly SearchDoc[] = FAMOUS): SearchDoc[] {
  const docs: SearchDoc[] = [];
  let i = 0;
  for (const c of syntheticCourses(syntheticCount)) docs.push(syntheticDoc(c, i++));
  return [...docs, ...extra.map((d) => ({ ...d }))];
}

const DOCS = corpus(4000);
const byId = new Map(DOCS.map((d) => [d.id, d]));
const index = CourseSearchIndex.build(DOCS);
const names = (terms: string, limit = 10, idx = index) => idx.search(terms, limit).map((h) => byId.get(h.id)?.name ?? h.id);

describe('CourseSearchIndex ranking (50 real courses + 4,000 synthetic confusers)', () => {
  it('indexes every document', () => {
    expect(index.size).toBe(DOCS.length);
  });

  it.each([
    ['pebel bech', 'Pebble Beach Golf Links'],
    ['pebble beach', 'Pebble Beach Golf Links'],
    ['Pebble Beach Golf Links', 'Pebble Beach Golf Links'],
    ['pebble', 'Pebble Beach Golf Links'],
    ['peb', 'Pebble Beach Golf Links'],
    ['pebble creek', 'Pebble Creek Golf Club'],
    ['st andrews old', 'The Old Course at St Andrews'],
    ['old course st andrews', 'The Old Course at St Andrews'],
    ['saint andrews old course', 'The Old Course at St Andrews'],
    ['st andrews new course', 'St Andrews Links (New Course)'],
    ['shinecock', 'Shinnecock Hills Golf Club'],
    ['royal county down', 'Royal County Down Golf Club (Championship)'],
    ['muirfeld village', 'Muirfield Village Golf Club'],
    ['muirfield', 'Muirfield (The Honourable Company of Edinburgh Golfers)'],
    ['pinehurst 2', 'Pinehurst Resort (No. 2)'],
    ['pinehurst no 4', 'Pinehurst Resort (No. 4)'],
    ['augsta national', 'Augusta National Golf Club'],
    ['augusta', 'Augusta National Golf Club'],
    ['augusta national golf club', 'Augusta National Golf Club'],
    ['augusta par 3', 'Augusta National Golf Club (Par 3 Course)'],
    ['ryal portrush', 'Royal Portrush Golf Club (Dunluce)'],
    ['royal mel', 'Royal Melbourne Golf Club (West)'],
    ['spyglas hill', 'Spyglass Hill Golf Course'],
    ['carnousty', 'Carnoustie Golf Links (Championship)'],
    ['kingston heat', 'Kingston Heath Golf Club'],
    ['pine valley', 'Pine Valley Golf Club'],
    ['old head', 'Old Head Golf Links'],
    ['royal st georges', "Royal St George's Golf Club"],
    ['fortrose and rosemarkie', 'Fortrose & Rosemarkie Golf Club'],
    ['valderrama', 'Real Club Valderrama'],
    ['Valderráma', 'Real Club Valderrama'],
    ['royal montreal', 'Royal Montréal Golf Club (Blue)'],
    ['saint nom la breteche', 'Golf de Saint-Nom-la-Bretèche (Rouge)'],
    ['hirono', 'Hirono Golf Club'],
  ])('"%s" ranks %s first', (terms, expected) => {
    expect(names(terms, 5)[0]).toBe(expected);
  });

  it('"royal melborne" ranks both Royal Melbourne courses first, West (more prominent) before East', () => {
    expect(names('royal melborne', 2)).toEqual(['Royal Melbourne Golf Club (West)', 'Royal Melbourne Golf Club (East)']);
  });

  it('"pebble" puts the famous Pebble Beach above the obscure Pebble Creek and Pebble Brook', () => {
    const top = names('pebble', 50);
    const beach = top.indexOf('Pebble Beach Golf Links');
    expect(beach).toBe(0);
    expect(top.indexOf('Pebble Creek Golf Club')).toBeGreaterThan(beach);
    expect(top.indexOf('Pebble Brook Golf Club')).toBeGreaterThan(beach);
  });

  it('a misspelling of a distinctive word still outranks exact matches of golf words', () => {
    // "golf links" alone matches thousands of names; "pebel" must decide.
    expect(names('pebel golf links', 1)).toEqual(['Pebble Beach Golf Links']);
  });

  it('a golf word never outweighs a distinctive word, however rare both are', () => {
    const idx = CourseSearchIndex.build([
      { id: 'golf', name: 'Golf', city: null, province: null, country: null, prominence: 100 },
      { id: 'heron', name: 'Heron Marsh Hollow', city: null, province: null, country: null, prominence: 0 },
    ]);
    expect(idx.search('golf heron', 2).map((h) => h.id)).toEqual(['heron', 'golf']);
  });

  it('golf words weigh less than distinctive ones: every top hit for "creek golf club" has Creek in its name', () => {
    const top = names('creek golf club', 10);
    expect(top).toHaveLength(10);
    for (const name of top) expect(name.toLowerCase()).toContain('creek');
  });

  it('matches the location when the name does not: "scotland" finds courses in Scotland (country or province)', () => {
    const hits = index.search('scotland', 10);
    expect(hits).toHaveLength(10);
    for (const h of hits) expect([byId.get(h.id)?.country, byId.get(h.id)?.province]).toContain('Scotland');
  });

  it('ranks a name match above location-only matches: "melbourne" gives Royal Melbourne, then courses in Melbourne', () => {
    const hits = index.search('melbourne', 10);
    expect(hits.slice(0, 2).map((h) => byId.get(h.id)?.name).sort()).toEqual(['Royal Melbourne Golf Club (East)', 'Royal Melbourne Golf Club (West)']);
    for (const h of hits.slice(2)) expect(byId.get(h.id)?.city).toBe('Melbourne');
  });

  it('combines name and location: "royal melbourne" after the two real ones prefers Royal courses located in Melbourne', () => {
    const hits = index.search('royal melbourne', 4).map((h) => byId.get(h.id)!);
    expect(hits[2]?.name.startsWith('Royal')).toBe(true);
    expect(hits[2]?.city).toBe('Melbourne');
  });

  it('returns hits sorted by score, without duplicates', () => {
    for (const q of ['golf', 'pebble', 'royal', 'st andrews', 'beach club']) {
      const hits = index.search(q, 30);
      expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
      for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    }
  });
});

describe('CourseSearchIndex prominence is what breaks text ties', () => {
  const docs = (beach: number, creek: number): SearchDoc[] => [
    { id: 'creek', name: 'Pebble Creek Golf Club', city: 'Taylors', province: 'South Carolina', country: 'United States', prominence: creek },
    { id: 'beach', name: 'Pebble Beach Golf Links', city: 'Pebble Beach', province: 'California', country: 'United States', prominence: beach },
  ];

  it('the more prominent wins "pebble", whichever it is', () => {
    expect(CourseSearchIndex.build(docs(100, 0)).search('pebble', 2).map((h) => h.id)).toEqual(['beach', 'creek']);
    expect(CourseSearchIndex.build(docs(0, 100)).search('pebble', 2).map((h) => h.id)).toEqual(['creek', 'beach']);
  });

  it('on equal prominence the course indexed first wins (deterministic)', () => {
    expect(CourseSearchIndex.build(docs(50, 50)).search('pebble', 2).map((h) => h.id)).toEqual(['creek', 'beach']);
  });

  it('prominence never beats a better text match', () => {
    expect(CourseSearchIndex.build(docs(100, 0)).search('pebble creek', 1).map((h) => h.id)).toEqual(['creek']);
  });

  it('maps the database scale (0..300, the top notable tier 300) to 0..1 and survives junk', () => {
    expect(prominenceWeight(300)).toBe(1);
    expect(prominenceWeight(450)).toBe(1);
    expect(prominenceWeight(75)).toBeCloseTo(0.25);
    expect(prominenceWeight(0)).toBe(0);
    expect(prominenceWeight(-5)).toBe(0);
    expect(prominenceWeight(Number.NaN)).toBe(0);
  });
});

describe('CourseSearchIndex input handling', () => {
  it.each(['', '   ', '!!!', '.,;:-_/\\', '—–…', '\u0000\u0001'])('returns [] for blank or punctuation-only terms %j', (terms) => {
    expect(index.search(terms, 10)).toEqual([]);
  });

  it('honours the limit', () => {
    expect(index.search('golf', 1)).toHaveLength(1);
    expect(index.search('golf', 7)).toHaveLength(7);
    expect(index.search('golf', 100)).toHaveLength(100);
    expect(index.search('golf', 2.9)).toHaveLength(2);
    expect(index.search('golf', 0)).toEqual([]);
    expect(index.search('golf', -3)).toEqual([]);
    expect(index.search('golf', Number.NaN)).toEqual([]);
  });

  it('returns fewer than the limit when fewer courses match', () => {
    expect(names('shinnecock', 50)).toEqual(['Shinnecock Hills Golf Club']);
    expect(index.search('zzqqxxjj', 10)).toEqual([]);
  });

  it.each([
    ['emoji', '⛳️🏌️‍♂️ pebble 🏌🏽'],
    ['only emoji', '⛳️🏌️‍♂️'],
    ['1,000 characters', 'a'.repeat(1000)],
    ['1,000 characters of words', 'pebble beach '.repeat(80)],
    ['many words', Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ')],
    ['lone surrogate', '\ud800pebble\udfff'],
    ['Arabic', 'نادي الجولف'],
    ['Japanese', '東京ゴルフ倶楽部'],
    ['SQL-ish', "'; DROP TABLE courses; --"],
    ['regex-ish', '.*+?^${}()|[]\\'],
    ['combining marks only', '\u0301\u0301\u0301'],
  ])('does not crash on %s', (_label, terms) => {
    const hits = index.search(terms, 10);
    expect(Array.isArray(hits)).toBe(true);
    expect(hits.length).toBeLessThanOrEqual(10);
  });

  it('finds "pebble" despite emoji around it', () => {
    expect(names('⛳ pebble ⛳', 1)).toEqual(['Pebble Beach Golf Links']);
  });

  it('works on an empty index and on documents with empty or missing fields', () => {
    expect(CourseSearchIndex.build([]).search('pebble', 10)).toEqual([]);
    const odd = CourseSearchIndex.build([
      { id: 'a', name: '', city: null, province: null, country: null, prominence: 0 },
      { id: 'b', name: '!!!', city: null, province: null, country: 'Scotland', prominence: Number.NaN },
      { id: 'c', name: 'Gullane Golf Club (No. 1)', city: 'Gullane', province: null, country: 'Scotland', prominence: 100 },
    ]);
    expect(odd.size).toBe(3);
    expect(odd.search('gullane', 5).map((h) => h.id)[0]).toBe('c');
    expect(odd.search('scotland', 5).map((h) => h.id).sort()).toEqual(['b', 'c']);
  });

  it('keeps the last of duplicate ids given to build', () => {
    const idx = CourseSearchIndex.build([
      { id: 'x', name: 'Old Name Links', city: null, province: null, country: null, prominence: 0 },
      { id: 'x', name: 'Brand New Dunes', city: null, province: null, country: null, prominence: 0 },
    ]);
    expect(idx.size).toBe(1);
    expect(idx.search('old name', 5)).toEqual([]);
    expect(idx.search('new dunes', 5).map((h) => h.id)).toEqual(['x']);
  });
});

describe('CourseSearchIndex writes', () => {
  const fresh = () => CourseSearchIndex.build(corpus(2000));
  const zz: SearchDoc = { id: 'new-course', name: 'Zyzzogeton Dunes Golf Club', city: 'Tampa', province: 'Florida', country: 'United States', prominence: 0 };

  it('upsert adds a new course that search finds at once, typos included', () => {
    const idx = fresh();
    const before = idx.size;
    expect(idx.search('zyzzogeton', 5)).toEqual([]);
    idx.upsert(zz);
    expect(idx.size).toBe(before + 1);
    expect(idx.search('zyzzogeton', 5).map((h) => h.id)).toEqual(['new-course']);
    expect(idx.search('zyzogeton dunes', 5)[0]?.id).toBe('new-course');
  });

  it('upsert of an existing id replaces its name, location and prominence', () => {
    const idx = fresh();
    const size = idx.size;
    const id = famousId('Pebble Beach Golf Links');
    idx.upsert({ id, name: 'Quarry Lakes Golf Club', city: 'Fremont', province: 'California', country: 'United States', prominence: 100 });
    expect(idx.size).toBe(size);
    expect(idx.search('pebble beach golf links', 10).map((h) => h.id)).not.toContain(id);
    expect(idx.search('quarry lakes', 1).map((h) => h.id)).toEqual([id]);
    expect(idx.search('fremont', 1).map((h) => h.id)).toEqual([id]);
  });

  it('upsert changes the order when prominence changes', () => {
    const idx = fresh();
    const creek = FAMOUS.find((d) => d.name === 'Pebble Creek Golf Club')!;
    const beach = FAMOUS.find((d) => d.name === 'Pebble Beach Golf Links')!;
    expect(idx.search('pebble', 1)[0]?.id).toBe(beach.id);
    idx.upsert({ ...creek, prominence: 100 });
    idx.upsert({ ...beach, prominence: 0 });
    const ids = idx.search('pebble', 50).map((h) => h.id);
    expect(ids.indexOf(creek.id)).toBeLessThan(ids.indexOf(beach.id));
  });

  it('remove takes a course out of every result and of size; removing an unknown id does nothing', () => {
    const idx = fresh();
    const size = idx.size;
    const id = famousId('Pebble Beach Golf Links');
    idx.remove(id);
    expect(idx.size).toBe(size - 1);
    for (const q of ['pebel bech', 'pebble beach', 'pebble', 'california', 'golf links']) {
      expect(idx.search(q, 100).map((h) => h.id)).not.toContain(id);
    }
    expect(idx.search('pebel bech', 10).map((h) => h.id)).toContain(famousId('The Hay (Pebble Beach)'));
    idx.remove(id);
    idx.remove('no-such-id');
    expect(idx.size).toBe(size - 1);
    idx.upsert({ ...FAMOUS.find((d) => d.id === id)! });
    expect(idx.search('pebel bech', 1)[0]?.id).toBe(id);
  });

  it('stays correct through thousands of edits (which compact the index)', () => {
    const idx = fresh();
    const size = idx.size;
    const ids = Array.from({ length: 200 }, (_, i) => `syn-${i}`);
    for (let round = 0; round < 15; round++) {
      for (const [k, id] of ids.entries()) {
        idx.upsert({ id, name: `Edited${round} Course ${k} Golf Club`, city: 'Tampa', province: 'Florida', country: 'United States', prominence: 0 });
      }
    }
    for (const id of ids.slice(0, 50)) idx.remove(id);
    expect(idx.size).toBe(size - 50);
    expect(idx.search('edited3', 10)).toEqual([]);
    expect(idx.search('edited14', 300)).toHaveLength(150);
    expect(idx.search('edited14 course 199', 1).map((h) => h.id)).toEqual(['syn-199']);
    expect(idx.search('edited14 course 7', 10).map((h) => h.id)).not.toContain('syn-7');
    expect(idx.search('pebel bech', 1)[0]?.id).toBe(famousId('Pebble Beach Golf Links'));
  });
});

describe('CourseSearchIndex at a scale where common words use elite lists (12,000 docs)', () => {
  const docs = corpus(12_000);
  const fast = CourseSearchIndex.build(docs);
  const exact = CourseSearchIndex.build(docs, { exhaustive: true });

  it.each([
    'golf', 'club', 'golf club', 'country club', 'creek', 'pebble', 'pebel bech', 'royal melborne', 'st andrews old',
    'beach golf links', 'golf & country club pine creek', 'scotland', 'tokyo golf', 'augusta', 'royal',
  ])('"%s": same top 10 as exhaustive scoring', (q) => {
    const a = fast.search(q, 10);
    const b = exact.search(q, 10);
    expect(a.map((h) => h.id)).toEqual(b.map((h) => h.id));
    a.forEach((h, i) => expect(h.score).toBeCloseTo(b[i]!.score, 5));
  });

  it('a course upserted with top prominence leads a one-word common query; removed, it is gone', () => {
    const idx = CourseSearchIndex.build(docs);
    const id = 'famous-golf';
    idx.upsert({ id, name: 'Golf', city: 'Nowhere', province: null, country: 'Atlantis', prominence: 100 });
    expect(idx.search('golf', 1).map((h) => h.id)).toEqual([id]);
    idx.remove(id);
    expect(idx.search('golf', 100).map((h) => h.id)).not.toContain(id);
  });
});
