/**
 * Community numbers: leaderboards of played courses, suggestions of golfers to follow, and the
 * My Lie places behind friend scores. All SQL; the rules on top are in services/community.service.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  NOTABLE_PROMINENCE, type LeaderboardQuery, type LeaderboardRow, type Suggestion,
} from '../../shared/contracts/community.contract';
import type { RankBucket } from '../../shared/domain/list-rules';
import { queryRows, type Db } from '../db/client';
import { toPublicUser } from './user-mapper';

interface UserCols { id: string; display_name: string | null; full_name: string | null; photo_url: string | null; is_premium: boolean }
const publicUser = (r: UserCols) => toPublicUser({ id: r.id, displayName: r.display_name, fullName: r.full_name, photoUrl: r.photo_url, isPremium: r.is_premium });

const METRIC: Record<LeaderboardQuery['metric'], SQL> = {
  played: sql`count(*)`,
  countries: sql`count(distinct c.country)`,
  notable: sql`count(*) filter (where c.prominence >= ${NOTABLE_PROMINENCE})`,
};

/** A followed golfer's My Lie place of one course: its bucket, index in the bucket and the bucket's size. */
export interface MyLiePlace { bucket: RankBucket; index: number; size: number }

export function communityStatsRepository(db: Db) {
  return {
    /**
     * The top `limit` golfers by the metric (ties share a place; then by id), and the viewer's own
     * row wherever it falls. `following` counts the viewer and the golfers they follow.
     */
    async leaderboard(q: LeaderboardQuery, viewerId: string | null): Promise<{ rows: LeaderboardRow[]; me: LeaderboardRow | null }> {
      const period = q.period === 'year' ? sql`and p.date_added >= date_trunc('year', current_date)::date` : sql``;
      const scope = q.scope === 'following'
        ? sql`and (p.user_id = ${viewerId}::uuid or p.user_id in (select followee_id from follows where follower_id = ${viewerId}::uuid))`
        : sql``;
      const rows = await queryRows<UserCols & { n: number; place: number; rn: number }>(db, sql`
        with counts as (
          select p.user_id, ${METRIC[q.metric]}::int as n
          from played_courses p join courses c on c.id = p.course_id
          where true ${period} ${scope}
          group by p.user_id
        ), ranked as (
          select user_id, n, rank() over (order by n desc)::int as place, row_number() over (order by n desc, user_id)::int as rn
          from counts where n > 0 and user_id not in (select id from users where disabled_at is not null)
        )
        select r.n, r.place, r.rn, u.id, u.display_name, u.full_name, u.photo_url, (u.is_premium or (u.pro_granted_at is not null and (u.pro_grant_until is null or u.pro_grant_until > now()))) as is_premium
        from ranked r join users u on u.id = r.user_id
        where r.rn <= ${q.limit} or r.user_id = ${viewerId}::uuid
        order by r.rn`);
      const toRow = (r: (typeof rows)[number]): LeaderboardRow => ({ place: r.place, user: publicUser(r), count: r.n });
      const mine = rows.find((r) => r.id === viewerId);
      return { rows: rows.filter((r) => r.rn <= q.limit).map(toRow), me: mine ? toRow(mine) : null };
    },

    /** Golfers the viewer does not follow (nor the viewer), most played courses in common first. */
    async suggestions(viewerId: string, limit: number): Promise<Suggestion[]> {
      const rows = await queryRows<UserCols & { shared: number }>(db, sql`
        with shared as (
          select o.user_id, count(*)::int as shared
          from played_courses m join played_courses o on o.course_id = m.course_id and o.user_id <> m.user_id
          where m.user_id = ${viewerId}::uuid
            and not exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = o.user_id)
            and o.user_id not in (select id from users where disabled_at is not null)
          group by o.user_id
          order by shared desc, o.user_id limit ${limit}
        )
        select s.shared, u.id, u.display_name, u.full_name, u.photo_url, (u.is_premium or (u.pro_granted_at is not null and (u.pro_grant_until is null or u.pro_grant_until > now()))) as is_premium
        from shared s join users u on u.id = s.user_id order by s.shared desc, u.id`);
      return rows.map((r) => ({ user: publicUser(r), sharedCourses: r.shared }));
    },

    /** Where a course stands in the public My Lie of each golfer the viewer follows. */
    async followedMyLiePlaces(viewerId: string, courseId: string): Promise<MyLiePlace[]> {
      return queryRows<MyLiePlace>(db, sql`
        select i.bucket,
          (select count(*) from list_items j where j.list_id = i.list_id and j.bucket = i.bucket and j.rank_key < i.rank_key)::int as index,
          (select count(*) from list_items j where j.list_id = i.list_id and j.bucket = i.bucket)::int as size
        from follows f
        join users fu on fu.id = f.followee_id and fu.disabled_at is null
        join lists l on l.owner_id = f.followee_id and l.type = 'mylie' and l.is_public
        join list_items i on i.list_id = l.id and i.course_id = ${courseId}::uuid and i.hole_number is null
        where f.follower_id = ${viewerId}::uuid and i.bucket is not null`);
    },
  };
}

export type CommunityStatsRepository = ReturnType<typeof communityStatsRepository>;
