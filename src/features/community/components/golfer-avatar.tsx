import { Avatar } from '@chakra-ui/react';
import type { PublicUser } from '../../../shared/contracts/users.contract';

export const golferName = (u: PublicUser) => u.displayName ?? 'Golfer';

export function GolferAvatar({ user, size = 'sm' }: { user: PublicUser; size?: 'xs' | 'sm' }) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={golferName(user)} />
      {user.picture && <Avatar.Image src={user.picture} alt="" />}
    </Avatar.Root>
  );
}
