/**
 * One list in the "Rank it" chooser: a full-width button (its name, what it is and holds, where the
 * course already stands in it) and, when it cannot take the course, why, under it, with a link to
 * TPL Pro when Pro would lift the limit. A list that cannot take the course is a disabled button.
 */
import { Box, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, Flag, ListOrdered, Trophy } from 'lucide-react';
import { useId } from 'react';
import { withoutProPointer, type RankChoice } from '../lib/rank-choices';
import { ProLink } from './pro-link';

export function RankChoiceOption({ choice, busy, disabled, onChoose, onNavigate, isMyLie = false }: {
  choice: RankChoice;
  /** Its list is being read (or My Lie created): a spinner. */
  busy: boolean;
  /** Another choice is under way. */
  disabled: boolean;
  onChoose: () => void;
  /** The Pro link was followed: close the chooser. */
  onNavigate: () => void;
  isMyLie?: boolean;
}) {
  const whyId = useId();
  const { block } = choice;
  const Icon = isMyLie ? Trophy : choice.kind === 'hole' ? Flag : ListOrdered;
  const explained = block && block.reason !== 'ranked';
  return (
    <Box
      as="li"
      listStyleType="none"
      data-testid="rank-choice"
      data-list-id={choice.list?._id ?? 'new-my-lie'}
      data-blocked={block?.reason}
    >
      <chakra.button
        type="button"
        onClick={onChoose}
        disabled={!!block || disabled}
        aria-describedby={explained ? whyId : undefined}
        aria-busy={busy || undefined}
        colorPalette="brand"
        w="full"
        display="flex"
        alignItems="center"
        gap="3"
        px="3"
        py="2.5"
        textAlign="start"
        color="fg"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        cursor="pointer"
        transition="background 0.15s, border-color 0.15s"
        _hover={{ bg: 'bg.muted', borderColor: 'border.emphasized' }}
        _disabled={{ cursor: 'not-allowed', bg: 'bg.subtle', _hover: { bg: 'bg.subtle', borderColor: 'border' } }}
        focusVisibleRing="outside"
      >
        <Box as="span" color={block ? 'fg.subtle' : 'brand.fg'} flexShrink={0}><Icon aria-hidden="true" size={20} /></Box>
        <Stack as="span" gap="0.5" flex="1" minW="0">
          <Text as="span" fontWeight="semibold" truncate color={block ? 'fg.muted' : 'fg'} data-testid="rank-choice-name">{choice.name}</Text>
          <Text as="span" textStyle="xs" color="fg.muted" data-testid="rank-choice-detail">{choice.detail}</Text>
          {choice.ranked && (
            <Text as="span" textStyle="xs" fontWeight="medium" color="brand.fg" data-testid="rank-choice-ranked">{choice.ranked}</Text>
          )}
        </Stack>
        {busy ? <Spinner size="sm" color="brand.fg" /> : !block && <Box as="span" color="fg.subtle"><ChevronRight aria-hidden="true" size={18} /></Box>}
      </chakra.button>
      {explained && (
        <HStack id={whyId} gap="2" wrap="wrap" mt="1" px="1" textStyle="xs" data-testid="rank-choice-block">
          <Text as="span" color="fg.muted">{block.pro ? withoutProPointer(block.message) : block.message}</Text>
          {block.pro && <ProLink onNavigate={onNavigate} />}
        </HStack>
      )}
    </Box>
  );
}
