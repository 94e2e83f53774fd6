/** `GET /api/panelist`: the signed-in golfer's panelist request. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PanelistRequest } from '../../../shared/contracts/panelists.contract';
import { panelistKeys } from './panelist-keys';

export const getPanelist = (signal?: AbortSignal) => api.get<PanelistRequest>('/panelist', undefined, signal);

export const panelistQueryOptions = () => queryOptions({ queryKey: panelistKeys.mine, queryFn: ({ signal }) => getPanelist(signal) });

export const usePanelist = (enabled = true) => useQuery({ ...panelistQueryOptions(), enabled });
