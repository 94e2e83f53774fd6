/**
 * The screen a disabled golfer sees (issue 32). Sign-in succeeds at the identity service, but the
 * API refuses every request the account makes (403 with `data.accountDisabled`); instead of each
 * screen failing on its own (grey placeholders, "not an admin"), this one dialog says what
 * happened and how to appeal (SUPPORT_EMAIL, a prefilled email from the account's address), and
 * offers Sign out, its only way out: nothing else the account does can work.
 */
import { Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAccountDisabled } from '../../../lib/account-disabled';
import { useAuth } from '../../../lib/auth-provider';

const appealLink = (to: string, account: string) => {
  const body = `My TPL account (${account}) was disabled. Please look at it again.\n\nWhy it should be enabled:\n`;
  return `mailto:${to}?subject=${encodeURIComponent('Appeal: my TPL account was disabled')}&body=${encodeURIComponent(body)}`;
};

export function AccountDisabledDialog() {
  const disabled = useAccountDisabled();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const open = !!disabled && !!user;
  const account = user?.email ?? 'this account';
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" size="sm" closeOnEscape={false} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="account-disabled">
            <Dialog.Header>
              <Dialog.Title>This account has been disabled</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description color="fg">
                  You signed in as <Text as="span" fontWeight="semibold" overflowWrap="anywhere">{account}</Text>, but TPL&apos;s admins
                  have disabled this account: it cannot be used, and its profile, lists and activity are hidden from other golfers.
                </Dialog.Description>
                {disabled?.supportEmail ? (
                  <Text>
                    If you think this is a mistake, write to{' '}
                    <Link href={appealLink(disabled.supportEmail, account)} colorPalette="brand" fontWeight="semibold" overflowWrap="anywhere">{disabled.supportEmail}</Link>{' '}
                    from this address and say why. An admin will look at it again; nothing of yours has been deleted.
                  </Text>
                ) : (
                  <Text>
                    If you think this is a mistake, ask the people who run this TPL site to look at it again. Nothing of yours has been deleted.
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={async () => { await signOut(); navigate('/'); }}>Sign out</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
