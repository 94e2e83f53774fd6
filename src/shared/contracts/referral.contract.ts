import { z } from 'zod';
import { idSchema } from './common.contract';
import { publicUserSchema } from './users.contract';

/** Referral codes are 8 URL-safe characters (spec: invite link {host}/invite/{code}). */
export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{8}$/, `must be a ${REFERRAL_CODE_LENGTH}-character referral code`);

export const referralUserParamsSchema = z.strictObject({ userId: idSchema });
export const referralCodeParamsSchema = z.strictObject({ code: referralCodeSchema });

/** `POST /api/referral/attribute`; a pasted code may carry spaces around it. */
export const attributeReferralSchema = z.strictObject({ code: z.string({ error: 'must be a string' }).trim().pipe(referralCodeSchema) });

/** How many of a user's referrals `GET /api/referral/user/{userId}` lists (newest first); `total` counts all. */
export const REFERRALS_SHOWN = 100;

export const referredUserSchema = z.object({ user: publicUserSchema, createdAt: z.string() });

/** `GET /api/referral/user/{userId}` (spec: code, referrals). */
export const referralSchema = z.object({
  code: referralCodeSchema,
  referrals: z.array(referredUserSchema),
  total: z.number().int(),
});
export type Referral = z.infer<typeof referralSchema>;

/** `GET /api/referral/code/{code}`: whose invite this is (the invite page shows the inviter). */
export const referralCodeInfoSchema = z.object({ code: referralCodeSchema, referrer: publicUserSchema });
export type ReferralCodeInfo = z.infer<typeof referralCodeInfoSchema>;

/** `POST /api/referral/attribute`: who referred the signed-in user, and when. */
export const attributionSchema = z.object({ code: referralCodeSchema, referrer: publicUserSchema, createdAt: z.string() });
export type Attribution = z.infer<typeof attributionSchema>;
