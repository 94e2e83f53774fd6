import { describe, expect, it } from 'vitest';
import { CourseCache } from '../../../../src/server/indexes/course-cache';
import type { Course } from '../../../../src/shared/contracts/courses.contract';

const course = (id: string, name = id) => ({ _id: id, club_name: name }) as Course;

describe('CourseCache', () => {
  it('loads only what it lacks, keeps the asked order and skips unknown ids', async () => {
    const cache = new CourseCache(10);
    const loads: string[][] = [];
    const load = async (ids: string[]) => {
      loads.push(ids);
      return ids.filter((id) => id !== 'x').map((id) => course(id));
    };
    expect((await cache.getMany(['a', 'b'], load)).map((c) => c._id)).toEqual(['a', 'b']);
    expect((await cache.getMany(['b', 'x', 'c', 'a'], load)).map((c) => c._id)).toEqual(['b', 'c', 'a']);
    expect(loads).toEqual([['a', 'b'], ['x', 'c']]);
  });

  it('evicts on write and drops the least recently used when full', async () => {
    const cache = new CourseCache(2);
    let version = 1;
    const load = async (ids: string[]) => ids.map((id) => course(id, `${id}${version}`));
    await cache.getMany(['a', 'b'], load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // b goes
    version = 2;
    expect((await cache.get('a', load))?.club_name).toBe('a1');
    expect((await cache.get('b', load))?.club_name).toBe('b2');
    cache.evict('a');
    expect((await cache.get('a', load))?.club_name).toBe('a2');
  });
});

describe('CourseCache and writes racing reads', () => {
  it('answers but does not keep what a load read when an eviction came while it ran', async () => {
    const cache = new CourseCache(10);
    let version = 1;
    let release!: () => void;
    const slow = (ids: string[]) => {
      const read = ids.map((id) => course(id, `${id}${version}`));
      return new Promise<Course[]>((resolve) => (release = () => resolve(read)));
    };
    const reading = cache.get('a', slow);
    // A write commits and evicts 'a' while the read's rows are on their way.
    version = 2;
    cache.evict('a');
    release();
    expect((await reading)?.club_name).toBe('a1');
    const load = async (ids: string[]) => ids.map((id) => course(id, `${id}${version}`));
    expect((await cache.get('a', load))?.club_name).toBe('a2');
  });

  it('clear() forgets every entry', async () => {
    const cache = new CourseCache(10);
    let version = 1;
    const load = async (ids: string[]) => ids.map((id) => course(id, `${id}${version}`));
    await cache.getMany(['a', 'b'], load);
    version = 2;
    cache.clear();
    expect((await cache.getMany(['a', 'b'], load)).map((c) => c.club_name)).toEqual(['a2', 'b2']);
  });
});
