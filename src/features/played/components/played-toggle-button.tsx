/**
 * The played toggle (spec section 4): pressed when the course is in the golfer's played courses;
 * the tooltip says what a click does ('Mark as played' / 'Remove from played'). Its name stays
 * "Played" whatever the state (a toggle's name must not change; aria-pressed tells the state).
 */
import { Button, IconButton } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Flag } from 'lucide-react';
import { activeLook, ROW_ACTION_PROPS, TILE_PROPS, type ActionLook } from '../../../components/ui/action-button-styles';
import { Tooltip } from '../../../components/ui/tooltip';
import { usePlayedToggle, type AfterPlayed, type PlayedCourse } from '../hooks/use-played-toggle';

export function PlayedToggleButton({ course, look, afterAdd, testId = 'action-played' }: {
  course: PlayedCourse;
  look: ActionLook;
  /** What happens after a course is added (default: nothing; the course page goes to the courses near it). */
  afterAdd?: AfterPlayed | null;
  testId?: string;
}) {
  const { played, toggle, adding, busy, unknown } = usePlayedToggle(course, afterAdd);
  const tip = played ? 'Remove from played' : 'Mark as played';
  const shared = {
    'aria-pressed': played,
    // Until the user is known the state is unknown: disabled. While a write is on its way the
    // button already shows where it is going (the remove is optimistic) and ignores clicks.
    'aria-disabled': unknown ? true : undefined,
    'aria-busy': busy || undefined,
    'data-testid': testId,
    'data-played': played ? 'true' : 'false',
    loading: adding,
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      toggle();
    },
    ...activeLook(played, 'brand'),
  } as const;
  const icon = <Flag aria-hidden="true" fill={played ? 'currentColor' : 'none'} />;
  return (
    <Tooltip content={tip} placement="top">
      {look === 'tile'
        ? <Button {...TILE_PROPS} {...shared}>{icon}Played</Button>
        : <IconButton size="sm" aria-label="Played" {...ROW_ACTION_PROPS} {...shared}>{icon}</IconButton>}
    </Tooltip>
  );
}
