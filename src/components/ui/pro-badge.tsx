/**
 * The exclusive Pro badge (spec section 1) beside a golfer's name, wherever names appear. Its
 * text says what it is to a screen reader; `show` lets callers pass the golfer's flag as it is.
 */
import { Badge } from '@chakra-ui/react';

export function ProBadge({ show = true, size = 'sm' }: { show?: boolean; size?: 'xs' | 'sm' | 'md' }) {
  if (!show) return null;
  return (
    <Badge size={size} variant="solid" colorPalette="accent" flexShrink={0} data-testid="pro-badge" title="TPL Pro member">
      Pro<span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}> member</span>
    </Badge>
  );
}
