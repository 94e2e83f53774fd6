/**
 * Community rankings held in memory, one revision at a time: a ranking is a few tens of thousands
 * of rows that change only when it is recomputed (or a course in it is edited), and a filtered page
 * read from SQL must skip through an index range or sort (a first read cost 4.5/9 ms p50/p95 at
 * 40,000 courses). Here the filter fields are small integer codes in typed arrays, so a page is one
 * pass over the ranking in rank order (about 0.3 ms at 40,000 rows) with an exact total, and the
 * course summaries a page shows are kept with the revision they were read at. Each server loads
 * a ranking on its first read after a revision change, so every server answers what the database
 * holds.
 */
import type { CommunityFilters } from '../../shared/contracts/community-rankings.contract';
import type { CourseSummary } from '../../shared/contracts/courses.contract';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../shared/domain/enums';
import type { RankedEntry } from '../data/community-rankings.repository';

/** Whether these filters can be answered here (architect and yardage are the course's own, not the ranking's). */
export const answeredInMemory = (f: CommunityFilters): boolean => !f.architect && f.yardageMin == null && f.yardageMax == null;

/** 0 for null, else the value's place in `values` plus one. */
const coder = (values: readonly string[]) => {
  const codes = new Map(values.map((v, i) => [v, i + 1]));
  return (v: string | null): number => (v === null ? 0 : codes.get(v) ?? 0);
};
const continentCode = coder(CONTINENTS);
const membershipCode = coder(CLUB_MEMBERSHIPS);
const typeCode = coder(COURSE_TYPES);

/** Which codes a list filter lets through (null: no filter); code 0 (no value) never passes a filter. */
function allowed(values: readonly string[] | undefined, code: (v: string) => number, size: number): Uint8Array | null {
  if (!values?.length) return null;
  const allow = new Uint8Array(size + 1);
  for (const v of values) allow[code(v)] = 1;
  allow[0] = 0;
  return allow;
}

/** One ranking at one revision: its entries in rank order and their filter fields as codes. */
export class HeldRanking {
  private readonly continent: Uint8Array;
  private readonly membership: Uint8Array;
  private readonly type: Uint8Array;
  private readonly country: Int32Array;
  private readonly countryIds = new Map<string, number>();
  /** Course summaries read for pages of this revision (a course edit moves the revision on). */
  readonly summaries = new Map<string, CourseSummary>();

  constructor(readonly revision: number, readonly entries: readonly RankedEntry[]) {
    const n = entries.length;
    this.continent = new Uint8Array(n);
    this.membership = new Uint8Array(n);
    this.type = new Uint8Array(n);
    this.country = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      this.continent[i] = continentCode(e.continent);
      this.membership[i] = membershipCode(e.membership);
      this.type[i] = typeCode(e.courseType);
      if (e.country !== null) {
        let id = this.countryIds.get(e.country);
        if (id === undefined) this.countryIds.set(e.country, (id = this.countryIds.size + 1));
        this.country[i] = id;
      }
    }
  }

  /** One page under the filters (in rank order), and how many entries match in all. */
  page(f: CommunityFilters, page: number, pageSize: number): { entries: RankedEntry[]; total: number } {
    const continents = allowed(f.continent, continentCode, CONTINENTS.length);
    const memberships = allowed(f.membership, membershipCode, CLUB_MEMBERSHIPS.length);
    const types = allowed(f.courseType, typeCode, COURSE_TYPES.length);
    // A country no entry has matches nothing (-1 is no id).
    const country = f.country ? this.countryIds.get(f.country.toLowerCase()) ?? -1 : 0;
    const from = (page - 1) * pageSize;
    const entries: RankedEntry[] = [];
    let total = 0;
    for (let i = 0; i < this.entries.length; i++) {
      if (continents && !continents[this.continent[i]!]) continue;
      if (memberships && !memberships[this.membership[i]!]) continue;
      if (types && !types[this.type[i]!]) continue;
      if (country !== 0 && this.country[i] !== country) continue;
      if (total >= from && entries.length < pageSize) entries.push(this.entries[i]!);
      total++;
    }
    return { entries, total };
  }
}

/** The rankings this server holds, each at one revision; a read at a newer revision loads it again. */
export class CommunityRankingIndex {
  private readonly held = new Map<string, Promise<HeldRanking>>();

  constructor(private readonly load: (kind: string, type: string) => Promise<RankedEntry[]>) {}

  async get(kind: string, type: string, revision: number): Promise<HeldRanking> {
    const key = `${kind}:${type}`;
    const hit = this.held.get(key);
    if (hit) {
      const ranking = await hit.catch(() => null);
      // A read that saw an older revision (it raced a recompute) gets the newer ranking, not a reload.
      if (ranking && ranking.revision >= revision) return ranking;
      // Another read started the load of a newer revision meanwhile: share it.
      if (this.held.has(key) && this.held.get(key) !== hit) return this.get(kind, type, revision);
    }
    return this.hold(key, this.load(kind, type).then((entries) => new HeldRanking(revision, entries)));
  }

  /**
   * A ranking this server just wrote, held without a read (the first request after a recompute
   * would otherwise wait for the whole ranking to load); kept unless a newer one is held or loading.
   */
  put(kind: string, type: string, revision: number, entries: readonly RankedEntry[]): void {
    const key = `${kind}:${type}`;
    const ranking = new HeldRanking(revision, entries);
    const current = this.held.get(key);
    if (!current) return void this.hold(key, Promise.resolve(ranking));
    void current.then((held) => {
      if (this.held.get(key) === current && held.revision < revision) this.held.set(key, Promise.resolve(ranking));
    }, () => {
      if (this.held.get(key) === current) this.held.set(key, Promise.resolve(ranking));
    });
  }

  private hold(key: string, loading: Promise<HeldRanking>): Promise<HeldRanking> {
    this.held.set(key, loading);
    // A failed load is not kept: the next read tries again.
    loading.catch(() => { if (this.held.get(key) === loading) this.held.delete(key); });
    return loading;
  }
}
