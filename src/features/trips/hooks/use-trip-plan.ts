/**
 * The planner's plan of one trip: shown at once when the golfer changes it, then saved whole
 * (`POST /api/lists/trip` with the revision read). A refused save puts the trip back as the
 * server has it and says why; a save on a trip someone changed meanwhile (409) shows theirs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import type { TripDetail } from '../../../shared/contracts/trips.contract';
import { useAuth } from '../../auth/auth-provider';
import { tripKeys } from '../api/trip-keys';
import { useSaveTrip, type TripInput } from '../api/trip-writes';
import { planBody, planOf, type Plan } from '../lib/trip-plan';

export function useTripPlan(trip: TripDetail | undefined) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const save = useSaveTrip();
  const [plan, setPlan] = useState<Plan | null>(null);
  const latest = useRef(trip);
  latest.current = trip;
  // A newer trip from the server (a save, a companion's change on refetch) is the plan again.
  useEffect(() => {
    if (trip) setPlan(planOf(trip));
  }, [trip]);

  const commit = async (body: Partial<TripInput>, next?: Plan): Promise<boolean> => {
    const current = latest.current;
    if (!current) return false;
    if (next) setPlan(next);
    try {
      const saved = await save.mutateAsync({ ...(next ? planBody(current, next) : { _id: current._id, revision: current.updatedAt }), ...body });
      queryClient.setQueryData(tripKeys.detailFor(current._id, user?.uid ?? null), saved);
      return true;
    } catch (e) {
      setPlan(planOf(current));
      notify(e instanceof ApiError ? e.message : 'The trip could not be saved. Try again.', 'error');
      if (e instanceof ApiError && e.status === 409) await queryClient.invalidateQueries({ queryKey: tripKeys.all });
      return false;
    }
  };

  return { plan, commit, saving: save.isPending };
}
