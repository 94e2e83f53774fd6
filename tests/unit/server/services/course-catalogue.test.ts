import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CoursesRepository, IndexRow } from '../../../../src/server/data/courses.repository';
import { CourseCatalogue } from '../../../../src/server/services/course-catalogue';
import type { CourseInput } from '../../../../src/shared/contracts/course-input.contract';
import type { Course } from '../../../../src/shared/contracts/courses.contract';
import { haversineKm } from '../../../../src/shared/domain/geo';

/** The part of the course repository the catalogue's reads and writes use, over a Map. */
function memoryRepository(seed: Course[] = []) {
  const rows = new Map(seed.map((c) => [c._id, c]));
  const loads: string[][] = [];
  const toCourse = (input: CourseInput, id: string): Course => ({
    _id: id, club_name: input.club_name, architects: input.architects ?? [], year_established: null, club_membership: input.club_membership ?? null,
    type: input.type, continent: null, location: input.location, address: { country: input.address.country, province: null, city: null, street: null, postal_code: null },
    peak_green_fee: null, holes: null, par: null, total_yardage: null, gallery: [], videos: [], main_image: null, updatedAt: new Date(0).toISOString(),
    sources: [], scorecard: [], website: null, phone: null,
  });
  const repo = {
    async findByIds(ids: readonly string[]) {
      loads.push([...ids]);
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    async create(input: CourseInput, id = randomUUID()) {
      const c = toCourse(input, id);
      rows.set(id, c);
      return c;
    },
    /** The admin write's transaction (data/course-writer.ts), over the Map. */
    async write<T>(id: string, work: (w: unknown) => Promise<T>) {
      const row = rows.get(id) ?? null;
      return work({
        revision: row?.updatedAt ?? null,
        current: async () => rows.get(id) ?? null,
        sameAs: (input: CourseInput) => !!row && row.club_name === input.club_name,
        insert: async (input: CourseInput) => { const c = toCourse(input, id); rows.set(id, c); return c; },
        update: async (input: CourseInput) => { const c = { ...toCourse(input, id), updatedAt: new Date(Date.parse(row!.updatedAt) + 1).toISOString() }; rows.set(id, c); return c; },
        delete: async () => { rows.delete(id); },
      });
    },
    async *indexRows(): AsyncGenerator<IndexRow[]> {
      yield [...rows.values()].map((c) => ({
        id: c._id, lat: c.location.lat, lng: c.location.lng, membership: c.club_membership ?? 'PUBLIC', prominence: 0,
        name: c.club_name, city: c.address.city, province: c.address.province, country: c.address.country, facts: 0,
      }));
    },
  };
  return { repo: repo as unknown as CoursesRepository, loads };
}

const ACTOR = { id: randomUUID(), email: 'curator@example.com', operator: false };
const input = (name: string, lat: number, lng: number): CourseInput =>
  ({ club_name: name, type: 'FULL LENGTH', location: { lat, lng }, address: { country: 'Scotland' } }) as CourseInput;

async function openCatalogue() {
  const { repo, loads } = memoryRepository();
  const catalogue = new CourseCatalogue(repo);
  await catalogue.open();
  return { catalogue, loads };
}

describe('CourseCatalogue', () => {
  it('makes a new course readable, searchable, on the map and near others in one write', async () => {
    const { catalogue } = await openCatalogue();
    const a = await catalogue.create(input('Old Course', 56.343, -2.803));
    const b = await catalogue.create(input('Kingsbarns Links', 56.301, -2.655));
    expect(catalogue.search('kingsbarns', 5).map((r) => r._id)).toEqual([b._id]);
    expect(await catalogue.get(a._id)).toMatchObject({ club_name: 'Old Course' });
    await catalogue.settled();
    expect(catalogue.size).toBe(2);
    const view = await catalogue.viewport({ south: 55, west: -4, north: 57, east: -2, zoom: 14, page: 1, pageSize: 10 });
    expect(view.courses.map((c) => c._id).sort()).toEqual([a._id, b._id].sort());
    expect(view.cards.items).toHaveLength(2);

    const near = (await catalogue.nearby(a._id, 5))!;
    expect(near.map((c) => c._id)).toEqual([b._id]);
    expect(Math.abs(near[0]!.distanceKm - haversineKm(a.location, b.location))).toBeLessThanOrEqual(0.1);
    expect(near[0]!.distanceKm).toBe(Math.round(near[0]!.distanceKm * 10) / 10); // one decimal
    const here = { lat: 56.3, lng: -2.66 };
    const nearMe = await catalogue.nearMe(here, 5, [b._id]);
    expect(nearMe.map((c) => c._id)).toEqual([a._id]);
    expect(Math.abs(nearMe[0]!.distanceKm - haversineKm(here, a.location))).toBeLessThanOrEqual(0.1);
  });

  it('serves no stale card or search entry after a replace, an upsert or a remove', async () => {
    const { catalogue, loads } = await openCatalogue();
    const a = await catalogue.create(input('Muirfield', 56.04, -2.82));
    await catalogue.get(a._id);
    await catalogue.get(a._id);
    expect(loads).toEqual([[a._id]]); // the second read came from the cache

    const change = (name: string, lat: number, lng: number, revision: string) => ({ ...input(name, lat, lng), revision, reason: 'Renamed' });
    expect(await catalogue.replace(a._id, change('Muirfield Renamed', 56.04, -2.82, a.updatedAt), ACTOR)).toMatchObject({ club_name: 'Muirfield Renamed' });
    expect((await catalogue.get(a._id))?.club_name).toBe('Muirfield Renamed');
    expect(catalogue.search('renamed', 5).map((r) => r.club_name)).toEqual(['Muirfield Renamed']);
    await expect(catalogue.replace(randomUUID(), input('Nowhere', 0, 0), ACTOR)).rejects.toMatchObject({ refusal: { reason: 'not-found' } });

    const id = randomUUID();
    const created = await catalogue.upsert(id, input('North Berwick', 56.06, -2.73), ACTOR);
    expect(created).toMatchObject({ created: true, course: { _id: id } });
    expect(await catalogue.upsert(id, change('North Berwick West', 56.06, -2.73, created.course.updatedAt), ACTOR)).toMatchObject({ created: false });
    expect((await catalogue.get(id))?.club_name).toBe('North Berwick West');

    await catalogue.remove(a._id, { reason: 'Closed' }, ACTOR);
    await expect(catalogue.remove(a._id, { reason: 'Closed' }, ACTOR)).rejects.toMatchObject({ refusal: { reason: 'not-found' } });
    expect(await catalogue.get(a._id)).toBeNull();
    expect(await catalogue.nearby(a._id, 5)).toBeNull();
    expect(catalogue.search('muirfield', 5)).toEqual([]);
    await catalogue.settled();
    expect((await catalogue.nearMe({ lat: 56.04, lng: -2.82 }, 5)).map((c) => c._id)).toEqual([id]);
  });
});
