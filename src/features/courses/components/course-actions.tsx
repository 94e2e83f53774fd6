/**
 * Played, wishlist and watchlist on a course. Signed-out visitors get the sign-in dialog instead
 * (spec section 6). For signed-in golfers these wait for the played and list endpoints: the buttons
 * stay focusable (`aria-disabled`, not `disabled`) and say why on hover and focus.
 */
import { Button, SimpleGrid } from '@chakra-ui/react';
import { Eye, Flag, Heart, type LucideIcon } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAuth } from '../../auth/auth-provider';
import { useAuthDialog } from '../../auth/components/auth-dialog-provider';

const ACTIONS: { label: string; icon: LucideIcon; testId: string }[] = [
  { label: 'Mark as played', icon: Flag, testId: 'action-played' },
  { label: 'Add to wishlist', icon: Heart, testId: 'action-wishlist' },
  { label: 'Add to watchlist', icon: Eye, testId: 'action-watchlist' },
];

export const SIGN_IN_HINT = 'Sign in to use this';
export const NOT_YET_HINT = 'Played courses and lists are not available yet';

export function CourseActions() {
  const { user } = useAuth();
  const { open } = useAuthDialog();
  const hint = user ? NOT_YET_HINT : SIGN_IN_HINT;
  return (
    <SimpleGrid role="group" aria-label="Your golf" columns={3} gap="2" data-testid="course-actions">
      {ACTIONS.map(({ label, icon: Icon, testId }) => (
        <Tooltip key={label} content={hint} placement="top">
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
            aria-disabled={user ? 'true' : undefined}
            data-disabled={user ? '' : undefined}
            data-testid={testId}
            onClick={(e) => {
              e.preventDefault();
              if (!user) open();
            }}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
