import { Badge } from '@chakra-ui/react';
import { RANK_BUCKET_LABELS, type RankBucket } from '../../../shared/domain/ranking/buckets';
import { formatScore } from '../../../shared/domain/ranking/score';

/** Loved green, fine amber, disliked red: Chakra's subtle palettes keep the text readable in both modes. */
const PALETTE: Record<RankBucket, string> = { loved: 'green', fine: 'orange', disliked: 'red' };

/** An item's score ("8.4") coloured by its bucket; nothing for lists without sentiment. */
export function ScoreChip({ score, bucket }: { score: number | null; bucket: RankBucket | null }) {
  if (score === null || bucket === null) return null;
  return (
    <Badge
      size="md"
      variant="subtle"
      colorPalette={PALETTE[bucket]}
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      flexShrink={0}
      aria-label={`Score ${formatScore(score)}, ${RANK_BUCKET_LABELS[bucket]}`}
      title={RANK_BUCKET_LABELS[bucket]}
      data-testid="list-item-score"
      data-bucket={bucket}
    >
      {formatScore(score)}
    </Badge>
  );
}
