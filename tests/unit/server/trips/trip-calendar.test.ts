import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { roundMinutes, tripCalendar, type CalendarRound, type CalendarTrip } from '../../../../src/server/trips/trip-calendar';

const now = new Date('2026-05-01T10:00:00Z');
const note = 'Café; "links", 2 rounds\nbring waterproofs';

function round(overrides: Partial<CalendarRound>): CalendarRound {
  return {
    id: 'round-1',
    date: '2026-06-30',
    teeTime: '08:30',
    courseName: 'North Berwick Golf Club',
    address: 'North Berwick, East Lothian, Scotland',
    lat: 56.0587,
    lng: -2.7394,
    holes: 18,
    note: null,
    url: 'https://tpl.example/courses/12',
    ...overrides,
  };
}

const trip: CalendarTrip = {
  id: 'trip-1',
  name: 'East Lothian, June',
  destination: 'East Lothian',
  url: 'https://tpl.example/trips/trip-1',
  rounds: [
    round({ id: 'r1', note }),
    round({
      id: 'r2', date: '2026-07-01', teeTime: '14:10', holes: 9, courseName: 'Gullane No. 3', address: 'Gullane, East Lothian, Scotland',
      lat: 56.0366, lng: -2.8285, url: 'https://tpl.example/courses/13',
    }),
    round({ id: 'r3', date: '2026-12-31', teeTime: null, courseName: 'Muirfield', address: 'Gullane, Scotland', lat: 56.0433, lng: -2.8206 }),
    round({ id: 'r4', date: '2026-07-02', teeTime: '23:00', holes: null, courseName: 'The Glen', url: 'https://tpl.example/courses/14?from=a,b;c' }),
  ],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byId: new Map(events.map((event) => [event.uid, event])) };
}

function eventOf(events: Map<string, ICAL.Event>, uid: string): ICAL.Event {
  const event = events.get(uid);
  if (!event) throw new Error(`no event ${uid}`);
  return event;
}

/** NAME and X-WR-CALNAME are not in ical.js's design, so it hands them back still escaped as TEXT. */
const unescapeText = (raw: unknown) => ICAL.design.icalendar.value.text?.fromICAL?.(String(raw));

describe('a trip as an iCalendar file', () => {
  const text = tripCalendar(trip, now);
  const { calendar, events, byId } = parse(text);

  it('names the calendar after the trip and TPL as its producer', () => {
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/\/\/TPL\/\//);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(trip.name);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('has one event per round, each with its own UID and the export time as DTSTAMP', () => {
    expect(events).toHaveLength(trip.rounds.length);
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.sort()).toEqual(['r1@tpl', 'r2@tpl', 'r3@tpl', 'r4@tpl']);
    for (const event of events) {
      const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.toJSDate().toISOString()).toBe(now.toISOString());
    }
  });

  it('says which course, where, and which trip', () => {
    const r1 = eventOf(byId, 'r1@tpl');
    expect(r1.summary).toBe('North Berwick Golf Club (East Lothian, June)');
    expect(r1.location).toContain('North Berwick Golf Club');
    expect(r1.location).toContain('North Berwick, East Lothian, Scotland');
    expect(r1.component.getFirstPropertyValue('geo')).toEqual([56.0587, -2.7394]);
    expect(eventOf(byId, 'r2@tpl').component.getFirstPropertyValue('geo')).toEqual([56.0366, -2.8285]);
    expect(r1.component.getFirstPropertyValue('url')).toBe('https://tpl.example/courses/12');
  });

  it('keeps a note with commas, semicolons, quotes, a newline and accents exactly, with the course link', () => {
    expect(eventOf(byId, 'r1@tpl').description).toBe(`${note}\n\nhttps://tpl.example/courses/12`);
    expect(eventOf(byId, 'r2@tpl').description).toBe('https://tpl.example/courses/13');
  });

  it('gives a link with commas and semicolons as a URI, percent-encoded rather than backslashed', () => {
    const url = eventOf(byId, 'r4@tpl').component.getFirstPropertyValue('url');
    expect(url).toBe('https://tpl.example/courses/14?from=a%2Cb%3Bc');
    expect(decodeURIComponent(String(url))).toBe('https://tpl.example/courses/14?from=a,b;c');
  });

  it('puts a tee time at the course’s local time, floating (no time zone, not UTC)', () => {
    const r1 = eventOf(byId, 'r1@tpl');
    expect(r1.startDate.isDate).toBe(false);
    expect(r1.startDate.toString()).toBe('2026-06-30T08:30:00');
    expect(r1.startDate.zone).toBe(ICAL.Timezone.localTimezone);
    expect(r1.startDate.zone).not.toBe(ICAL.Timezone.utcTimezone);
    expect(r1.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBeUndefined();
    expect(text).toMatch(/\r\nDTSTART:20260630T083000\r\n/);
    expect(eventOf(byId, 'r2@tpl').startDate.toString()).toBe('2026-07-01T14:10:00');
  });

  it('blocks 4 h 30 min for 18 holes (or unknown) and 2 h 30 min for 9', () => {
    const hours = (uid: string) => {
      const event = eventOf(byId, uid);
      return event.endDate.subtractDate(event.startDate).toSeconds() / 3600;
    };
    expect(hours('r1@tpl')).toBe(4.5);
    expect(hours('r2@tpl')).toBe(2.5);
    expect(hours('r4@tpl')).toBe(4.5);
    // A late tee time runs on past midnight into the next day.
    expect(eventOf(byId, 'r4@tpl').endDate.toString()).toBe('2026-07-03T03:30:00');
  });

  it('makes a round without a tee time an all-day event ending (exclusively) the next day', () => {
    const r3 = eventOf(byId, 'r3@tpl');
    expect(r3.startDate.isDate).toBe(true);
    expect(r3.endDate.isDate).toBe(true);
    expect(r3.startDate.toString()).toBe('2026-12-31');
    expect(r3.endDate.toString()).toBe('2027-01-01');
    expect(text).toMatch(/\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n/);
  });

  it('ends every line with CRLF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r[^\n]/);
  });
});

