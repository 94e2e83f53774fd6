/**
 * The seed's scorecards, websites, phones and addresses (issue 34), kept beside the seed rows in
 * course-facts.json by course name, checked by the same rules as an admin's write: a card's holes
 * (shared/domain/courses/scorecard.ts), a phone that parses in the course's country (stored in
 * E.164), an http(s) website.
 */
import { z } from 'zod';
import { countryCodeOf } from '../../../shared/domain/country-codes';
import { websiteOf } from '../../../shared/domain/courses/course-contact';
import { parOfCard, scorecardIssues, type ScorecardHole } from '../../../shared/domain/courses/scorecard';
import { normalisePhone } from '../../../shared/domain/phone';
import facts from './course-facts.json' with { type: 'json' };
import type { SeedCourse } from './seed-course';

const factsSchema = z.strictObject({
  scorecard: z.array(z.strictObject({
    hole: z.number().int(),
    par: z.number().int().nullable().default(null),
    strokeIndex: z.number().int().nullable().default(null),
    yards: z.array(z.strictObject({ tee: z.string().min(1), yards: z.number().int().positive() })).optional(),
  })).default([]),
  website: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  street: z.string().nullable().default(null),
  postal_code: z.string().nullable().default(null),
});

export interface SeedFacts {
  scorecard: ScorecardHole[];
  par: number | null;
  website: string | null;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
}

/** The names course-facts.json gives facts for. */
export const SEED_FACT_NAMES = Object.keys(facts.courses);

/** The facts of a seed row, checked; null when it has none. Throws, naming the course, on a fact that breaks a rule. */
export function seedFactsOf(row: Pick<SeedCourse, 'club_name' | 'country' | 'holes'>): SeedFacts | null {
  const entry = (facts.courses as Record<string, unknown>)[row.club_name];
  if (!entry) return null;
  const f = factsSchema.parse(entry);
  const fail = (why: string) => new Error(`course-facts.json, ${row.club_name}: ${why}`);
  const issues = scorecardIssues(f.scorecard, row.holes);
  if (issues.length) throw fail(issues.map((i) => `scorecard.${i.path.join('.')}: ${i.message}`).join('; '));
  let phone: string | null = null;
  if (f.phone) {
    const checked = normalisePhone(f.phone, countryCodeOf(row.country));
    if (!checked.ok) throw fail(`phone ${checked.message}`);
    phone = checked.e164;
  }
  let website: string | null = null;
  if (f.website) {
    const checked = websiteOf(f.website);
    if (!checked.ok) throw fail(`website ${checked.message}`);
    website = checked.url;
  }
  return { scorecard: f.scorecard, par: parOfCard(f.scorecard, row.holes), website, phone, street: f.street, postalCode: f.postal_code };
}
