import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReferralCodeInfo } from '../../../shared/contracts/referral.contract';

export const getReferralCode = (code: string, signal?: AbortSignal) =>
  api.get<ReferralCodeInfo>(`/referral/code/${encodeURIComponent(code)}`, undefined, signal);

export const referralCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['referral-code', code], queryFn: ({ signal }) => getReferralCode(code, signal), enabled: !!code });

export const useReferralCode = (code: string) => useQuery(referralCodeQueryOptions(code));
