/** Place search (issue 14): towns, regions and countries of the GeoNames gazetteer, for the search popover. */
import { z } from 'zod';
import { inputText, queryInt } from './common.contract';

export const PLACE_KINDS = ['town', 'region', 'country'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_SEARCH_MAX_LIMIT = 20;

export const placeSearchQuerySchema = z.strictObject({
  terms: inputText({ max: 100 }),
  limit: queryInt(1, PLACE_SEARCH_MAX_LIMIT).default(8),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** [west, south, east, north] in degrees; west > east when the box crosses the antimeridian. */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const placeResultSchema = z.object({
  /** Stable for one gazetteer: `t:<GeoNames id>` (town), `r:<division code>`, `c:<ISO code>`, `a:<alias>`. */
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** Where it is, largest last: "East Lothian, Scotland, United Kingdom"; "Country" for a country. */
  context: z.string(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  /** Regions and countries: the box to fit the map to; null for towns (fly to the centre). */
  bbox: bboxSchema.nullable(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;
