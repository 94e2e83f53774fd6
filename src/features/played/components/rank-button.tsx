/**
 * "Rank it" on a course: opens the chooser of lists to rank it in (RankingProvider), or the sign-in
 * dialog for a visitor (spec section 6, like the other actions). Highlighted when the course is
 * ranked in any of the golfer's lists; the tooltip says what it does.
 */
import { Button, IconButton } from '@chakra-ui/react';
import { ListOrdered } from 'lucide-react';
import type { MouseEvent } from 'react';
import { activeLook, ROW_ACTION_PROPS, TILE_PROPS, type ActionLook } from '../../../components/ui/action-button-styles';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { useCourseStandings } from '../../lists/api/get-list-reads';
import { useRanking } from './ranking-context';

export const RANK_TIP = 'Rank in a list';

export function RankButton({ course, look }: { course: { _id: string; club_name: string }; look: ActionLook }) {
  const { user, ready } = useAuth();
  const { open: openSignIn } = useAuthDialog();
  const { openRank } = useRanking();
  const { data: standings } = useCourseStandings(course._id);
  const ranked = !!user && (standings ?? []).some((s) => s.kind !== 'trip');
  const shared = {
    'aria-haspopup': 'dialog',
    'data-testid': 'action-rank',
    'data-active': ranked ? 'true' : 'false',
    // Until the session is known a click would open sign-in for a golfer who is signed in.
    'aria-disabled': ready ? undefined : true,
    onClick: (e: MouseEvent<HTMLButtonElement>) => {
      e.preventDefault();
      if (!ready) return;
      if (!user) return openSignIn();
      openRank({ courseId: course._id, courseName: course.club_name }, { returnFocus: e.currentTarget });
    },
    ...activeLook(ranked, 'purple'),
  } as const;
  const icon = <ListOrdered aria-hidden="true" />;
  return (
    <Tooltip content={RANK_TIP} placement="top">
      {look === 'tile'
        ? <Button {...TILE_PROPS} {...shared}>{icon}Rank it</Button>
        : <IconButton size="sm" aria-label="Rank it" {...ROW_ACTION_PROPS} {...shared}>{icon}</IconButton>}
    </Tooltip>
  );
}
