/** 'signup': a new account: the name other golfers see and a password; Go Back. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { AuthAction } from '../../lib/auth-steps';
import { LockedEmailField, NameField, PasswordField } from './auth-fields';

export function SignupStep({ email, name, nameError, password, pending, onName, onPassword, onSubmit, onBack }: {
  email: string;
  name: string;
  nameError: string | null;
  password: string;
  pending: AuthAction | null;
  onName: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  onBack: () => void;
}) {
  const busy = pending !== null;
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="4">
        <LockedEmailField email={email} />
        <NameField value={name} error={nameError} onChange={onName} />
        <PasswordField label="Create Password" isNew value={password} onChange={onPassword} />
        <Button type="submit" colorPalette="brand" loading={pending === 'password'} disabled={busy || !password || !name.trim()}>
          Sign Up
        </Button>
        <HStack justify="space-between" gap="2">
          <Button type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy}>Go Back</Button>
        </HStack>
      </Stack>
    </form>
  );
}
