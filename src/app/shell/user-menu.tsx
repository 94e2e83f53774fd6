import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';
import { Ban, Bell, Gift, ListChecks, ListOrdered, LogOut, Star, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/toaster';
import { useAuthDialog } from '../../lib/auth-dialog-context';
import { useAuth } from '../../lib/auth-provider';
import { useCurrentUser } from '../../lib/get-current-user';

const ReferDialog = lazy(() => import('../../features/referral/components/refer-dialog').then((m) => ({ default: m.ReferDialog })));

/** Profile, My lists, Played checklist, Pro, Refer a friend, Notification settings, Blocked golfers, Sign out; or a Sign in button for visitors (spec section 2). */
export function UserMenu() {
  const { user, ready, signOut } = useAuth();
  const { data: me } = useCurrentUser();
  const { open: openSignIn } = useAuthDialog();
  const navigate = useNavigate();
  const [referOpen, setReferOpen] = useState(false);

  if (!ready) return null;
  if (!user) {
    return (
      <Button size="sm" colorPalette="brand" onClick={() => openSignIn()} data-testid="sign-in-button">
        Sign in
      </Button>
    );
  }
  const name = me?.displayName ?? user.displayName ?? user.email ?? 'Golfer';
  return (
    <>
    {referOpen && <Suspense fallback={null}><ReferDialog onClose={() => setReferOpen(false)} /></Suspense>}
    <Menu.Root onSelect={async ({ value }) => {
      if (value === 'profile' && me) navigate(`/users/${me._id}`);
      if (value === 'lists') navigate('/lists');
      if (value === 'checklist') navigate('/checklist');
      if (value === 'pro') navigate('/pro');
      if (value === 'refer') setReferOpen(true);
      if (value === 'notifications') navigate('/settings/notifications');
      if (value === 'blocked') navigate('/settings/blocked');
      if (value === 'sign-out') {
        await signOut();
        notify('Signed out.');
        navigate('/');
      }
    }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label={`Account menu for ${name}`} data-testid="user-menu">
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {(me?.photoURL ?? user.photoURL) && <Avatar.Image src={me?.photoURL ?? user.photoURL ?? undefined} alt="" />}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel truncate>{name}</Menu.ItemGroupLabel>
              <Menu.Item value="profile" disabled={!me}><UserRound size={16} aria-hidden />Profile</Menu.Item>
              <Menu.Item value="lists" data-testid="menu-lists"><ListOrdered size={16} aria-hidden />My lists</Menu.Item>
              <Menu.Item value="checklist" data-testid="menu-checklist"><ListChecks size={16} aria-hidden />Played checklist</Menu.Item>
              <Menu.Item value="pro"><Star size={16} aria-hidden />Pro</Menu.Item>
              <Menu.Item value="refer" disabled={!me}><Gift size={16} aria-hidden />Refer a friend</Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="notifications" data-testid="menu-notification-settings"><Bell size={16} aria-hidden />Notification settings</Menu.Item>
            <Menu.Item value="blocked" data-testid="menu-blocked"><Ban size={16} aria-hidden />Blocked golfers</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" data-testid="sign-out"><LogOut size={16} aria-hidden />Sign out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
    </>
  );
}
