/** Place search: towns, regions and countries by name (the gazetteer answers; see src/server/places). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeResultSchema, placeSearchQuerySchema } from '../../../shared/contracts/places.contract';
import { envelope, ok } from '../../lib/envelope';
import type { PlaceGazetteer } from '../../places/place-gazetteer';

export interface PlacesRoutesOptions {
  places: Pick<PlaceGazetteer, 'search'>;
}

export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, { places }) => {
  app.get('/places/search', {
    config: { auth: 'public' },
    schema: { querystring: placeSearchQuerySchema, response: { 200: envelope(z.array(placeResultSchema)) } },
  }, async ({ query }) => ok(await places.search(query.terms, query.limit)));
};
