/**
 * Puts the hand-written seed courses into an empty database, once. A second start finds the
 * marker in app_meta and leaves everything as it is, including courses an admin deleted.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta, courses } from '../../data/schema';
import { seedFactsOf } from './course-facts';
import { loadSeedCourses } from './load-seed-courses';
import notable from './notable-courses.json' with { type: 'json' };
import { seedKey, type SeedCourse } from './seed-course';

/** Seed courses are the famous ones: they lead card pages and win search ties; the notable tiers lead them. */
export const SEED_PROMINENCE = 100;
const TIER_PROMINENCE = { tier1: 300, tier2: 200 } as const;

export function seedProminence(clubName: string): number {
  if (notable.tier1.includes(clubName)) return TIER_PROMINENCE.tier1;
  if (notable.tier2.includes(clubName)) return TIER_PROMINENCE.tier2;
  return SEED_PROMINENCE;
}
const MARKER = 'seeded_at';

/** A seed row's scorecard, par, website, phone and address (course-facts.json), where it has them. */
function factColumns(c: SeedCourse) {
  const f = seedFactsOf(c);
  return f ? { scorecard: f.scorecard, par: f.par, website: f.website, phone: f.phone, street: f.street, postalCode: f.postalCode } : {};
}

export async function seedIfNeeded(db: Db): Promise<{ seeded: boolean; courses: number }> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER));
    if (marker) return { seeded: false, courses: 0 };
    const rows = loadSeedCourses().flatMap((f) => f.rows);
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(courses)
        .values(rows.slice(i, i + 500).map((c) => ({
          ...factColumns(c),
          clubName: c.club_name,
          architects: c.architects,
          yearEstablished: c.year_established,
          clubMembership: c.club_membership,
          type: c.type,
          continent: c.continent,
          country: c.country,
          province: c.province,
          city: c.city,
          lat: c.lat,
          lng: c.lng,
          holes: c.holes,
          peakGreenFee: c.peak_green_fee,
          prominence: seedProminence(c.club_name),
          source: 'seed',
          sourceId: seedKey(c),
        })))
        .onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() });
    return { seeded: true, courses: rows.length };
  });
}
