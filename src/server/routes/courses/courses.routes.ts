/** Course endpoints of spec section 7. Handlers stay thin: SQL in the repository, maps in the index. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  architectCountSchema, architectsQuerySchema, boundedCoursesSchema, boundsQuerySchema, courseAggregateQuerySchema,
  courseFiltersSchema, courseInputSchema, courseSchema, courseSearchResultSchema, coursesNearMeQuerySchema, coursesPageSchema, nearbyCourseSchema, nearbyQuerySchema,
  searchQuerySchema, topCoursesQuerySchema, yardageRangeSchema,
} from '../../../shared/contracts/courses.contract';
import { haversineKm } from '../../../shared/domain/geo';
import type { CourseIndexes } from '../../indexes/course-indexes';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { CoursesRepository } from '../../data/courses.repository';

export interface CoursesRoutesOptions {
  courses: CoursesRepository;
  indexes: CourseIndexes;
}

const PUBLIC = { auth: 'public' } as const;
const ADMIN = { auth: 'admin' } as const;

export const coursesRoutes: FastifyPluginAsyncZod<CoursesRoutesOptions> = async (app, { courses, indexes }) => {
  app.get('/courses', {
    config: PUBLIC,
    schema: { querystring: courseFiltersSchema, response: { 200: envelope(coursesPageSchema) } },
  }, async ({ query }) => ok(await courses.list(query)));

  app.get('/bounded-courses', {
    config: PUBLIC,
    schema: { querystring: boundsQuerySchema, response: { 200: envelope(boundedCoursesSchema) } },
  }, async ({ query: q }) => {
    const view = indexes.geo.query(q, q.zoom, { offset: (q.page - 1) * q.pageSize, limit: q.pageSize });
    const cards = await indexes.cards.getMany(view.pageIds, courses.findByIds);
    return ok({
      zoom: q.zoom,
      total: view.total,
      clusters: view.clusters,
      courses: view.courses.map((c) => ({ _id: c.id, lng: c.lng, lat: c.lat, m: c.membership })),
      cards: { items: cards, page: q.page, pageSize: q.pageSize, total: view.total },
    });
  });

  app.get('/search', {
    config: PUBLIC,
    schema: { querystring: searchQuerySchema, response: { 200: envelope(z.array(courseSearchResultSchema)) } },
  }, async ({ query }) => ok(indexes.searchCourses(query.terms, query.limit)));

  app.get('/courses/top', {
    config: PUBLIC,
    schema: { querystring: topCoursesQuerySchema, response: { 200: envelope(z.array(courseSchema)) } },
  }, async ({ query }) => ok(await courses.top(query)));

  app.get('/courses/yardage-range', {
    config: PUBLIC,
    schema: { querystring: courseAggregateQuerySchema, response: { 200: envelope(yardageRangeSchema) } },
  }, async ({ query }) => ok(await courses.yardageRange(query)));

  app.get('/courses/architects', {
    config: PUBLIC,
    schema: { querystring: architectsQuerySchema, response: { 200: envelope(z.array(architectCountSchema)) } },
  }, async ({ query }) => ok(await courses.architects(query)));

  app.get('/courses/nearby/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, querystring: nearbyQuerySchema, response: { 200: envelope(z.array(nearbyCourseSchema)) } },
  }, async ({ params, query }) => {
    const course = await indexes.cards.get(params.id, courses.findByIds);
    if (!course) throw notFound('Course');
    const ids = indexes.geo.nearest(course.location.lng, course.location.lat, query.limit, new Set([course._id]));
    const near = await indexes.cards.getMany(ids, courses.findByIds);
    return ok(near.map((c) => ({ ...c, distanceKm: Math.round(haversineKm(course.location, c.location) * 10) / 10 })));
  });

  app.get('/user/courses-near-me', {
    config: { auth: 'user' },
    schema: { querystring: coursesNearMeQuerySchema, response: { 200: envelope(z.array(nearbyCourseSchema)) } },
  }, async ({ query }) => {
    const here = { lat: query.lat, lng: query.lng };
    const ids = indexes.geo.nearest(here.lng, here.lat, query.limit, new Set(query['exclude[]'] ?? []));
    const near = await indexes.cards.getMany(ids, courses.findByIds);
    return ok(near.map((c) => ({ ...c, distanceKm: Math.round(haversineKm(here, c.location) * 10) / 10 })));
  });

  app.get('/courses/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(courseSchema) } },
  }, async ({ params }) => {
    const course = await indexes.cards.get(params.id, courses.findByIds);
    if (!course) throw notFound('Course');
    return ok(course);
  });

  app.post('/courses', {
    config: ADMIN,
    schema: { body: courseInputSchema, response: { 201: envelope(courseSchema) } },
  }, async ({ body }, reply) => {
    const course = await courses.create(body);
    indexes.upsert(course);
    return reply.status(201).send(ok(course, 'Course created'));
  });

  app.put('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: courseInputSchema, response: { 200: envelope(courseSchema) } },
  }, async ({ params, body }) => {
    const course = await courses.update(params.id, body);
    if (!course) throw notFound('Course');
    indexes.upsert(course);
    return ok(course, 'Course updated');
  });

  // POST with an id creates the course under that id, or replaces it when it exists (idempotent).
  app.post('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: courseInputSchema, response: { 200: envelope(courseSchema), 201: envelope(courseSchema) } },
  }, async ({ params, body }, reply) => {
    const updated = await courses.update(params.id, body);
    const course = updated ?? (await courses.create(body, params.id));
    indexes.upsert(course);
    return reply.status(updated ? 200 : 201).send(ok(course, updated ? 'Course updated' : 'Course created'));
  });

  app.delete('/courses/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, response: { 200: envelope(z.object({ _id: z.string() })) } },
  }, async ({ params }) => {
    if (!(await courses.remove(params.id))) throw notFound('Course');
    indexes.remove(params.id);
    return ok({ _id: params.id }, 'Course deleted');
  });
};
