/**
 * "Demo golfer": marks the golfers of the demo community a fresh local install comes with (`npm
 * start`; `npm run demo:remove` takes them out), so nobody takes them for real people.
 */
import { Badge } from '@chakra-ui/react';

export const DEMO_GOLFER_LABEL = 'Demo golfer';
export const DEMO_GOLFER_TITLE = 'One of the demo community that comes with a fresh local install; not a real golfer.';

export function DemoBadge({ user }: { user: { isDemo: boolean } }) {
  if (!user.isDemo) return null;
  return (
    <Badge size="sm" variant="surface" colorPalette="gray" flexShrink={0} title={DEMO_GOLFER_TITLE} data-testid="demo-badge">
      {DEMO_GOLFER_LABEL}
    </Badge>
  );
}
