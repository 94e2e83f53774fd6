import { z } from 'zod';
import { ARCHITECTURE_PREFERENCES, DIFFICULTY_PREFERENCES } from '../domain/enums';
import { idSchema, queryInt } from './common.contract';

/** A golfer as others see them (search results, followers). */
export const publicUserSchema = z.object({
  _id: idSchema,
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  picture: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user, from `GET /api/user/me`. */
export const currentUserSchema = z.object({
  _id: idSchema,
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  subscription: z.object({ cancel_at: z.number().int().nullable() }).nullable(),
  preferences: z.object({
    difficulty: z.enum(DIFFICULTY_PREFERENCES),
    architecture: z.enum(ARCHITECTURE_PREFERENCES),
  }),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userSearchQuerySchema = z.strictObject({
  terms: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  limit: queryInt(1, 50).default(10),
});
