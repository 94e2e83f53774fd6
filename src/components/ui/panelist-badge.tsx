/**
 * The Panelist badge (issue 24) beside an approved panelist's name: on their profile and in the
 * roster. Its text says what it is to a screen reader.
 */
import { Badge } from '@chakra-ui/react';

export function PanelistBadge({ show = true, size = 'sm' }: { show?: boolean; size?: 'xs' | 'sm' | 'md' }) {
  if (!show) return null;
  return (
    <Badge size={size} variant="subtle" colorPalette="brand" flexShrink={0} data-testid="panelist-badge" title="TPL panelist">
      Panelist
    </Badge>
  );
}
