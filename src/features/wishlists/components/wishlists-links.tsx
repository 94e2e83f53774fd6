import { Badge, Button, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/get-current-user';
import { WISHLIST_KINDS } from '../../../shared/contracts/wishlists.contract';
import { listsOf, WISHLIST_COPY } from '../lib/wishlist-kinds';

/**
 * On your own profile: the way to your wishlists and watchlists (private, so only you see this).
 * The spec reaches /wishlists only after creating one; a golfer also wants to come back to them.
 */
export function WishlistsLinks() {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="wishlists-links">
      {WISHLIST_KINDS.map((kind) => {
        const copy = WISHLIST_COPY[kind];
        const Icon = copy.icon;
        return (
          <Button key={kind} asChild size="sm" variant="outline">
            <Link to={copy.path}>
              <Icon aria-hidden="true" /> Your {copy.noun}s
              <Badge size="sm" variant="subtle">{listsOf(me, kind).length}</Badge>
            </Link>
          </Button>
        );
      })}
    </HStack>
  );
}
