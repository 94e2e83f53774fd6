/** `POST /api/payments/portal-session`: the subscription portal (cancel, resume, card, invoices). */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RedirectUrl } from '../../../shared/contracts/payments.contract';
import { proKeys } from './pro-keys';

export const openPortal = () => api.post<RedirectUrl>('/payments/portal-session');

export function useOpenPortal(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationKey: proKeys.portal, mutationFn: openPortal, onSuccess: ({ url }) => go(url) });
}
