import { z } from 'zod';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../../shared/domain/enums';

/** One row of the hand-written seed files in `courses/*.json`. */
export const seedCourseSchema = z.strictObject({
  club_name: z.string().trim().min(2).max(200),
  architects: z.array(z.string().trim().min(2).max(100)).max(10),
  year_established: z.number().int().min(1400).max(2026).nullable(),
  club_membership: z.enum(CLUB_MEMBERSHIPS),
  type: z.enum(COURSE_TYPES),
  continent: z.enum(CONTINENTS),
  country: z.string().trim().min(2).max(80),
  province: z.string().trim().min(1).max(80).nullable(),
  city: z.string().trim().min(1).max(80),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  holes: z.number().int().min(3).max(72).nullable(),
  peak_green_fee: z.number().positive().max(5000).nullable(),
});
export type SeedCourse = z.infer<typeof seedCourseSchema>;

/** Stable key of a seed row, so the same row is never inserted twice. */
export const seedKey = (c: Pick<SeedCourse, 'club_name' | 'country'>) =>
  `${c.country}/${c.club_name}`.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9/]+/g, '-');
