import { z } from 'zod';

export const healthSchema = z.object({
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), courses: z.number().int().nullable() }),
  identity: z.object({ ok: z.boolean(), mode: z.enum(['emulator', 'firebase']) }),
  indexes: z.object({ ready: z.boolean(), courses: z.number().int() }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
