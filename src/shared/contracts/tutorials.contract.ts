/**
 * Tutorials a golfer has seen (spec section 2, tutorial identifiers 'me' and 'explore'), kept on
 * the server so a dismissed tutorial stays dismissed in every browser the golfer signs in on.
 * `PUT /api/user/tutorials/{name}` records one as done, `DELETE` shows it again; both answer the
 * golfer's whole list, like `GET /api/user/tutorials`.
 */
import { z } from 'zod';
import { TUTORIALS, type TutorialName } from '../domain/enums';

export { TUTORIALS, type TutorialName };

export const tutorialNameSchema = z.enum(TUTORIALS, { error: `must be one of ${TUTORIALS.join(', ')}` });

export const tutorialParamsSchema = z.strictObject({ name: tutorialNameSchema });

/** One finished (or dismissed) tutorial; `completedAt` is an ISO timestamp. */
export const tutorialDoneSchema = z.object({ name: tutorialNameSchema, completedAt: z.string() });
export type TutorialDone = z.infer<typeof tutorialDoneSchema>;

/** The signed-in golfer's finished tutorials, in the order of `TUTORIALS`. */
export const tutorialsSchema = z.object({ tutorials: z.array(tutorialDoneSchema) });
export type Tutorials = z.infer<typeof tutorialsSchema>;
