import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Referral } from '../../../shared/contracts/referral.contract';

export const getReferral = (userId: string, signal?: AbortSignal) =>
  api.get<Referral>(`/referral/user/${encodeURIComponent(userId)}`, undefined, signal);

export const referralQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['user', 'referral', userId], queryFn: ({ signal }) => getReferral(userId!, signal), enabled: !!userId });

export const useReferral = (userId: string | undefined) => useQuery(referralQueryOptions(userId));
