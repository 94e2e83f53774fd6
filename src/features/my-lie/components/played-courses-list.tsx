/** The golfer's played courses as a list: most recently played first, paged. */
import { Button, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPlayedDate } from '../../../lib/format-date';
import { usePlayedPage } from '../api/get-played-page';
import { pageCount } from '../lib/my-lie-text';

const PAGE_SIZE = 10;

export function PlayedCoursesList() {
  const [page, setPage] = useState(1);
  const { data, isError } = usePlayedPage(page, PAGE_SIZE);
  if (isError) return <Text fontSize="sm" color="fg.muted">Your played courses could not be loaded.</Text>;
  if (!data) return <Skeleton h="24" />;
  const pages = pageCount(data.total, PAGE_SIZE);
  return (
    <Stack gap="2" data-testid="played-list">
      <Text fontWeight="medium" fontSize="sm">Courses you played</Text>
      {data.total === 0
        ? <Text fontSize="sm" color="fg.muted">No courses played yet. Open a course on the map and press Played, or tick the courses you know from the checklist.</Text>
        : (
          <>
            <Stack as="ol" gap="1" ps="0" m="0" aria-label="Courses you played, most recent first">
              {data.items.map((p) => (
                <HStack as="li" key={p.course._id} gap="3" listStyleType="none" data-testid="played-list-item">
                  <ChakraLink asChild flex="1" minW="0" fontSize="sm"><Link to={`/courses/${p.course._id}`}><Text as="span" truncate>{p.course.club_name}</Text></Link></ChakraLink>
                  {p.dateAdded && <Text fontSize="xs" color="fg.muted" flexShrink={0}>{formatPlayedDate(p.dateAdded, p.datePrecision)}</Text>}
                </HStack>
              ))}
            </Stack>
            {pages > 1 && (
              <HStack justify="space-between">
                <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Newer</Button>
                <Text fontSize="xs" color="fg.muted" data-testid="played-list-page">Page {page} of {pages}</Text>
                <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Older</Button>
              </HStack>
            )}
          </>
        )}
    </Stack>
  );
}
