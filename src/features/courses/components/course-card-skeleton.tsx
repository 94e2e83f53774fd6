import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';

/** The shape of a course card while it loads. */
export function CourseCardSkeleton({ withName = true }: { withName?: boolean }) {
  return (
    <Box data-testid="course-card-skeleton" aria-hidden="true">
      <Box p="2" pb="0">
        <Skeleton borderRadius="l2" aspectRatio={16 / 9} w="100%" />
      </Box>
      <Stack gap="2.5" px="4" pt="3" pb="4">
        <Skeleton h="3" w="40%" />
        {withName && <Skeleton h="6" w="75%" />}
        <Skeleton h="4" w="55%" />
        <HStack gap="2" pt="1">
          <Skeleton h="6" w="16" />
          <Skeleton h="6" w="10" />
        </HStack>
      </Stack>
    </Box>
  );
}
