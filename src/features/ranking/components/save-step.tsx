/** Saving the place: a spinner while `onPlace` runs; its error and Try again when it fails. */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export function SaveStep({ error, onRetry, firstRef }: {
  /** The failed save's message; null while saving. */
  error: string | null;
  onRetry: () => void;
  /** The element to focus: the status while saving, Try again after a failure. */
  firstRef: RefCallback<HTMLElement>;
}) {
  if (error === null) {
    return (
      <HStack ref={firstRef} tabIndex={-1} role="status" gap="3" py="6" justify="center" outline="none" data-testid="rank-saving">
        <Spinner size="md" color="brand.fg" />
        <Text color="fg.muted">Saving…</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="4" align="stretch">
      <FormErrorAlert message={error} testId="rank-error" />
      <Button ref={firstRef} alignSelf="end" colorPalette="brand" onClick={onRetry} data-testid="rank-retry">Try again</Button>
    </Stack>
  );
}
