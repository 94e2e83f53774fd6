/**
 * Back from the checkout or the portal, the Pro card shows the new state without a reload: the
 * current user is fetched again every 1.5 s until the provider's events have landed (the golfer is
 * Pro; after the portal, anything changed), for at most 30 s; then the card says it is taking long.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-provider';
import { currentUserQueryOptions } from '../../../lib/get-current-user';
import { paymentReturnOf, RETURN_POLL_MS, RETURN_WAIT_MS, returnSettled, type PaymentReturn, type ProSnapshot } from '../lib/payment-return';

export type ReturnPhase = 'idle' | 'waiting' | 'done' | 'slow';

export function usePaymentReturn(): { kind: PaymentReturn; phase: ReturnPhase; retry: () => void } {
  const [params, setParams] = useSearchParams();
  const [kind] = useState(() => paymentReturnOf(`?${params.toString()}`));
  const [phase, setPhase] = useState<ReturnPhase>(kind === 'checkout' || kind === 'portal' ? 'waiting' : 'idle');
  const [deadline, setDeadline] = useState(() => Date.now() + RETURN_WAIT_MS);
  const { user } = useAuth();
  const me = useQuery({ ...currentUserQueryOptions(user?.uid), refetchInterval: phase === 'waiting' ? RETURN_POLL_MS : false });
  const first = useRef<ProSnapshot | null>(null);
  const snapshot: ProSnapshot | null = me.data ? { isPremium: me.data.isPremium, cancelAt: me.data.subscription?.cancel_at ?? null } : null;
  if (!first.current && snapshot) first.current = snapshot;

  const settled = returnSettled(kind, first.current, snapshot);
  useEffect(() => {
    if (phase !== 'waiting') return;
    if (settled && me.isFetchedAfterMount) return setPhase('done');
    const left = deadline - Date.now();
    if (left <= 0) return setPhase(kind === 'portal' ? 'done' : 'slow');
    const timer = setTimeout(() => setPhase((p) => (p === 'waiting' ? (kind === 'portal' ? 'done' : 'slow') : p)), left);
    return () => clearTimeout(timer);
  }, [phase, settled, deadline, kind, me.isFetchedAfterMount]);

  // The address forgets the return once it is dealt with, so a reload does not wait again.
  useEffect(() => {
    if (kind && phase !== 'waiting' && (params.has('checkout') || params.has('portal'))) {
      setParams((p) => {
        p.delete('checkout');
        p.delete('portal');
        return p;
      }, { replace: true });
    }
  }, [kind, phase, params, setParams]);

  return {
    kind,
    phase,
    retry: () => {
      setDeadline(Date.now() + RETURN_WAIT_MS);
      setPhase('waiting');
    },
  };
}
