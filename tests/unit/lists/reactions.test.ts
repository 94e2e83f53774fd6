import { describe, expect, it } from 'vitest';
import { nextReaction, reactionTallies, withReaction } from '../../../src/features/lists/lib/reactions';
import { LIST_REACTIONS } from '../../../src/shared/domain/list-rules';

const reacted = {
  reaction: 'fire' as const,
  reactions: [{ reaction: 'love' as const, count: 2 }, { reaction: 'fire' as const, count: 1 }],
  viewerReaction: 'love' as const,
};

describe('reaction tallies', () => {
  it("count other golfers' reactions plus the owner's, in the fixed order", () => {
    const tallies = reactionTallies(reacted, false);
    expect(tallies.map((t) => t.reaction)).toEqual([...LIST_REACTIONS]);
    expect(tallies.find((t) => t.reaction === 'love')).toEqual({ reaction: 'love', count: 2, mine: true, owners: false });
    expect(tallies.find((t) => t.reaction === 'fire')).toEqual({ reaction: 'fire', count: 2, mine: false, owners: true });
    expect(tallies.find((t) => t.reaction === 'wow')!.count).toBe(0);
  });

  it("the owner's own pick is theirs", () => {
    const tallies = reactionTallies(reacted, true);
    expect(tallies.filter((t) => t.mine).map((t) => t.reaction)).toEqual(['fire']);
  });
});

describe('picking a reaction', () => {
  it('pressing the one you have takes it back', () => {
    expect(nextReaction('love', 'love')).toBeNull();
    expect(nextReaction('love', 'wow')).toBe('wow');
    expect(nextReaction(null, 'hmm')).toBe('hmm');
  });

  it('another golfer changing theirs moves one count', () => {
    const next = withReaction(reacted, false, 'wow');
    expect(next.viewerReaction).toBe('wow');
    expect(next.reactions).toEqual([{ reaction: 'love', count: 1 }, { reaction: 'fire', count: 1 }, { reaction: 'wow', count: 1 }]);
    expect(next.reaction).toBe('fire');
  });

  it('taking it back drops a count that reaches zero', () => {
    const single = { reaction: null, reactions: [{ reaction: 'clap' as const, count: 1 }], viewerReaction: 'clap' as const };
    expect(withReaction(single, false, null)).toEqual({ reaction: null, reactions: [], viewerReaction: null });
  });

  it("the owner's pick changes only their own reaction", () => {
    expect(withReaction(reacted, true, null)).toEqual({ ...reacted, reaction: null });
  });
});
