import { z } from 'zod';

/** The success envelope around a response schema (spec section 7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export const ok = <T>(data: T, message = 'OK') => ({ status: 'success' as const, message, data });
