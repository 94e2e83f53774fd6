import { Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { CourseListItem } from '../../components/ui/course-list-item';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { AuditLogTab } from '../../features/admin/components/audit-log-tab';
import { GolfersTab } from '../../features/admin/components/golfers-tab';
import { PanelistRequestsTab } from '../../features/admin/components/panelist-requests-tab';
import { useCourses } from '../../features/courses/api/get-courses';
import { useCurrentUser } from '../../lib/get-current-user';
import { RequireSignIn } from './require-sign-in';

const TABS = [['requests', 'Panelist requests'], ['golfers', 'Golfers'], ['audit', 'Audit log'], ['courses', 'Courses']] as const;
type Tab = (typeof TABS)[number][0];

/**
 * The admin console (admins only; the API enforces it too): panelist requests, golfers, the audit
 * log and the course catalogue. The tab is in the URL (`?tab=`), so a reload keeps it.
 */
export function Component() {
  const { data: me, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some(([v]) => v === params.get('tab')) ? params.get('tab') : 'requests') as Tab;
  return (
    <OverlayPanel title="Admin" testId="screen-admin" width="560px">
      <RequireSignIn purpose="The admin console is for TPL's admins. Sign in with an admin account.">
        {isPending ? null : me?.isAdmin ? (
          <Tabs.Root value={tab} onValueChange={(d) => setParams({ tab: d.value }, { replace: true })} size="sm" variant="line" colorPalette="brand" lazyMount unmountOnExit>
            <Tabs.List overflowX="auto" mb="3">
              {TABS.map(([value, label]) => <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={`admin-tab-${value}`}>{label}</Tabs.Trigger>)}
            </Tabs.List>
            <Tabs.Content value="requests" pt="0"><PanelistRequestsTab /></Tabs.Content>
            <Tabs.Content value="golfers" pt="0"><GolfersTab viewerId={me._id} /></Tabs.Content>
            <Tabs.Content value="audit" pt="0"><AuditLogTab /></Tabs.Content>
            <Tabs.Content value="courses" pt="0"><CourseCatalogue /></Tabs.Content>
          </Tabs.Root>
        ) : (
          <Stack gap="2" data-testid="admin-refusal">
            <Text fontWeight="semibold">Only admins can open the admin console.</Text>
            <Text color="fg.muted">Your account is not an admin. If you think it should be, ask one of TPL's admins.</Text>
          </Stack>
        )}
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
