import { Button, Stack, Text } from '@chakra-ui/react';

/** A load that failed: the server's message and a Try again button. */
export function RetryError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId?: string }) {
  return (
    <Stack gap="3" align="start" data-testid={testId}>
      <Text color="fg.error">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button>
    </Stack>
  );
}
