/**
 * The admin console's courses (issue 24): search the catalogue by name or town, open a course to
 * edit or delete it, create one, or list the duplicate candidates to merge.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useCataloguePage } from '../api/get-catalogue-course';
import { CourseEditor } from './course-editor';
import { DuplicateCourses } from './duplicate-courses';

type View = { kind: 'list' } | { kind: 'edit'; id: string | null } | { kind: 'duplicates' };

export function CoursesTab() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [terms] = useDebounce(text.trim(), 300);
  const { data, error } = useCataloguePage(terms, page);
  if (view.kind === 'edit') return <CourseEditor id={view.id} onDone={(saved) => setView(saved ? { kind: 'edit', id: saved } : { kind: 'list' })} />;
  if (view.kind === 'duplicates') return <DuplicateCourses onBack={() => setView({ kind: 'list' })} onOpen={(id) => setView({ kind: 'edit', id })} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="3" data-testid="admin-courses">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => setView({ kind: 'edit', id: null })} data-testid="course-new">New course</Button>
        <Button size="sm" variant="outline" onClick={() => setView({ kind: 'duplicates' })} data-testid="course-duplicates">Duplicates</Button>
      </HStack>
      <Input placeholder="Search courses by name or town" aria-label="Search courses" value={text} onChange={(e) => { setText(e.target.value); setPage(1); }} data-testid="course-search" />
      {error && <Text color="fg.error">{error.message}</Text>}
      <Text fontSize="sm" color="fg.muted">{data?.total ?? 0} courses</Text>
      <Stack as="ul" gap="1" ps="0">
        {data?.items.map((c) => (
          <li key={c._id} style={{ listStyle: 'none' }}>
            <Button variant="ghost" w="full" justifyContent="start" h="auto" py="2" onClick={() => setView({ kind: 'edit', id: c._id })} data-testid="admin-course-row">
              <Stack gap="0" align="start" minW="0">
                <Text fontWeight="medium" truncate maxW="full">{c.club_name}</Text>
                <Text textStyle="xs" color="fg.muted" truncate maxW="full">{[c.address.city, c.address.province, c.address.country].filter(Boolean).join(', ') || 'No address'}</Text>
              </Stack>
            </Button>
          </li>
        ))}
      </Stack>
      <HStack justify="space-between">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
        <Text fontSize="sm">Page {page} of {pages}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
      </HStack>
    </Stack>
  );
}
