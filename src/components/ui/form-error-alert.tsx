import { Alert } from '@chakra-ui/react';
import { MessageText } from './message-text';

/** A form's error that belongs to no single field (the server's message, its paths as links), or nothing. */
export function FormErrorAlert({ message, testId, onNavigate }: { message: string | null | undefined; testId?: string; onNavigate?: () => void }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Description><MessageText message={message} onNavigate={onNavigate} /></Alert.Description>
    </Alert.Root>
  );
}
