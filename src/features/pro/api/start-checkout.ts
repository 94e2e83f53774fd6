/** `POST /api/payments/pro`: a checkout for Pro; the browser goes there. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RedirectUrl } from '../../../shared/contracts/payments.contract';
import { proKeys } from './pro-keys';

export const startCheckout = () => api.post<RedirectUrl>('/payments/pro');

/** On success the page leaves for the checkout; the caller says what failed. */
export function useStartCheckout(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationKey: proKeys.checkout, mutationFn: startCheckout, onSuccess: ({ url }) => go(url) });
}
