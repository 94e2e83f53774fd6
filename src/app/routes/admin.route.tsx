import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { CourseListItem } from '../../components/ui/course-list-item';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useCourses } from '../../features/courses/api/get-courses';
import { useCurrentUser } from '../../lib/get-current-user';
import { RequireSignIn } from './require-sign-in';

/** Admin: curate the course catalogue (admins only; the API enforces it too). */
export function Component() {
  const { data: me, isPending } = useCurrentUser();
  return (
    <OverlayPanel title="Admin" testId="screen-admin">
      <RequireSignIn purpose="Admins curate the course catalogue here. Sign in with an admin account.">
        {isPending ? null : me?.isAdmin ? <CourseCatalogue /> : <Text>Only admins can open this page.</Text>}
      </RequireSignIn>
    </OverlayPanel>
  );
}

function CourseCatalogue() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebounce(text.trim(), 300);
  const { data, error } = useCourses({ text: debounced || undefined, sort: 'name', page, pageSize: 20 });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="3">
      <Input placeholder="Filter courses by name or town" aria-label="Filter courses" value={text} onChange={(e) => { setText(e.target.value); setPage(1); }} />
      {error && <Text color="fg.error">{error.message}</Text>}
      <Text fontSize="sm" color="fg.muted">{data?.total ?? 0} courses</Text>
      <Stack as="ul" gap="0" ps="0">{data?.items.map((c) => <CourseListItem key={c._id} course={c} />)}</Stack>
      <HStack justify="space-between">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
        <Text fontSize="sm">Page {page} of {pages}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
      </HStack>
    </Stack>
  );
}
