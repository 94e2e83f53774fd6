import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlaceResult } from '../../../shared/contracts/places.contract';

/** Places in the popover's Places tab: a short list (a golfer looks for one town or region). */
export const PLACE_SEARCH_LIMIT = 8;

export const searchPlaces = (terms: string, limit = PLACE_SEARCH_LIMIT, signal?: AbortSignal) =>
  api.get<PlaceResult[]>('/places/search', { terms, limit }, signal);

export const searchPlacesQueryOptions = (terms: string, limit = PLACE_SEARCH_LIMIT) =>
  queryOptions({
    queryKey: ['search', 'places', terms, limit],
    queryFn: ({ signal }) => searchPlaces(terms, limit, signal),
    enabled: terms.trim() !== '',
    placeholderData: keepPreviousData,
    // A gazetteer does not change while the app runs.
    staleTime: Infinity,
  });

/** Towns, regions and countries by name; `terms` is already debounced and trimmed by the caller. */
export const useSearchPlaces = (terms: string, limit = PLACE_SEARCH_LIMIT) => useQuery(searchPlacesQueryOptions(terms, limit));
