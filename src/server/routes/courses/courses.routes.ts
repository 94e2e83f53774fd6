/** Course endpoints of spec section 7. Handlers stay thin: the course catalogue answers; admin writes are audited. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseDeleteBodySchema } from '../../../shared/contracts/admin-courses.contract';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { courseInputSchema } from '../../../shared/contracts/course-input.contract';
import { architectCountSchema, architectsQuerySchema, countryRegionsSchema, courseAggregateQuerySchema, courseFiltersSchema, courseSchema, courseSourceSchema, courseSearchResultSchema, coursesNearMeQuerySchema, coursesPageSchema, nearbyCourseSchema, nearbyQuerySchema, searchQuerySchema, topCoursesQuerySchema, yardageRangeSchema, type CourseSource } from '../../../shared/contracts/courses.contract';
import { boundedCoursesSchema, boundsQuerySchema } from '../../../shared/contracts/bounded-courses.contract';
import { AnsweredUrls, answerKnownUrl, cachedReply } from '../../lib/cached-reply';
import { envelope, ok } from '../../lib/envelope';
import { notFound, unauthorized } from '../../lib/errors';
import type { PlayedRepository } from '../../data/played.repository';
import type { MapScopes } from '../../services/map-scopes';
import { golferViewportKey, viewportKey } from '../../services/map-viewport';
import type { CourseCatalogue } from '../../services/course-catalogue';
import { auditActor } from '../../data/audit-log.repository';

export interface CoursesRoutesOptions {
  catalogue: CourseCatalogue;
  /** Courses near me and the map's "not yet played" leave out what the golfer played. */
  played: Pick<PlayedRepository, 'courseIds'>;
  /** The map's `only=`: the golfer's own or their friends' courses (services/map-scopes.ts). */
  scope: MapScopes;
  /** The credited open-data sources present in the catalogue (data/course-source-reads.ts). */
  creditedSources: () => Promise<CourseSource[]>;
}

const PUBLIC = { auth: 'public' } as const;
/** Who the audit log names for an admin's write. */
const ADMIN = { auth: 'admin' } as const;

