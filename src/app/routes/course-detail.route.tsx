import { Card, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { courseQueryOptions } from '../../features/courses/api/get-course';
import { locationText } from '../../shared/domain/location-text';

export function Component() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useQuery(courseQueryOptions(id));
  return (
    <Card.Root position="absolute" top="64px" right="16px" w="min(400px, calc(100vw - 32px))" zIndex="overlay" data-testid="course-detail">
      <Card.Body gap="2">
        {isPending ? <Spinner /> : error ? <Text color="fg.error">{error.message}</Text> : (
          <>
            <Heading size="lg">{data.club_name}</Heading>
            <Text color="fg.muted">{locationText(data.address)}</Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
