import { describe, expect, it } from 'vitest';
import { courseTypeFrom, courseTypeFromPar } from '../../../../src/server/import/rules/course-type';
import { membershipFrom } from '../../../../src/server/import/rules/membership';
import { checkName, nameSaysNotACourse, splitArchitects, tagsSayNotACourse } from '../../../../src/server/import/rules/names';

describe('membershipFrom: OpenGolf type / OSM access -> club membership', () => {
  it.each([
    ['Public', 'PUBLIC'],
    ['Municipal', 'PUBLIC'],
    ['Public/Municipal', 'PUBLIC'],
    ['Public/Resort', 'PUBLIC'],
    ['Resort/Public', 'PUBLIC'],
    ['Military/Public', 'PUBLIC'],
    ['Public/University', 'PUBLIC'],
    ['Semi-Private/Municipal', 'PUBLIC'],
    ['Semi-Private', 'LIMITED'],
    ['Semi-private', 'LIMITED'],
    ['Resort', 'LIMITED'],
    ['Military', 'LIMITED'],
    ['Private/Resort', 'LIMITED'],
    ['Private/Military', 'LIMITED'],
    ['Resort/Residential Community', 'LIMITED'],
    ['Private', 'PRIVATE'],
    ['Private/Community', 'PRIVATE'],
    ['Private Community', 'PRIVATE'],
    ['Residential Development', 'PRIVATE'],
    ['Private/Municipal', null],
    ['72', null],
    ['Executive', null],
    ['N/A', null],
    [null, null],
    ['yes', 'PUBLIC'],
    ['customers', 'PUBLIC'],
    ['private', 'PRIVATE'],
  ] as const)('%s -> %s', (raw, expected) => {
    expect(membershipFrom(raw)).toBe(expected);
  });
});

describe('courseTypeFrom: name, stated type, then par per hole', () => {
  it.each([
    ['Knights of Columbus Par 3 Course', null, 18, 72, 'PAR 3 COURSE'],
    ['East Fork Par-3 Golf Course', null, null, null, 'PAR 3 COURSE'],
    ['Crestview Executive Course', null, null, null, 'EXECUTIVE'],
    ['Flushing Meadows Pitch Putt', null, null, null, 'PITCH & PUTT'],
    ['Pitch and Putt At Evergreen', null, null, null, 'PITCH & PUTT'],
    ['Shawnee Inn Tillinghast Chip N Putt', null, null, null, 'PITCH & PUTT'],
    ['Oak Hill', 'Executive', null, null, 'EXECUTIVE'],
    ['Oak Hill', 'par_3', null, null, 'PAR 3 COURSE'],
    ['Oak Hill', 'Public', 18, 72, 'FULL LENGTH'],
    ['Oak Hill', null, 18, 54, 'PAR 3 COURSE'],
    ['Oak Hill', null, 18, 62, 'EXECUTIVE'],
    ['Oak Hill', null, 18, 65, 'EXECUTIVE'],
    ['Oak Hill', null, 18, 66, 'FULL LENGTH'],
    ['Oak Hill', null, 9, 27, 'PAR 3 COURSE'],
    ['Oak Hill', null, 9, 32, 'EXECUTIVE'],
    ['Oak Hill', null, 9, 36, 'FULL LENGTH'],
    ['Oak Hill', null, null, 72, null],
    ['Oak Hill', null, 18, null, null],
  ] as const)('%s (%s, %s holes, par %s) -> %s', (name, stated, holes, par, expected) => {
    expect(courseTypeFrom(name, stated, holes, par)).toBe(expected);
  });

  it('par per hole needs both', () => {
    expect(courseTypeFromPar(null, 54)).toBeNull();
  });
});

describe('names', () => {
  it.each([
    ['  Egyptian   Country\tClub ', { ok: true, name: 'Egyptian Country Club' }],
    ['', { ok: false, reason: 'no-name' }],
    [null, { ok: false, reason: 'no-name' }],
    ['x'.repeat(200), { ok: true }],
    ['x'.repeat(201), { ok: false, reason: 'invalid' }],
    ['x'.repeat(10_000), { ok: false, reason: 'invalid' }],
  ] as const)('checkName(%j)', (raw, expected) => {
    expect(checkName(raw)).toMatchObject(expected);
  });

  it.each([
    ['Hurryville Driving Range', 'driving range'],
    ['Ironwood Golf Range', 'golf range'],
    ['Mini-Golf', 'mini-golf'],
    ["Kelly's Miniature Golf", 'miniature golf'],
    ['Black Locust Disc Golf Course', 'disc golf'],
    ['Trail Side FootGolf', 'footgolf'],
    ['Sweetbriar Golf & Pro Shop', 'pro shop'],
    ['Cedar Park Putting Course', 'putting course'],
    ['Practice Area', 'practice area'],
    // Course words elsewhere in the name: a course with a range.
    ['Irish Oaks Golf Course and Driving Range', null],
    ['Silvermine Golf Club Pro Shop 9 Course', null],
    // "Golf Center" alone says nothing: Harborside (36 holes) is one.
    ['Harborside International Golf Center', null],
    ['The Minikahda Club', null],
    ['Discovery Bay Country Club', null],
    ['Barefoot Resort Golf Dye Course', null],
    ['Orange Tree Golf Club', null],
  ] as const)('nameSaysNotACourse(%s) -> %s', (name, expected) => {
    expect(nameSaysNotACourse(name)).toBe(expected);
  });

  it.each([
    [{ leisure: 'golf_course', golf: 'driving_range' }, 'golf=driving_range'],
    [{ leisure: 'miniature_golf' }, 'leisure=miniature_golf'],
    [{ leisure: 'pitch', sport: 'disc_golf' }, 'leisure=pitch'],
    [{ sport: 'disc_golf' }, 'sport=disc_golf'],
    [{ shop: 'golf' }, 'shop=golf'],
    [{ leisure: 'golf_course' }, null],
    [{}, null],
  ] as const)('tagsSayNotACourse(%j) -> %s', (tags, expected) => {
    expect(tagsSayNotACourse(tags)).toBe(expected);
  });

  it.each([
    ['Tim Nugent, Dick Nugent, Drew Rogers', ['Tim Nugent', 'Dick Nugent', 'Drew Rogers']],
    ['Pete Dye and Alice Dye', ['Pete Dye', 'Alice Dye']],
    ['Coore & Crenshaw', ['Coore', 'Crenshaw']],
    ['Tom Fazio; Tom Fazio', ['Tom Fazio']],
    ['  Donald   Ross ', ['Donald Ross']],
    ['Unknown', []],
    [null, []],
  ] as const)('splitArchitects(%j)', (raw, expected) => {
    expect(splitArchitects(raw)).toEqual(expected);
  });
});
