import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CountryRegions } from '../../../shared/contracts/courses.contract';

export const getRegions = (signal?: AbortSignal) => api.get<CountryRegions[]>('/courses/regions', undefined, signal);

export const regionsQueryOptions = () => queryOptions({ queryKey: ['courses', 'regions'], queryFn: ({ signal }) => getRegions(signal), staleTime: 10 * 60_000 });

export const useRegions = () => useQuery(regionsQueryOptions());
