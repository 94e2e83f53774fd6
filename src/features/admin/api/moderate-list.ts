/**
 * `POST /api/admin/lists/{id}/hide` and `/unhide`, `POST /api/admin/list-items/{itemId}/hide-note`
 * and `/unhide-note`: each with a reason (the owner reads the hide's).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListModerationResult, NoteModerationResult } from '../../../shared/contracts/moderation.contract';
import type { ModerationAction } from '../../../shared/domain/moderation/list-moderation-rules';
import { refreshAdmin } from './admin-keys';

export interface ModerationInput {
  target: 'list' | 'note';
  /** The list's id, or the item's for a note. */
  id: string;
  action: ModerationAction;
  reason: string;
}

export const moderate = ({ target, id, action, reason }: ModerationInput): Promise<ListModerationResult | NoteModerationResult> =>
  target === 'list'
    ? api.post<ListModerationResult>(`/admin/lists/${encodeURIComponent(id)}/${action}`, { reason })
    : api.post<NoteModerationResult>(`/admin/list-items/${encodeURIComponent(id)}/${action}-note`, { reason });

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderate, onSettled: () => refreshAdmin(queryClient) });
}
