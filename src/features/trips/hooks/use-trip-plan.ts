/**
 * The planner's plan of one trip: shown at once when the golfer changes it, then saved whole
 * (`POST /api/lists/trip` with the revision last saved or read). Saves go one at a time, each on
 * the revision the one before it left, so quick edits (a tee time typed digit by digit) never
 * trip over each other. A refused save puts the trip back as the server has it and says why; a
 * save on a trip someone else changed meanwhile (409) shows theirs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import type { TripDetail } from '../../../shared/contracts/trips.contract';
import { tripKeys } from '../api/trip-keys';
import { useSaveTrip, type TripInput } from '../api/save-trip';
import { planBody, planOf, type Plan } from '../lib/trip-plan';

export function useTripPlan(trip: TripDetail | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const save = useSaveTrip();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [pending, setPending] = useState(0);
  // The trip as the server last had it; saves build on its revision.
  const server = useRef(trip);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A newer trip from the server (a save, a companion's change on refetch) is the plan again,
  // unless saves are still on their way (their answers bring it).
  useEffect(() => {
    if (!trip) return;
    if (!server.current || trip.updatedAt >= server.current.updatedAt || trip._id !== server.current._id) server.current = trip;
    if (pending === 0) setPlan(planOf(server.current));
  }, [trip, pending]);

  const commit = (body: Partial<TripInput>, next?: Plan): Promise<boolean> => {
    if (!server.current) return Promise.resolve(false);
    if (next) setPlan(next);
    setPending((n) => n + 1);
    const run = queue.current.then(async () => {
      const current = server.current!;
      try {
        const saved = await save.mutateAsync({ ...(next ? planBody(current, next) : { _id: current._id, revision: current.updatedAt }), ...body });
        server.current = saved;
        queryClient.setQueryData(tripKeys.detailFor(current._id, user?.uid ?? null), saved);
        return true;
      } catch (e) {
        setPlan(planOf(current));
        notify(e instanceof ApiError ? e.message : 'The trip could not be saved. Try again.', 'error');
        if (e instanceof ApiError && e.status === 409) await queryClient.invalidateQueries({ queryKey: tripKeys.all });
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    });
    queue.current = run;
    return run;
  };

  return { plan, commit, saving: pending > 0 };
}
