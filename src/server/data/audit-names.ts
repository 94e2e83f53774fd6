/**
 * Names beside the audit log's ids (issue 32): the actor's name and email as they are now, and
 * the record's name (a golfer's, a course's, a list's, a correction's course, an import's file),
 * read in one query per kind for a page of entries. A record that is gone says so, and keeps a
 * name: a course its last (the latest entry that wrote one: its delete), anything else the one its
 * entry wrote.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';
import { courseImports } from './import.schema';
import { courseCorrections } from './moderation.schema';
import { adminAudit, courses, listItems, lists, users } from './schema';

type AuditRow = typeof adminAudit.$inferSelect;
export interface RecordName { name: string | null; exists: boolean }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A golfer's name as the console shows it: the display name, else the full name. */
export const userName = (u: { displayName: string | null; fullName: string | null }): string | null => u.displayName ?? u.fullName ?? null;

/** The name an entry wrote of its record: a course's as the entry left it (`after`), else as it found it (`before`). */
function nameInEntry(r: AuditRow): string | null {
  for (const side of [r.after, r.before]) {
    if (side && typeof side === 'object' && 'club_name' in side && typeof side.club_name === 'string') return side.club_name;
  }
  return null;
}

/** A gone course's last name, from the latest entry that wrote one (its delete, or its last update). */
async function lastCourseNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; name: string }>(db, sql`
    select distinct on (record_id) record_id as id, coalesce(after->>'club_name', before->>'club_name') as name
    from ${adminAudit}
    where record_type = 'course' and record_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      and coalesce(after->>'club_name', before->>'club_name') is not null
    order by record_id, created_at desc, id desc`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function namesById(db: Db, ids: string[], read: (ids: string[]) => Promise<{ id: string; name: string | null }[]>): Promise<Map<string, string | null>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!wanted.length) return new Map();
  return new Map((await read(wanted)).map((r) => [r.id, r.name]));
}

export async function auditNames(db: Db, rows: readonly AuditRow[]) {
  const of = (...types: string[]) => rows.filter((r) => types.includes(r.recordType)).map((r) => r.recordId);
  const personIds = [...new Set([...rows.map((r) => r.actorId), ...of('user', 'panelist-request').filter((id) => UUID.test(id))])];
  const people = personIds.length
    ? await db.select({ id: users.id, email: users.email, displayName: users.displayName, fullName: users.fullName }).from(users).where(inArray(users.id, personIds))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const byType: Record<string, Map<string, string | null>> = {
    course: await namesById(db, of('course'), (ids) => db.select({ id: courses.id, name: courses.clubName }).from(courses).where(inArray(courses.id, ids))),
    list: await namesById(db, of('list'), (ids) => db.select({ id: lists.id, name: lists.name }).from(lists).where(inArray(lists.id, ids))),
    'list-item': await namesById(db, of('list-item'), (ids) => db.select({ id: listItems.id, name: lists.name }).from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId)).where(inArray(listItems.id, ids))),
    correction: await namesById(db, of('correction'), (ids) => db.select({ id: courseCorrections.id, name: courseCorrections.courseName })
      .from(courseCorrections).where(inArray(courseCorrections.id, ids))),
    'course-import': await namesById(db, of('course-import'), (ids) => db.select({ id: courseImports.id, name: courseImports.fileName })
      .from(courseImports).where(inArray(courseImports.id, ids))),
  };
  const goneCourses = of('course').filter((id) => UUID.test(id) && !byType.course!.has(id));
  const lastKnown = goneCourses.length ? await lastCourseNames(db, goneCourses) : new Map<string, string>();
  const records = new Map<string, RecordName>();
  for (const r of rows) {
    if (r.recordType === 'course' && lastKnown.has(r.recordId)) {
      records.set(r.id, { name: lastKnown.get(r.recordId)!, exists: false });
      continue;
    }
    if (r.recordType === 'user' || r.recordType === 'panelist-request') {
      const p = person.get(r.recordId);
      records.set(r.id, { name: p ? userName(p) ?? p.email : null, exists: !!p });
      continue;
    }
    const found = byType[r.recordType]?.has(r.recordId) ?? false;
    records.set(r.id, { name: (found ? byType[r.recordType]!.get(r.recordId) : null) ?? nameInEntry(r), exists: found });
  }
  const actors = new Map(people.map((p) => [p.id, { email: p.email, name: userName(p) }]));
  return { actors, records };
}
