import { api } from '../../../lib/api-client';
import type { Attribution } from '../../../shared/contracts/referral.contract';

export const attributeReferral = (code: string) => api.post<Attribution>('/referral/attribute', { code });
