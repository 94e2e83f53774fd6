/**
 * Community numbers: leaderboards of played courses, suggestions of golfers to follow, and the
 * My Lie places behind friend scores. All SQL; the rules on top are in services/community.service.ts.
 */
import { notBlockedBetween } from './block-filter';
import { sql, type SQL } from 'drizzle-orm';
import {
  NOTABLE_PROMINENCE, type LeaderboardQuery, type LeaderboardRow, type Suggestion,
} from '../../shared/contracts/community.contract';
import type { RankBucket } from '../../shared/domain/list-rules';
import { queryRows, type Db } from './database';
import { toPublicUser } from './user-mapper';

interface UserCols { id: string; display_name: string | null; full_name: string | null; photo_url: string | null; is_premium: boolean; is_demo: boolean }
const publicUser = (r: UserCols) => toPublicUser({
  id: r.id, displayName: r.display_name, fullName: r.full_name, photoUrl: r.photo_url, isPremium: r.is_premium, isDemo: r.is_demo,
});

/** Pro as the API shows it: paid, or granted by an admin until its end. */
const PREMIUM = sql`(u.is_premium or (u.pro_granted_at is not null and (u.pro_grant_until is null or u.pro_grant_until > now()))) as is_premium`;

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
        select r.n, r.place, r.rn, u.id, u.display_name, u.full_name, u.photo_url, ${PREMIUM}, u.is_demo
        from ranked r join users u on u.id = r.user_id
        where r.rn <= ${q.limit} or r.user_id = ${viewerId}::uuid
        order by r.rn`);
      const toRow = (r: (typeof rows)[number]): LeaderboardRow => ({ place: r.place, user: publicUser(r), count: r.n });
      const mine = rows.find((r) => r.id === viewerId);
      return { rows: rows.filter((r) => r.rn <= q.limit).map(toRow), me: mine ? toRow(mine) : null };
    },

    /**
     * Golfers the viewer does not follow (nor the viewer), most played courses in common first;
     * when fewer than `limit` share a course (a newcomer shares none), the golfers who played most
     * fill the rest, so a newcomer has golfers to look at too.
     */
    async suggestions(viewerId: string, limit: number): Promise<Suggestion[]> {
      // Not followed, and no block either way between the two (issue 35).
      const notFollowed = (golfer: SQL) => sql`not exists (select 1 from follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = ${golfer})
        and ${notBlockedBetween(viewerId, golfer)}`;
      const shared = await queryRows<UserCols & { shared: number; played: number }>(db, sql`
        with shared as (
          select o.user_id, count(*)::int as shared
          from played_courses m join played_courses o on o.course_id = m.course_id and o.user_id <> m.user_id
          where m.user_id = ${viewerId}::uuid and ${notFollowed(sql`o.user_id`)}
            and o.user_id not in (select id from users where disabled_at is not null)
          group by o.user_id
          order by shared desc, o.user_id limit ${limit}
        )
        select s.shared, (select count(*) from played_courses p where p.user_id = u.id)::int as played,
          u.id, u.display_name, u.full_name, u.photo_url, ${PREMIUM}, u.is_demo
        from shared s join users u on u.id = s.user_id order by s.shared desc, u.id`);
      const active = shared.length >= limit ? [] : await queryRows<UserCols & { played: number }>(db, sql`
        with active as (
          select p.user_id, count(*)::int as played from played_courses p
          where p.user_id <> ${viewerId}::uuid and ${notFollowed(sql`p.user_id`)}
            and p.user_id <> all(${`{${shared.map((r) => r.id).join(',')}}`}::uuid[])
            and p.user_id not in (select id from users where disabled_at is not null)
          group by p.user_id order by played desc, p.user_id limit ${limit - shared.length}
        )
        select a.played, u.id, u.display_name, u.full_name, u.photo_url, ${PREMIUM}, u.is_demo
        from active a join users u on u.id = a.user_id order by a.played desc, u.id`);
      return [
        ...shared.map((r) => ({ user: publicUser(r), sharedCourses: r.shared, playedCourses: r.played })),
        ...active.map((r) => ({ user: publicUser(r), sharedCourses: 0, playedCourses: r.played })),
      ];
    },

    /** Where a course stands in the public My Lie of each golfer the viewer follows. */
    async followedMyLiePlaces(viewerId: string, courseId: string): Promise<MyLiePlace[]> {
      return queryRows<MyLiePlace>(db, sql`
        select i.bucket,
          (select count(*) from list_items j where j.list_id = i.list_id and j.bucket = i.bucket and j.rank_key < i.rank_key)::int as index,
          (select count(*) from list_items j where j.list_id = i.list_id and j.bucket = i.bucket)::int as size
        from follows f
        join users fu on fu.id = f.followee_id and fu.disabled_at is null
        join lists l on l.owner_id = f.followee_id and l.type = 'mylie' and l.is_public and l.hidden_at is null
        join list_items i on i.list_id = l.id and i.course_id = ${courseId}::uuid and i.hole_number is null
        where f.follower_id = ${viewerId}::uuid and i.bucket is not null`);
    },
  };
}

export type CommunityStatsRepository = ReturnType<typeof communityStatsRepository>;
