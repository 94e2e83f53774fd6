/**
 * Which rows of `community_rankings` are shown: those of the generation the ranking's run names
 * (`community-rankings-write.ts` writes a new computation under a new generation, then names it).
 * Every read of the rows goes through one of these, so none sees a half-written computation, nor
 * an old one's rows while they are deleted.
 */
import { sql, type SQL } from 'drizzle-orm';
import { communityRankingRuns, communityRankings } from './community.schema';

/** The shown rows of one ranking (one lookup, then the rows' index ranges). */
export const shownGeneration = (kind: string, type: string): SQL => sql`${communityRankings.generation} = (
  select r.generation from ${communityRankingRuns} r where r.list_kind = ${kind} and r.list_type = ${type})`;

/** The shown rows of whichever ranking each row is in (for joins across rankings). */
export const shownRow: SQL = sql`${communityRankings.generation} = (
  select r.generation from ${communityRankingRuns} r
  where r.list_kind = ${communityRankings.listKind} and r.list_type = ${communityRankings.listType})`;
