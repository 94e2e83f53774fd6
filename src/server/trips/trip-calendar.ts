/**
 * A trip as an iCalendar file (RFC 5545) for the golfer's own calendar app: one event per round.
 *
 * Built with ical-generator, which escapes TEXT values, folds lines at 75 octets and writes CRLF.
 * It leaves three things to the caller, handled here: the calendar's NAME / X-WR-CALNAME and
 * X-WR-CALDESC are written unescaped (so they are escaped before they go in; a trip name with a
 * newline would otherwise start a new property), and URL values are escaped as TEXT, which would
 * put backslashes into a link (so the characters TEXT escapes are percent-encoded first).
 */
import ical, { escape } from 'ical-generator';

export interface CalendarRound {
  /** The list item's id; the event's UID, so a re-imported calendar updates rather than duplicates. */
  id: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', local time at the course, or null when no tee time is booked. */
  teeTime: string | null;
  courseName: string;
  /** e.g. 'North Berwick, East Lothian, Scotland' */
  address: string;
  lat: number;
  lng: number;
  /** 9, 18 and so on; null means 18. */
  holes: number | null;
  note: string | null;
  /** The course page. */
  url: string;
}

export interface CalendarTrip {
  id: string;
  name: string;
  destination: string | null;
  url: string;
  rounds: CalendarRound[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function tripCalendar(trip: CalendarTrip, now: Date = new Date()): string {
  // No calendar time zone: tee times are floating (see eventTimes), and a zone here would pin them to it.
  const calendar = ical({
    prodId: { company: 'TPL', product: 'Trip calendar', language: 'EN' },
    name: escape(trip.name, false),
    description: escape([trip.destination, trip.url].filter(Boolean).join('\n'), false),
    url: uri(trip.url),
  });

  for (const round of trip.rounds) {
    calendar.createEvent({
      ...eventTimes(round),
      id: `${round.id}@tpl`,
      stamp: now,
      summary: `${round.courseName} (${trip.name})`,
      // The title goes into LOCATION with the address; the coordinates into GEO. ical-generator omits
      // GEO when a coordinate is exactly 0 (it tests them for truthiness): only a course exactly on
      // the equator or the prime meridian loses it, and LOCATION still finds it.
      location: {
        title: round.address ? `${round.courseName}, ${round.address}` : round.courseName,
        geo: { lat: round.lat, lon: round.lng },
      },
      description: [round.note, round.url].filter(Boolean).join('\n\n'),
      url: uri(round.url),
    });
  }
  // RFC 5545 ends every line, the last included, with CRLF; ical-generator stops after END:VCALENDAR.
  return `${calendar.toString()}\r\n`;
}

function eventTimes(round: CalendarRound) {
  const day = parseDate(round.date);
  if (round.teeTime === null) {
    // No tee time yet: an all-day event. DTEND (a DATE) is exclusive, hence the next day. For an
    // all-day event without a time zone, ical-generator writes the native Date's UTC calendar date.
    return { start: new Date(day), end: new Date(day + DAY_MS), allDay: true };
  }
  // A tee time is local to the course, wherever the golfer's phone is when they look: a FLOATING
  // date-time (no TZID, no Z), so 08:30 shows as 08:30 in any zone. For a floating native Date,
  // ical-generator writes its UTC fields without the Z, so the local time goes into the UTC fields.
  const start = day + parseTeeTime(round.teeTime) * 60_000;
  return { start: new Date(start), end: new Date(start + roundMinutes(round.holes) * 60_000), floating: true };
}

/**
 * How long to block in the calendar: 4 h 30 min for 18 holes and 2 h 30 min for 9 (a round's pace plus
 * getting to the tee), on the straight line through those two for other lengths (13⅓ minutes a hole
 * plus half an hour), to the next 5 minutes and at least an hour.
 */
export function roundMinutes(holes: number | null): number {
  const minutes = 30 + ((holes ?? 18) * 40) / 3;
  return Math.max(60, Math.ceil(minutes / 5 - 1e-9) * 5);
}

/** Midnight UTC of a 'YYYY-MM-DD' date, in ms. */
function parseDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`round date ${JSON.stringify(date)} is not a YYYY-MM-DD calendar date`);
  }
  return ms;
}

/** Minutes after midnight of an 'HH:MM' tee time. */
function parseTeeTime(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`tee time ${JSON.stringify(time)} is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A link as an iCalendar URI value: the characters TEXT escaping would touch, and whitespace, percent-encoded. */
function uri(url: string): string {
  return url.replace(/[\\;,"\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
