import { Avatar, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useUser } from '../../features/users/api/get-user';

/** A golfer's profile. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useUser(id);
  return (
    <OverlayPanel title={data?.displayName ?? 'Golfer'} testId="screen-user-profile">
      {isPending ? <Skeleton h="16" /> : error ? <Text color="fg.error">{error.message}</Text> : (
        <HStack gap="4">
          <Avatar.Root size="xl" colorPalette="brand">
            <Avatar.Fallback name={data.displayName ?? '?'} />
            {data.picture && <Avatar.Image src={data.picture} alt="" />}
          </Avatar.Root>
          <Stack gap="0">
            <Text fontSize="xl" fontWeight="bold">{data.displayName ?? 'Golfer'}</Text>
            {data.fullName && <Text color="fg.muted">{data.fullName}</Text>}
          </Stack>
        </HStack>
      )}
    </OverlayPanel>
  );
}
