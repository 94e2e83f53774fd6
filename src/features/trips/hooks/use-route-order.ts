/**
 * The shortest route as a golfer can trust it (issue 32): a click previews the change
 * (lib/route-preview.ts); only Confirm saves it, as any edit of the plan is saved (the whole plan,
 * on the revision the last save left); then Undo saves the plan as it was, by the same rules: a
 * trip someone else changed meanwhile refuses it as stale (409) and the planner shows their version.
 * Undo is offered while the plan is still what the route left: any other change (an edit here, a
 * companion's save arriving, a refused save rolled back) takes it away.
 */
import { useEffect, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import type { TripInput } from '../api/save-trip';
import { planKey, previewRoute, type RouteMode, type RoutePreview } from '../lib/route-preview';
import type { Plan } from '../lib/trip-plan';

type Commit = (body: Partial<TripInput>, next?: Plan) => Promise<boolean>;

export const PLAN_CHANGED = 'The plan changed while the route was shown: nothing was reordered. Look at the route again.';

export function useRouteOrder(plan: Plan | null, commit: Commit) {
  const [preview, setPreview] = useState<RoutePreview | null>(null);
  const [done, setDone] = useState<{ preview: RoutePreview; afterKey: string } | null>(null);
  const current = plan ? planKey(plan) : null;
  useEffect(() => {
    if (done && current !== done.afterKey) setDone(null);
  }, [done, current]);

  const show = (mode: RouteMode) => {
    if (plan) setPreview(previewRoute(plan, mode));
  };
  const cancel = () => setPreview(null);
  const confirm = () => {
    if (!preview) return;
    setPreview(null);
    if (current !== planKey(preview.before)) {
      notify(PLAN_CHANGED, 'warning');
      return;
    }
    if (preview.moves.length === 0) return;
    setDone({ preview, afterKey: planKey(preview.after) });
    void commit({}, preview.after);
  };
  const undo = async () => {
    if (!done || current !== done.afterKey) return;
    setDone(null);
    if (await commit({}, done.preview.before)) notify('The plan is back as it was before the reorder.');
  };
  const undoable = done && current === done.afterKey ? done.preview : null;

  return { preview, show, cancel, confirm, undoable, undo, dismissUndo: () => setDone(null) };
}
