import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAuthDialog } from '../../lib/auth-dialog-context';
import { useAuth } from '../../lib/auth-provider';

/** Shows `children` to signed-in golfers; visitors see what the screen is for and a Sign in button. */
export function RequireSignIn({ purpose, children }: { purpose: string; children: ReactNode }) {
  const { user, ready } = useAuth();
  const { open } = useAuthDialog();
  if (!ready) return null;
  if (user) return <>{children}</>;
  return (
    <Stack gap="3" data-testid="sign-in-required">
      <Text>{purpose}</Text>
      <Button colorPalette="brand" alignSelf="start" onClick={() => open()}>Sign in to continue</Button>
    </Stack>
  );
}
