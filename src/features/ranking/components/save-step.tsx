/**
 * Saving the place: a spinner while `onPlace` runs; its error after a failure, with Try again, or
 * with Close when the server refused it for good (a limit, already in the list). A message that
 * points to the Pro plan gets a link to it.
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { RefCallback } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ProLink } from './pro-link';
import { mentionsPro } from './rank-flow';

export function SaveStep({ error, final = false, onRetry, onClose, firstRef }: {
  /** The failed save's message; null while saving. */
  error: string | null;
  /** Trying again cannot help: offer Close instead. */
  final?: boolean;
  onRetry: () => void;
  onClose?: () => void;
  /** The element to focus: the status while saving, Try again (or Close) after a failure. */
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
  const pro = mentionsPro(error);
  return (
    <Stack gap="4" align="stretch">
      <FormErrorAlert message={error} testId="rank-error" onNavigate={onClose} />
      <HStack justify="end" gap="3" wrap="wrap">
        {pro && <ProLink onNavigate={onClose} testId="rank-error-pro" />}
        {final && onClose
          ? <Button ref={firstRef} variant="outline" onClick={onClose} data-testid="rank-error-close">Close</Button>
          : <Button ref={firstRef} colorPalette="brand" onClick={onRetry} data-testid="rank-retry">Try again</Button>}
      </HStack>
    </Stack>
  );
}
