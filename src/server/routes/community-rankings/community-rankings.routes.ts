/**
 * Community rankings (spec section 7, Lists: the preset endpoints; issue 13). Public. What a
 * ranking is and when it is computed: `services/community-rankings.service.ts`.
 *
 * `GET /api/courses/{id}/community-scores`: where one course stands in each of them (course cards).
 *
 * `/lists/preset/courses-played` (a golfer's own played courses) is the played routes'; these are
 * static paths too, so the router keeps them apart, and apart from `/lists/:id`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  communityCountriesQuerySchema, communityCountrySchema, communityRankingQuerySchema, communityRankingSchema, communityStatsQuerySchema,
  communityStatsSchema, courseCommunityScoresSchema, presetRankingQuerySchema, type CommunityRankingQuery,
} from '../../../shared/contracts/community-rankings.contract';
import { PRESET_PATHS } from '../../../shared/domain/community-rankings';
import { AnsweredUrls, answerKnownUrl, cachedReply } from '../../lib/cached-reply';
import { envelope, ok } from '../../lib/envelope';
import { rankingKey, type CommunityRankingsService } from '../../services/community-rankings.service';

const PUBLIC = { auth: 'public' } as const;

export const communityRankingsRoutes: FastifyPluginAsyncZod<{ community: CommunityRankingsService }> = async (app, { community }) => {
  /**
   * A page of a ranking is the same for every visitor: kept as bytes per revision, with an ETag; a
   * URL answered before is sent before validation while its ranking's revision holds.
   */
  const urls = new AnsweredUrls<{ key: string; kind: string; type: string }>();
  const known = answerKnownUrl(urls, async ({ key, kind, type }) => (await community.keepRanking(kind, type)).peek(key));
  const sendRanking = async (request: FastifyRequest, reply: FastifyReply, q: CommunityRankingQuery) => cachedReply(
    request, reply, (await community.keepRanking(q.kind, q.type)).keep, rankingKey(q), () => community.ranking(q),
    (url, key) => urls.set(url, { key, kind: q.kind, type: q.type }),
  );

  app.get('/lists/preset', {
    config: PUBLIC,
    preValidation: known,
    schema: { querystring: communityRankingQuerySchema, response: { 200: envelope(communityRankingSchema) } },
  }, async (request, reply) => sendRanking(request, reply, request.query));

  for (const [path, type] of Object.entries(PRESET_PATHS)) {
    app.get(`/lists/preset/${path}`, {
      config: PUBLIC,
      preValidation: known,
      schema: { querystring: presetRankingQuerySchema, response: { 200: envelope(communityRankingSchema) } },
    }, async (request, reply) => sendRanking(request, reply, { ...request.query, kind: 'course', type }));
  }

  app.get('/lists/preset/stats', {
    config: PUBLIC,
    schema: { querystring: communityStatsQuerySchema, response: { 200: envelope(communityStatsSchema) } },
  }, async ({ query }) => ok(await community.stats(query)));

  app.get('/courses/:id/community-scores', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(courseCommunityScoresSchema) } },
  }, async ({ params }) => ok(await community.ofCourse(params.id)));

  app.get('/lists/preset/my-lie/countries', {
    config: PUBLIC,
    schema: { querystring: communityCountriesQuerySchema, response: { 200: envelope(z.array(communityCountrySchema)) } },
  }, async ({ query }) => ok(await community.countries(query.continent)));
};
