/** `GET /api/panelists`: the public roster of approved panelists. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Panelist } from '../../../shared/contracts/panelists.contract';
import { panelistKeys } from './panelist-keys';

export const getPanelists = (signal?: AbortSignal) => api.get<Panelist[]>('/panelists', undefined, signal);

export const panelistsQueryOptions = () => queryOptions({ queryKey: panelistKeys.roster, queryFn: ({ signal }) => getPanelists(signal) });

export const usePanelists = () => useQuery(panelistsQueryOptions());
