/**
 * The reactions of one list item: emoji with counts. The owner picks their own reaction, other
 * signed-in golfers theirs (pressing it again takes it back); signed-out visitors see the counts.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import type { ListReaction } from '../../../shared/domain/list-rules';
import { nextReaction, REACTION_EMOJI, reactionTallies } from '../lib/reactions';

export function ItemReactions({ item, itemName, viewer, onReact }: {
  item: Pick<ListItem, 'reaction' | 'reactions' | 'viewerReaction'>;
  itemName: string;
  /** Who looks: the owner, another signed-in golfer, or a visitor (counts only). */
  viewer: 'owner' | 'golfer' | 'visitor';
  onReact: (reaction: ListReaction | null) => void;
}) {
  const tallies = reactionTallies(item, viewer === 'owner');
  if (viewer === 'visitor') {
    const shown = tallies.filter((t) => t.count > 0);
    if (shown.length === 0) return null;
    return (
      <HStack gap="2" wrap="wrap" aria-label={`Reactions to ${itemName}`} role="group">
        {shown.map((t) => (
          <Text key={t.reaction} as="span" fontSize="sm" color="fg.muted" data-testid={`reaction-${t.reaction}`}
            aria-label={`${REACTION_EMOJI[t.reaction].label}: ${t.count}`}>
            <span aria-hidden="true">{REACTION_EMOJI[t.reaction].emoji}</span> {t.count}
          </Text>
        ))}
      </HStack>
    );
  }
  const current = viewer === 'owner' ? item.reaction : item.viewerReaction;
  return (
    <HStack gap="0.5" wrap="wrap" role="group" aria-label={viewer === 'owner' ? `Your reaction to ${itemName}` : `React to ${itemName}`}>
      {tallies.map((t) => {
        const { emoji, label } = REACTION_EMOJI[t.reaction];
        const whose = t.mine ? ' (yours)' : t.owners ? ' (the owner’s)' : '';
        return (
          <Button
            key={t.reaction}
            size="xs"
            px="1.5"
            minW="8"
            variant={t.mine ? 'subtle' : 'ghost'}
            colorPalette={t.mine ? 'brand' : 'gray'}
            borderWidth="1px"
            borderColor={t.mine ? 'brand.border' : 'transparent'}
            aria-pressed={t.mine}
            aria-label={`${label}: ${t.count}${whose}`}
            title={label}
            data-testid={`reaction-${t.reaction}`}
            onClick={() => onReact(nextReaction(current, t.reaction))}
          >
            {/* Untouched reactions stay quiet; used ones and your own are in full colour. */}
            <Box as="span" aria-hidden="true" opacity={t.count > 0 || t.mine ? 1 : 0.6} filter={t.count > 0 || t.mine ? undefined : 'grayscale(0.7)'}>{emoji}</Box>
            {t.count > 0 && <Text as="span" fontSize="xs" fontVariantNumeric="tabular-nums">{t.count}</Text>}
          </Button>
        );
      })}
    </HStack>
  );
}
