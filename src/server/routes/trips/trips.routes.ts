/**
 * Trips (issue 15; spec section 7: `POST /lists/trip`, `GET /lists/trips`; the golfer's public
 * trips are `GET /lists/user/{userId}/all-trips` in lists.routes.ts): a trip, its plan, answering
 * an invitation, the party's overlap, candidates for the planner, and the calendar file. Rules in
 * `trips.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noBodySchema } from '../../../shared/contracts/common.contract';
import {
  tripBodySchema, tripCandidatesQuerySchema, tripCandidatesSchema, tripDetailSchema, tripPartySchema, tripSummariesSchema,
} from '../../../shared/contracts/trips.contract';
import { envelope, ok } from '../../lib/envelope';
import type { TripsService } from '../../services/trips.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;

/** A file name a calendar app shows: the trip's name in plain letters. */
const fileName = (name: string) => `${name.normalize('NFKD').replace(/[^\w -]+/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'trip'}.ics`;

export const tripsRoutes: FastifyPluginAsyncZod<{ trips: TripsService; publicUrl?: string }> = async (app, { trips, publicUrl }) => {
  app.post('/lists/trip', {
    config: USER,
    schema: { body: tripBodySchema, response: { 200: envelope(tripDetailSchema), 201: envelope(tripDetailSchema) } },
  }, async ({ user, body }, reply) => {
    const { trip, created } = await trips.save(user!.id, body);
    return reply.status(created ? 201 : 200).send(ok(trip, created ? 'Trip created.' : 'Trip saved.'));
  });

  app.get('/lists/trips', {
    config: USER,
    schema: { response: { 200: envelope(tripSummariesSchema) } },
  }, async ({ user }) => ok(await trips.mine(user!.id)));

  app.get('/lists/trip/candidates', {
    config: PUBLIC,
    schema: { querystring: tripCandidatesQuerySchema, response: { 200: envelope(tripCandidatesSchema) } },
  }, async ({ query }) => ok(await trips.candidates(query)));

  app.get('/lists/trip/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(tripDetailSchema) } },
  }, async ({ params, user }) => ok(await trips.detail(params.id, user?.id ?? null)));

  app.get('/lists/trip/:id/party', {
    config: USER,
    schema: { params: idParamsSchema, response: { 200: envelope(tripPartySchema) } },
  }, async ({ params, user }) => ok(await trips.party(params.id, user!.id)));

  app.post('/lists/trip/:id/accept', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(tripDetailSchema) } },
  }, async ({ params, user }) => ok(await trips.accept(params.id, user!.id), 'You joined the trip.'));

  app.post('/lists/trip/:id/decline', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(z.object({ _id: z.string(), declined: z.literal(true) })) } },
  }, async ({ params, user }) => {
    await trips.leave(params.id, user!.id);
    return ok({ _id: params.id, declined: true as const }, 'Invitation declined.');
  });

  app.post('/lists/trip/:id/leave', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(z.object({ _id: z.string(), left: z.literal(true) })) } },
  }, async ({ params, user }) => {
    await trips.leave(params.id, user!.id);
    return ok({ _id: params.id, left: true as const }, 'You left the trip.');
  });

  // A file, not an envelope: calendar apps import it as it is. Errors still answer in the envelope.
  app.get('/lists/trip/:id/calendar.ics', {
    config: PUBLIC,
    schema: { params: idParamsSchema },
  }, async (request, reply) => {
    const { params, user } = request;
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const { name, ics } = await trips.calendar(params.id, user?.id ?? null, origin.replace(/\/$/, ''));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(name)}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });
};
