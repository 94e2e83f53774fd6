/**
 * A head-to-head: the new item (left, or on top on a phone) against one already in the list, each
 * card a button, with "Too close to call" and "Skip" under them. The dialog's title asks the question.
 */
import { Button, Center, Flex, HStack, Stack } from '@chakra-ui/react';
import { Equal, SkipForward } from 'lucide-react';
import type { RefCallback } from 'react';
import type { PlacementAnswer } from '../../../shared/domain/ranking/placement';
import { RankChoiceCard } from './rank-choice-card';
import type { RankItem } from './rank-flow';

export function CompareStep({ subject, existing, existingCaption, onAnswer, firstRef }: {
  subject: Pick<RankItem, 'title' | 'subtitle' | 'imageUrl'>;
  existing: RankItem;
  /** Where the existing item stands: "#3 · 8.4". */
  existingCaption: string;
  onAnswer: (reply: PlacementAnswer) => void;
  firstRef: RefCallback<HTMLElement>;
}) {
  return (
    <Stack gap="4">
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '3' }} align="stretch">
        <RankChoiceCard ref={firstRef} item={subject} caption="New" testId="rank-choice-new" onChoose={() => onAnswer('new-better')} />
        <Center aria-hidden="true" color="fg.muted" fontSize="xs" fontWeight="bold" textTransform="uppercase" flexShrink={0}>or</Center>
        <RankChoiceCard
          key={existing.id}
          item={existing}
          caption={existingCaption}
          testId="rank-choice-existing"
          onChoose={() => onAnswer('existing-better')}
        />
      </Flex>
      <HStack justify="center" gap="2" wrap="wrap">
        <Button variant="outline" size="sm" data-testid="rank-too-close" onClick={() => onAnswer('too-close')}>
          <Equal aria-hidden="true" />
          Too close to call
        </Button>
        <Button variant="ghost" size="sm" data-testid="rank-skip" onClick={() => onAnswer('skip')}>
          <SkipForward aria-hidden="true" />
          Skip
        </Button>
      </HStack>
    </Stack>
  );
}
