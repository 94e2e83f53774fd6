/**
 * The admin console's courses (issue 24): search the catalogue by name or town, open a course to
 * edit or delete it, create one, or list the duplicate candidates to merge.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useCataloguePage } from '../api/get-catalogue-course';
import { CourseEditor } from './course-editor';
import { AdminRow, Pager } from './admin-rows';
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
          <AdminRow key={c._id} title={c.club_name} onOpen={() => setView({ kind: 'edit', id: c._id })} data-testid="admin-course-row"
            subtitle={[c.address.city, c.address.province, c.address.country].filter(Boolean).join(', ') || 'No address'} />
        ))}
      </Stack>
      <Pager page={page} total={data?.total ?? 0} pageSize={data?.pageSize ?? 1} onPage={setPage} />
    </Stack>
  );
}
