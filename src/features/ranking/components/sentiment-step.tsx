/** "How was it?": three large buttons, loved first; the answer picks the bucket the head-to-heads run in. */
import { Button, Stack } from '@chakra-ui/react';
import { Frown, Heart, Meh, type LucideIcon } from 'lucide-react';
import type { RefCallback } from 'react';
import { RANK_BUCKET_LABELS, RANK_BUCKETS, type RankBucket } from '../../../shared/domain/ranking/buckets';

const LOOKS: Record<RankBucket, { icon: LucideIcon; colorPalette: string }> = {
  loved: { icon: Heart, colorPalette: 'brand' },
  fine: { icon: Meh, colorPalette: 'accent' },
  disliked: { icon: Frown, colorPalette: 'red' },
};

export function SentimentStep({ onChoose, firstRef, label }: {
  onChoose: (bucket: RankBucket) => void;
  firstRef: RefCallback<HTMLElement>;
  /** The question, which names the group of answers. */
  label: string;
}) {
  return (
    <Stack gap="3" role="group" aria-label={label}>
      {RANK_BUCKETS.map((bucket, i) => {
        const { icon: Icon, colorPalette } = LOOKS[bucket];
        return (
          <Button
            key={bucket}
            ref={i === 0 ? firstRef : undefined}
            data-testid={`rank-sentiment-${bucket}`}
            onClick={() => onChoose(bucket)}
            variant="surface"
            colorPalette={colorPalette}
            size="xl"
            h="16"
            justifyContent="flex-start"
            gap="4"
            fontSize="lg"
          >
            <Icon aria-hidden="true" />
            {RANK_BUCKET_LABELS[bucket]}
          </Button>
        );
      })}
    </Stack>
  );
}
