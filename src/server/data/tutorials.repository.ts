/**
 * Every SQL statement about the tutorials a golfer has finished (`user_tutorials`). Every call
 * names the golfer; a row means the tutorial is not shown again.
 */
import { and, eq } from 'drizzle-orm';
import { TUTORIALS, type TutorialDone, type TutorialName } from '../../shared/contracts/tutorials.contract';
import type { Db } from './database';
import { userTutorials } from './schema';

const order = (t: TutorialName) => TUTORIALS.indexOf(t);

export function tutorialsRepository(db: Db) {
  return {
    /** The golfer's finished tutorials, in the order of `TUTORIALS`. */
    async done(userId: string): Promise<TutorialDone[]> {
      const rows = await db.select({ name: userTutorials.tutorial, completedAt: userTutorials.completedAt })
        .from(userTutorials).where(eq(userTutorials.userId, userId));
      return rows
        .sort((a, b) => order(a.name) - order(b.name))
        .map((r) => ({ name: r.name, completedAt: r.completedAt.toISOString() }));
    },

    /** Records a tutorial as done; true when this call wrote it (false: it was done already, its time kept). */
    async markDone(userId: string, tutorial: TutorialName): Promise<boolean> {
      const rows = await db.insert(userTutorials).values({ userId, tutorial }).onConflictDoNothing()
        .returning({ tutorial: userTutorials.tutorial });
      return rows.length > 0;
    },

    /** Forgets a tutorial, so it shows again; true when there was a record to forget. */
    async reset(userId: string, tutorial: TutorialName): Promise<boolean> {
      const rows = await db.delete(userTutorials)
        .where(and(eq(userTutorials.userId, userId), eq(userTutorials.tutorial, tutorial)))
        .returning({ tutorial: userTutorials.tutorial });
      return rows.length > 0;
    },
  };
}

export type TutorialsRepository = ReturnType<typeof tutorialsRepository>;
