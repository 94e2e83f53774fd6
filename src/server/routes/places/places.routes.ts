/** Place search: towns, regions and countries by name (the gazetteer answers; see src/server/places). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeResultSchema, placeSearchQuerySchema } from '../../../shared/contracts/places.contract';
import { envelope, ok } from '../../lib/envelope';
import type { CoursesNear, PlaceGazetteer } from '../../places/place-gazetteer';

export interface PlacesRoutesOptions {
  places: Pick<PlaceGazetteer, 'search'>;
  /** The catalogue's count of courses near a point: golf towns first among equal matches. */
  coursesNear?: CoursesNear;
}

export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, { places, coursesNear }) => {
  app.get('/places/search', {
    config: { auth: 'public' },
    schema: { querystring: placeSearchQuerySchema, response: { 200: envelope(z.array(placeResultSchema)) } },
  }, async ({ query }) => ok(await places.search(query.terms, query.limit, coursesNear)));
};
