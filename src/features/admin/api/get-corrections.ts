/** `GET /api/admin/corrections?status=`: golfers' suggested course corrections (the queue: Pending). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Correction } from '../../../shared/contracts/corrections.contract';
import type { CorrectionStatus } from '../../../shared/domain/moderation/correction-rules';
import { adminKeys } from './admin-keys';

export const getCorrections = (status: CorrectionStatus, signal?: AbortSignal) => api.get<Correction[]>('/admin/corrections', { status }, signal);

export const correctionsQueryOptions = (status: CorrectionStatus) =>
  queryOptions({ queryKey: adminKeys.corrections(status), queryFn: ({ signal }) => getCorrections(status, signal) });

export const useCorrections = (status: CorrectionStatus) => useQuery(correctionsQueryOptions(status));
