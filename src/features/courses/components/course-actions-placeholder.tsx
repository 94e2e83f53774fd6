/**
 * Played, wishlist and watchlist, before accounts exist: real buttons, visibly unavailable, that
 * say why on hover and focus. `aria-disabled` (not `disabled`) keeps them focusable, so keyboard
 * users reach the explanation too.
 */
import { Button, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { Eye, Flag, Heart, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';

const ACTIONS: { label: string; icon: LucideIcon; testId: string }[] = [
  { label: 'Mark as played', icon: Flag, testId: 'action-played' },
  { label: 'Add to wishlist', icon: Heart, testId: 'action-wishlist' },
  { label: 'Add to watchlist', icon: Eye, testId: 'action-watchlist' },
];

export const SIGN_IN_HINT = 'Sign in to use this';

export function CourseActionsPlaceholder() {
  const hintId = useId();
  return (
    <SimpleGrid role="group" aria-label="Your golf" aria-describedby={hintId} columns={3} gap="2" data-testid="course-actions">
      <VisuallyHidden id={hintId}>{SIGN_IN_HINT}</VisuallyHidden>
      {ACTIONS.map(({ label, icon: Icon, testId }) => (
        <Tooltip key={label} content={SIGN_IN_HINT} placement="top">
          <Button
            size="sm"
            variant="outline"
            h="auto"
            minH="16"
            py="2.5"
            px="1.5"
            flexDirection="column"
            gap="1.5"
            whiteSpace="normal"
            textStyle="xs"
            aria-disabled="true"
            data-disabled=""
            data-testid={testId}
            onClick={(e) => e.preventDefault()}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
