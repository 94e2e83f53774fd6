/**
 * The demo community of the local default (`npm start` on a fresh install; `npm run demo:seed`,
 * `npm run demo:remove`): made by the deterministic generator, written in one transaction, removed
 * in one. Afterwards the community rankings are recomputed by whoever owns them (`rankingsChanged`):
 * on a first start the server computes them anyway, the commands call the recompute themselves.
 */
import { generateDemoCommunity } from '../demo-community/generate-demo-community';
import type { DemoCommunityRepository, DemoWritten } from '../data/demo-community.repository';
import type { NewGolfer } from '../identity/token-claims';

export interface DemoSeedOptions {
  /** The seed day, 'YYYY-MM-DD' (today, UTC, unless a test fixes it). */
  today?: string;
  /** The demo account (demo.golfer@example.com): some demo golfers follow it and it follows some. */
  account?: NewGolfer | null;
}

export function demoCommunityService(deps: { demo: DemoCommunityRepository; rankingsChanged?: () => Promise<unknown> }) {
  const { demo, rankingsChanged } = deps;
  return {
    /** Writes the demo community unless it is there already (then null: a second seed changes nothing). */
    async seed({ today = new Date().toISOString().slice(0, 10), account = null }: DemoSeedOptions = {}): Promise<DemoWritten | null> {
      if (await demo.isSeeded()) return null;
      const written = await demo.write(generateDemoCommunity(await demo.seedCourses(), { today }), account);
      if (written) await rankingsChanged?.();
      return written;
    },

    /** Removes every demo golfer and everything of theirs; answers how many golfers went. */
    async remove(): Promise<number> {
      const removed = await demo.remove();
      await rankingsChanged?.();
      return removed;
    },
  };
}

export type DemoCommunityService = ReturnType<typeof demoCommunityService>;
