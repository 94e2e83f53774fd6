/**
 * Course changes between replicas over LISTEN/NOTIFY (data/course-changes.channel.ts), in one
 * process: two apps on one PostgreSQL database, each with its own channel, as two replicas would
 * be. A write through one reaches the other's search, map and cards within a second; a listener
 * that loses its connection resyncs in full when it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coursesRepository } from '../../src/server/data/courses.repository';
import { courseChangeChannel } from '../../src/server/data/course-changes.channel';
import type { CourseInput } from '../../src/shared/contracts/course-input.contract';
import { createScratchPostgres } from '../support/scratch-postgres';
import { courseInput } from '../api/helpers/course-factory';
import { eventually } from '../api/helpers/eventually';
import { multiEnv } from './helpers/multi-env';
import { startReplica, type Replica } from './helpers/replica-app';

let scratch: { url: string; drop: () => Promise<void> };
let a: Replica;
let b: Replica;

/** The admin named in the audit log: a stored admin (each admin write re-checks its admin, issue 32). */
const ACTOR = { id: '00000000-0000-4000-8000-00000000ad00', email: 'curator@example.com', operator: false };
const input = (name: string, lat = 56.2, lng = -2.9) => courseInput({ club_name: name, location: { lat, lng } }) as unknown as CourseInput;
const searchIds = async (r: Replica, terms: string) =>
  (await r.app.app.inject(`/api/search?terms=${encodeURIComponent(terms)}`)).json().data.map((c: { _id: string }) => c._id) as string[];
const mapIds = async (r: Replica) =>
  (await r.app.app.inject('/api/bounded-courses?south=55&west=-4&north=57&east=-2&zoom=14')).json().data.courses.map((c: { _id: string }) => c._id) as string[];
const card = async (r: Replica, id: string) => (await r.app.app.inject(`/api/courses/${id}`)).json().data as { club_name: string } | null;

beforeAll(async () => {
  scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi');
  a = await startReplica(scratch.url);
  b = await startReplica(scratch.url);
  await a.database.db.execute(sql`insert into users (id, firebase_uid, email, is_admin) values (${ACTOR.id}, 'curator', ${ACTOR.email}, true)`);
});
afterAll(async () => {
  for (const r of [a, b]) await r?.close();
  await scratch?.drop();
});

describe('course changes between replicas', () => {
  it('a course created through one replica is in the other one\'s search and map within a second', async () => {
    const course = await a.app.catalogue.create(input('Notified Dunes'));
    const started = Date.now();
    await eventually(async () => {
      expect(await searchIds(b, 'notified dunes')).toContain(course._id);
      await b.app.catalogue.settled();
      expect(await mapIds(b)).toContain(course._id);
    }, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an edit evicts the other replica\'s cached card, a delete takes the course out', async () => {
    const course = await a.app.catalogue.create(input('Cached Card Links'));
    await eventually(async () => expect((await card(b, course._id))?.club_name).toBe('Cached Card Links'), 1000);
    await a.app.catalogue.replace(course._id, { ...input('Edited Card Links'), revision: course.updatedAt, reason: 'Renamed' }, ACTOR);
    await eventually(async () => {
      expect((await card(b, course._id))?.club_name).toBe('Edited Card Links');
      expect(await searchIds(b, 'edited card links')).toContain(course._id);
    }, 1000);
    await a.app.catalogue.remove(course._id, { reason: 'Closed' }, ACTOR);
    await eventually(async () => {
      expect(await card(b, course._id)).toBeNull();
      expect(await searchIds(b, 'edited card links')).not.toContain(course._id);
    }, 1000);
  });

  it('"all" (an import) makes the other replicas rebuild from the database', async () => {
    // Written past the catalogues, as the import command writes.
    const silent = await coursesRepository(a.database.db).create(input('Imported Quietly GC'));
    expect(await searchIds(b, 'imported quietly')).not.toContain(silent._id);
    // Announced on A's channel: B rebuilds; A skips what it announced itself.
    await a.channel.announce({ all: true });
    await eventually(async () => expect(await searchIds(b, 'imported quietly')).toContain(silent._id), 1000);
    await a.app.catalogue.settled();
    expect(await searchIds(a, 'imported quietly')).not.toContain(silent._id);
    // The import command has a channel of its own: every replica hears it.
    const importer = courseChangeChannel(a.database);
    await importer.announce({ all: true });
    await eventually(async () => expect(await searchIds(a, 'imported quietly')).toContain(silent._id), 1000);
    await importer.close();
  });

  it('a listener that lost its connection resyncs in full when it is back', async () => {
    const missed = await coursesRepository(a.database.db).create(input('Missed While Away'));
    expect(await searchIds(b, 'missed while away')).not.toContain(missed._id);
    const killed = await a.database.db.execute(sql`
      select pg_terminate_backend(pid) as done from pg_stat_activity
      where application_name = 'tpl-course-changes' and datname = current_database()`);
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(2);
    await eventually(async () => {
      expect(await searchIds(a, 'missed while away')).toContain(missed._id);
      expect(await searchIds(b, 'missed while away')).toContain(missed._id);
    }, 5000);
    // And it listens again.
    const after = await a.app.catalogue.create(input('Heard After Reconnect'));
    await eventually(async () => expect(await searchIds(b, 'heard after reconnect')).toContain(after._id), 1000);
  });
});
