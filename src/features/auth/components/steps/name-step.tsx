/** 'name': the account exists but its name was not saved; save it again, or skip for now. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { AuthAction } from '../../lib/auth-steps';
import { NameField } from './auth-fields';

export function NameStep({ name, nameError, pending, onName, onSubmit, onSkip }: {
  name: string;
  nameError: string | null;
  pending: AuthAction | null;
  onName: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  onSkip: () => void;
}) {
  const busy = pending !== null;
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="4">
        <NameField value={name} error={nameError} onChange={onName} />
        <Button type="submit" colorPalette="brand" loading={pending === 'name'} disabled={busy || !name.trim()}>Save name</Button>
        <HStack justify="flex-start" gap="2">
          <Button type="button" variant="ghost" size="sm" onClick={onSkip} disabled={busy}>Skip for now</Button>
        </HStack>
      </Stack>
    </form>
  );
}