describe('long and awkward text', () => {
  const longNote = `${'Dormy House breakfast at 7; café au lait, “proper” porridge — ñ ü ø å 🏌️ '.repeat(6)}\nthen the 8:10 tee`;
  const name = 'Coastal links, week 2\nBEGIN:VEVENT';
  // Built inside each test: text that escaped its property could break the parse, and should fail a test.
  const build = () => {
    const text = tripCalendar({
      ...trip,
      name,
      rounds: [round({
        id: 'long',
        note: longNote,
        courseName: 'The Honourable Company of Edinburgh Golfers (Muirfield) — Championship Course',
        address: 'Duncur Road, Muirfield, Gullane, East Lothian EH31 2EG, Scotland, United Kingdom',
      })],
    }, now);
    return { ...parse(text), lines: text.split('\r\n').slice(0, -1) };
  };

  it('folds lines at 75 octets and still parses them back exactly', () => {
    const { events, lines } = build();
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    expect(events).toHaveLength(1);
    expect(events[0]?.description).toBe(`${longNote}\n\nhttps://tpl.example/courses/12`);
    expect(events[0]?.location).toContain('Duncur Road, Muirfield, Gullane, East Lothian EH31 2EG, Scotland, United Kingdom');
  });

  it('keeps a newline in the trip name inside its property', () => {
    const { calendar, events, lines } = build();
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(name);
    expect(events[0]?.summary).toBe(`The Honourable Company of Edinburgh Golfers (Muirfield) — Championship Course (${name})`);
  });
});

describe('rounds that cannot be put in a calendar', () => {
  it.each([
    [{ date: '2026-02-30' }, /not a YYYY-MM-DD calendar date/],
    [{ date: '30/06/2026' }, /not a YYYY-MM-DD calendar date/],
    [{ teeTime: '8:30' }, /not HH:MM/],
    [{ teeTime: '24:00' }, /not HH:MM/],
  ])('%j is refused', (overrides, error) => {
    expect(() => tripCalendar({ ...trip, rounds: [round(overrides)] }, now)).toThrow(error);
  });

  it('gives an empty trip an empty calendar', () => {
    const { calendar, events } = parse(tripCalendar({ ...trip, rounds: [] }, now));
    expect(events).toHaveLength(0);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(trip.name);
  });
});

describe('how long a round takes', () => {
  it.each([
    [18, 270],
    [null, 270],
    [9, 150],
    [6, 110],
    [27, 390],
    [36, 510],
    [1, 60],
    [0, 60],
  ])('%s holes: %d min', (holes, minutes) => {
    expect(roundMinutes(holes)).toBe(minutes);
  });
});
