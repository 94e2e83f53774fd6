/**
 * Community: the feed of followed golfers, leaderboards, suggestions of golfers to follow, and a
 * course's friend score (see src/server/routes/community/README.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  feedPageSchema, feedQuerySchema, friendScoreSchema, leaderboardQuerySchema, leaderboardSchema, suggestionsSchema,
} from '../../../shared/contracts/community.contract';
import { envelope, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import type { CommunityService } from '../../services/community.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;

export const communityRoutes: FastifyPluginAsyncZod<{ community: CommunityService }> = async (app, { community }) => {
  app.get('/community/feed', {
    config: USER,
    schema: { querystring: feedQuerySchema, response: { 200: envelope(feedPageSchema) } },
  }, async ({ query, user }) => ok(await community.feed(user!.id, query)));

  app.get('/community/leaderboard', {
    config: PUBLIC,
    schema: { querystring: leaderboardQuerySchema, response: { 200: envelope(leaderboardSchema) } },
  }, async ({ query, user }) => {
    if (query.scope === 'following' && !user) throw unauthorized('Sign in to see the golfers you follow.');
    return ok(await community.leaderboard(query, user?.id ?? null));
  });

  app.get('/community/suggestions', {
    config: USER,
    schema: { response: { 200: envelope(suggestionsSchema) } },
  }, async ({ user }) => ok(await community.suggestions(user!.id)));

  app.get('/courses/:id/friend-scores', {
    config: USER,
    schema: { params: idParamsSchema, response: { 200: envelope(friendScoreSchema) } },
  }, async ({ params, user }) => ok(await community.friendScore(user!.id, params.id)));
};