export const coursesRoutes: FastifyPluginAsyncZod<CoursesRoutesOptions> = async (app, { catalogue, played, scope, creditedSources }) => {
  /** URLs answered from kept answers: a repeat is sent before validation (lib/cached-reply.ts). */
  const urls = new AnsweredUrls();
  const known = answerKnownUrl(urls, (key) => catalogue.answer.peek(key));
  const learn = (url: string, key: string) => urls.set(url, key);

  app.get('/courses', {
    config: PUBLIC,
    schema: { querystring: courseFiltersSchema, response: { 200: envelope(coursesPageSchema) } },
  }, async ({ query }) => ok(await catalogue.list(query)));

  app.get('/bounded-courses', {
    config: PUBLIC,
    preValidation: known,
    schema: { querystring: boundsQuerySchema, response: { 200: envelope(boundedCoursesSchema) } },
  }, async (request, reply) => {
    const { query, user } = request;
    // What every visitor sees alike is kept as bytes per catalogue revision, with an ETag.
    if (!query.hide && !query.only?.length) return cachedReply(request, reply, catalogue.answer.keep, viewportKey(query), () => catalogue.viewport(query), learn);
    if (!user) throw unauthorized(query.hide ? 'Sign in to hide the courses you played.' : 'Sign in to show only your courses or your friends\'.');
    const [hideIds, onlyIds] = await Promise.all([
      query.hide ? played.courseIds(user.id) : undefined,
      query.only?.length ? scope.courseIds(user.id, query.only) : undefined,
    ]);
    // Kept by the courses the golfer's scope holds (never learnt by URL: another golfer's URL is the same).
    const golfer = { hideIds, onlyIds };
    return cachedReply(request, reply, catalogue.answer.keep, golferViewportKey(query, golfer), () => catalogue.viewport(query, golfer));
  });

  app.get('/search', {
    config: PUBLIC,
    preValidation: known,
    schema: { querystring: searchQuerySchema, response: { 200: envelope(z.array(courseSearchResultSchema)) } },
  }, async (request, reply) => {
    const { terms, limit } = request.query;
    return cachedReply(request, reply, catalogue.answer.keep, `search|${limit}|${terms}`, async () => catalogue.search(terms, limit), learn);
  });

  app.get('/courses/top', {
    config: PUBLIC,
    schema: { querystring: topCoursesQuerySchema, response: { 200: envelope(z.array(courseSchema)) } },
  }, async ({ query }) => ok(await catalogue.top(query)));

  app.get('/courses/yardage-range', {
    config: PUBLIC,
    schema: { querystring: courseAggregateQuerySchema, response: { 200: envelope(yardageRangeSchema) } },
  }, async ({ query }) => ok(await catalogue.yardageRange(query)));

  app.get('/courses/architects', {
    config: PUBLIC,
    schema: { querystring: architectsQuerySchema, response: { 200: envelope(z.array(architectCountSchema)) } },
  }, async ({ query }) => ok(await catalogue.architects(query)));

  // The map's attribution: which open-data sources the catalogue holds, with their credits.
  app.get('/courses/credits', {
    config: PUBLIC,
    schema: { response: { 200: envelope(z.array(courseSourceSchema)) } },
  }, async () => ok(await creditedSources()));

  app.get('/courses/regions', {
    config: PUBLIC,
    schema: { response: { 200: envelope(z.array(countryRegionsSchema)) } },
  }, async () => ok(await catalogue.regions()));

  app.get('/courses/nearby/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, querystring: nearbyQuerySchema, response: { 200: envelope(z.array(nearbyCourseSchema)) } },
  }, async ({ params, query }) => {
    const near = await catalogue.nearby(params.id, query.limit);
    if (!near) throw notFound('Course');
    return ok(near);
  });

  // exclude[] names the courses to leave out (the one just played, the played ones the URL could
  // carry); every course the golfer played is left out as well, however many there are.
  app.get('/user/courses-near-me', {
    config: { auth: 'user' },
    schema: { querystring: coursesNearMeQuerySchema, response: { 200: envelope(z.array(nearbyCourseSchema)) } },
  }, async ({ query, user }) => {
    const exclude = [...(query['exclude[]'] ?? []), ...(await played.courseIds(user!.id))];
    return ok(await catalogue.nearMe({ lat: query.lat, lng: query.lng }, query.limit, exclude));
  });

  app.get('/courses/:id', {
    config: PUBLIC,
    preValidation: known,
    schema: { params: idParamsSchema, response: { 200: envelope(courseSchema) } },
  }, async (request, reply) => cachedReply(request, reply, catalogue.answer.keep, `course|${request.params.id}`, async () => {
    const course = await catalogue.get(request.params.id);
    if (!course) throw notFound('Course');
    return course;
  }, learn));

  app.post('/courses', {
    config: ADMIN,
    schema: { body: courseInputSchema, response: { 201: envelope(courseSchema) } },
  }, async ({ body, user }, reply) => {
    const course = await catalogue.create(body, auditActor(user!));
    return reply.status(201).send(ok(course, 'Course created'));
  });

  // PUT replaces a course that exists; POST with an id creates it or replaces it (idempotent: a
  // body that changes nothing answers the course). Changing one needs the revision read and a
  // reason (shared/domain/courses/course-writes.ts); a stale revision is a 409 with the course now.
  app.put('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: courseInputSchema, response: { 200: envelope(courseSchema) } },
  }, async ({ params, body, user }) => ok(await catalogue.replace(params.id, body, auditActor(user!)), 'Course updated'));

  app.post('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: courseInputSchema, response: { 200: envelope(courseSchema), 201: envelope(courseSchema) } },
  }, async ({ params, body, user }, reply) => {
    const { course, created } = await catalogue.upsert(params.id, body, auditActor(user!));
    return reply.status(created ? 201 : 200).send(ok(course, created ? 'Course created' : 'Course updated'));
  });

  app.delete('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: courseDeleteBodySchema, response: { 200: envelope(z.object({ _id: z.string() })) } },
  }, async ({ params, body, user }) => {
    await catalogue.remove(params.id, body, auditActor(user!));
    return ok({ _id: params.id }, 'Course deleted');
  });
};
