/**
 * Reactions on list items: the emoji the client shows for each (list-rules.ts names them), what a
 * row counts, and the cached item after a golfer picks one. The owner's own reaction is
 * `reaction`; other golfers' are counted in `reactions`, and the viewer's own among them is
 * `viewerReaction`.
 */
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import { LIST_REACTIONS, type ListReaction } from '../../../shared/domain/list-rules';

export const REACTION_EMOJI: Record<ListReaction, { emoji: string; label: string }> = {
  love: { emoji: '❤️', label: 'Love' },
  fire: { emoji: '🔥', label: 'Fire' },
  must_play: { emoji: '⛳', label: 'Must play' },
  clap: { emoji: '👏', label: 'Clap' },
  wow: { emoji: '😮', label: 'Wow' },
  hmm: { emoji: '🤔', label: 'Hmm' },
};

export interface ReactionTally {
  reaction: ListReaction;
  /** Everyone's: other golfers' plus the owner's own. */
  count: number;
  /** The viewer's pick (the owner's own reaction when the owner looks). */
  mine: boolean;
  /** The owner picked it. */
  owners: boolean;
}

type Reactable = Pick<ListItem, 'reaction' | 'reactions' | 'viewerReaction'>;

/** Every reaction in the fixed order with its count and whose it is. */
export function reactionTallies(item: Reactable, viewerIsOwner: boolean): ReactionTally[] {
  return LIST_REACTIONS.map((reaction) => {
    const others = item.reactions.find((r) => r.reaction === reaction)?.count ?? 0;
    const owners = item.reaction === reaction;
    return { reaction, count: others + (owners ? 1 : 0), mine: viewerIsOwner ? owners : item.viewerReaction === reaction, owners };
  });
}

/** The reaction a button press sets: pressing the one you have takes it back. */
export const nextReaction = (current: ListReaction | null, pressed: ListReaction): ListReaction | null => (current === pressed ? null : pressed);

/** The item as it will be once the viewer's reaction is `next` (the owner's own, or another golfer's). */
export function withReaction<T extends Reactable>(item: T, viewerIsOwner: boolean, next: ListReaction | null): T {
  if (viewerIsOwner) return { ...item, reaction: next };
  const before = item.viewerReaction;
  if (before === next) return item;
  const counts = new Map(item.reactions.map((r) => [r.reaction, r.count]));
  if (before) counts.set(before, (counts.get(before) ?? 1) - 1);
  if (next) counts.set(next, (counts.get(next) ?? 0) + 1);
  const reactions = [...counts].filter(([, count]) => count > 0).map(([reaction, count]) => ({ reaction, count }));
  return { ...item, viewerReaction: next, reactions };
}
