/**
 * Lists moderation (issue 24): an admin hides a list or an item's note with a reason. The owner
 * reads `hidden` / `noteHidden` (when and why); others never see the list or the note at all.
 */
import { z } from 'zod';
import { idSchema } from './common.contract';

/** Set when an admin hid it: when and why. */
export const hiddenByAdminSchema = z.object({ at: z.string(), reason: z.string() });
export type HiddenByAdmin = z.infer<typeof hiddenByAdminSchema>;

/** `POST /api/admin/list-items/{itemId}/hide-note`, `/unhide-note`. */
export const itemIdParamsSchema = z.strictObject({ itemId: idSchema });

/** What a hide or unhide answers: the record's state now. */
export const listModerationResultSchema = z.object({ _id: idSchema, hidden: hiddenByAdminSchema.nullable() });
export const noteModerationResultSchema = z.object({ _id: idSchema, listId: idSchema, noteHidden: hiddenByAdminSchema.nullable() });
export type ListModerationResult = z.infer<typeof listModerationResultSchema>;
export type NoteModerationResult = z.infer<typeof noteModerationResultSchema>;
