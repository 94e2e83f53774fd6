/**
 * Query keys of panelists. The golfer's own request sits under 'user' (dropped with the rest of
 * the user's data on sign-out); the roster and profiles (the Panelist badge) are public.
 */
import type { QueryClient } from '@tanstack/react-query';

export const panelistKeys = {
  mine: ['user', 'panelist'] as const,
  roster: ['panelists'] as const,
};

/** After a change of status: the golfer's request, the roster and profiles (the badge). */
export const refreshPanelists = (queryClient: QueryClient): Promise<unknown> => Promise.all([
  queryClient.invalidateQueries({ queryKey: panelistKeys.mine }),
  queryClient.invalidateQueries({ queryKey: panelistKeys.roster }),
  queryClient.invalidateQueries({ queryKey: ['users'] }),
]);
