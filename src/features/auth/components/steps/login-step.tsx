/** 'login': the email has an account; its password, Go Back, Reset Password. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { AuthAction } from '../../lib/auth-steps';
import { LockedEmailField, PasswordField } from './auth-fields';

export function LoginStep({ email, password, pending, onPassword, onSubmit, onBack, onReset }: {
  email: string;
  password: string;
  pending: AuthAction | null;
  onPassword: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  onBack: () => void;
  onReset: () => void;
}) {
  const busy = pending !== null;
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="4">
        <LockedEmailField email={email} />
        <PasswordField label="Password" isNew={false} value={password} onChange={onPassword} />
        <Button type="submit" colorPalette="brand" loading={pending === 'password'} disabled={busy || !password}>Sign In</Button>
        <HStack justify="space-between" gap="2">
          <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy}>Go Back</Button>
          <Button type="button" variant="ghost" size="sm" onClick={onReset} disabled={busy} loading={pending === 'reset'}>
            Reset Password
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
