/** The golfers you blocked (issue 35), each with Unblock. */
import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../../components/ui/toaster';
import { useBlock, useBlocked } from '../api/safety';

export function BlockedGolfers() {
  const blocked = useBlocked(1);
  const block = useBlock();
  if (blocked.isPending) return <Skeleton h="16" />;
  if (blocked.isError) return <Text color="fg.error">{blocked.error.message}</Text>;
  if (blocked.data.items.length === 0) return <Text color="fg.muted" data-testid="blocked-empty">You have not blocked anyone.</Text>;
  return (
    <Stack as="ul" gap="2" ps="0" data-testid="blocked-golfers">
      {blocked.data.items.map((u) => {
        const name = u.displayName ?? 'Golfer';
        return (
          <Flex as="li" key={u._id} listStyleType="none" align="center" gap="3" data-testid="blocked-golfer">
            <Text flex="1" truncate>{name}</Text>
            <Button size="xs" variant="outline" loading={block.isPending && block.variables?.userId === u._id}
              onClick={() => block.mutate({ userId: u._id, block: false }, { onSuccess: () => notify(`${name} is unblocked.`), onError: (e) => notify(e.message, 'error') })}>
              Unblock
            </Button>
          </Flex>
        );
      })}
    </Stack>
  );
}
