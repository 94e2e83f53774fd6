/**
 * The data-quality table applied to one record (README.md "Data quality" lists it): a source's raw
 * record in, an `ImportedCourse` or the reason it is skipped out, plus warnings for what was fixed.
 */
import type { ImportProblem } from '../../../shared/contracts/course-import.contract';
import type { ImportedCourse } from '../import-record';
import { countryCodeOf } from './countries';
import { contactFrom } from './contact';
import { courseTypeFrom } from './course-type';
import { holesFrom, parFrom, yardageFrom } from './holes-and-par';
import { membershipFrom } from './membership';
import { checkName, cleanText, MAX_NAME_LENGTH, nameSaysNotACourse, splitArchitects } from './names';
import { checkPosition, resolvePlace, type Locator } from './position';
import type { RawCourse } from './raw-course';
import { parAgainstCard, scorecardFrom } from './scorecard';
import { hashedSourceId } from './source-id';
import { integer, number, text } from './values';
import { isoTime, yearFrom } from './years';

/**
 * A value of a record dropped or doubted that the report sums up per kind rather than line by line
 * (issue 34: a quarter of OpenGolf's phones are junk; 3,000 warnings would bury the rest).
 */
export interface FieldNote {
  kind: 'phone' | 'website' | 'scorecard' | 'par';
  text: string;
}

export type MappedRecord =
  | { ok: true; course: ImportedCourse; warnings: string[]; notes: FieldNote[] }
  | { ok: false; problem: ImportProblem };

/** A place name: whitespace collapsed; over 200 characters it is no name. */
const placeName = (value: unknown) => {
  const t = text(value);
  const clean = t === null ? null : cleanText(t);
  return clean && clean.length <= MAX_NAME_LENGTH ? clean : null;
};

const skip = (line: number, reason: ImportProblem['reason'], message: string): MappedRecord => ({ ok: false, problem: { line, reason, message } });

export function toImportedCourse(raw: RawCourse, source: string, locator: Locator): MappedRecord {
  const named = checkName(text(raw.name));
  if (!named.ok) return skip(raw.line, named.reason, named.message);
  const name = named.name;
  const label = `"${name}"`;

  const notACourse = raw.notACourse ?? nameSaysNotACourse(name);
  if (notACourse) return skip(raw.line, 'not-a-course', `${label} is not a course (${notACourse})`);

  const lat = number(raw.lat);
  const lng = number(raw.lng);
  if (lat === null || lng === null) return skip(raw.line, 'no-coordinates', `${label} has no position`);
  const position = checkPosition(lat, lng);
  if (!position.ok) return skip(raw.line, 'outside-world', `${label}: ${position.message}`);
  const warnings: string[] = [];
  if (position.swapped) warnings.push(`${label}: latitude and longitude swapped (${lat},${lng})`);

  const place = resolvePlace(position.lat, position.lng, { country: placeName(raw.country), province: placeName(raw.province), city: placeName(raw.city) }, locator);
  for (const w of place.warnings) warnings.push(`${label}: ${w}`);

  const parField = integer(raw.par);
  const holes = holesFrom(integer(raw.holes), raw.scorecard, parField);
  const par = parFrom(parField, raw.scorecard, holes);
  const notes: FieldNote[] = [];
  const card = scorecardFrom(raw.scorecard, holes);
  for (const n of card.notes) notes.push({ kind: 'scorecard', text: `${label}: ${n}` });
  const contradiction = parAgainstCard(parField, holes, card.scorecard);
  if (contradiction) notes.push({ kind: 'par', text: `${label}: ${contradiction}` });
  const contact = contactFrom(raw, countryCodeOf(place.country));
  for (const d of contact.dropped) notes.push({ kind: d.field, text: `${label}: "${d.value.slice(0, 80)}" ${d.why}` });
  const accessText = text(raw.access);
  const course: ImportedCourse = {
    source,
    sourceId: text(raw.id) ?? hashedSourceId(name, place.lat, place.lng),
    name,
    lat: place.lat,
    lng: place.lng,
    country: place.country,
    province: place.province,
    city: place.city,
    continent: place.continent,
    membership: membershipFrom(accessText),
    type: courseTypeFrom(name, text(raw.courseType) ?? accessText, holes, par),
    holes,
    par,
    totalYardage: yardageFrom(number(raw.yardage), holes),
    yearEstablished: yearFrom(integer(raw.year) ?? text(raw.year)),
    architects: splitArchitects(text(raw.architect)),
    sourceUpdatedAt: isoTime(text(raw.updatedAt)),
    scorecard: card.scorecard,
    ...contact.contact,
  };
  return { ok: true, course, warnings, notes };
}
