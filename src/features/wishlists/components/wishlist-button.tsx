/**
 * The wishlist or watchlist button of a course: opens the list dialog (spec section 4), or the
 * sign-in dialog for a visitor (section 6). Highlighted when the course is in any of the golfer's
 * lists of that kind; the tooltip says how many.
 */
import { Button, IconButton } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { activeLook, ROW_ACTION_PROPS, TILE_PROPS, type ActionLook } from '../../../components/ui/action-button-styles';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { WishlistKind } from '../../../shared/contracts/wishlists.contract';
import { Tooltip } from '../../../components/ui/tooltip';
import { listsHolding, WISHLIST_COPY } from '../lib/wishlist-kinds';
import { useWishlistDialog } from './wishlist-dialog-context';

export function wishlistTip(kind: WishlistKind, holding: number): string {
  const { noun } = WISHLIST_COPY[kind];
  if (holding === 0) return `Add to ${noun}`;
  return holding === 1 ? `In your ${noun}: change` : `In ${holding} of your ${noun}s: change`;
}

export function WishlistButton({ kind, course, look }: {
  kind: WishlistKind;
  course: { _id: string; club_name: string };
  look: ActionLook;
}) {
  const copy = WISHLIST_COPY[kind];
  const { user } = useAuth();
  const { open: openSignIn } = useAuthDialog();
  const { data: me } = useCurrentUser();
  const { openWishlists } = useWishlistDialog();
  const holding = listsHolding(me, kind, course._id).length;
  const active = holding > 0;
  const Icon = copy.icon;
  const shared = {
    'aria-haspopup': 'dialog',
    'data-testid': `action-${kind}`,
    'data-active': active ? 'true' : 'false',
    onClick: (e: MouseEvent<HTMLButtonElement>) => {
      e.preventDefault();
      if (!user) return openSignIn();
      openWishlists({ kind, course: { _id: course._id, club_name: course.club_name } }, e.currentTarget);
    },
    ...activeLook(active, copy.palette),
  } as const;
  const icon = <Icon aria-hidden="true" fill={active && kind === 'wishlist' ? 'currentColor' : 'none'} />;
  return (
    <Tooltip content={wishlistTip(kind, holding)} placement="top">
      {look === 'tile'
        ? <Button {...TILE_PROPS} {...shared}>{icon}{copy.title}</Button>
        : <IconButton size="sm" aria-label={copy.title} {...ROW_ACTION_PROPS} {...shared}>{icon}</IconButton>}
    </Tooltip>
  );
}
