import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { AuditLogTab } from '../../features/admin/components/audit-log-tab';
import { CorrectionsTab } from '../../features/admin/components/corrections-tab';
import { CoursesTab } from '../../features/admin/components/courses-tab';
import { GolfersTab } from '../../features/admin/components/golfers-tab';
import { ImportTab } from '../../features/admin/components/import-tab';
import { ListsTab } from '../../features/admin/components/lists-tab';
import { PanelistRequestsTab } from '../../features/admin/components/panelist-requests-tab';
import { ReportsTab } from '../../features/admin/components/reports-tab';
import { useCurrentUser } from '../../lib/get-current-user';
import { RequireSignIn } from './require-sign-in';

const TABS = [['requests', 'Panelist requests'], ['golfers', 'Golfers'], ['lists', 'Lists'], ['corrections', 'Corrections'], ['reports', 'Reports'], ['audit', 'Audit log'], ['courses', 'Courses'], ['import', 'Import']] as const;
type Tab = (typeof TABS)[number][0];

/**
 * The admin console (admins only; the API enforces it too): panelist requests, golfers, lists
 * moderation, golfers' course corrections, golfers' reports, the audit log and the course catalogue (search, edit, create, delete, merge duplicates) and importing open course data. The tab is in the URL (`?tab=`), so a reload keeps it.
 */
export function Component() {
  const { data: me, isPending, error } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some(([v]) => v === params.get('tab')) ? params.get('tab') : 'requests') as Tab;
  return (
    <OverlayPanel title="Admin" testId="screen-admin" width="560px">
      <RequireSignIn purpose="The admin console is for TPL's admins. Sign in with an admin account.">
        {isPending ? null : me?.isAdmin ? (
          <Tabs.Root value={tab} onValueChange={(d) => setParams({ tab: d.value }, { replace: true })} size="sm" variant="line" colorPalette="brand" lazyMount unmountOnExit>
            {/* The tabs wrap onto a second row rather than scroll: a tab cut at the panel's edge ("I" for Import) reads as nothing. */}
            <Tabs.List flexWrap="wrap" mb="3">
              {TABS.map(([value, label]) => <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={`admin-tab-${value}`}>{label}</Tabs.Trigger>)}
            </Tabs.List>
            <Tabs.Content value="requests" pt="0"><PanelistRequestsTab /></Tabs.Content>
            <Tabs.Content value="golfers" pt="0"><GolfersTab viewerId={me._id} /></Tabs.Content>
            <Tabs.Content value="lists" pt="0"><ListsTab /></Tabs.Content>
            <Tabs.Content value="corrections" pt="0"><CorrectionsTab /></Tabs.Content>
            <Tabs.Content value="reports" pt="0"><ReportsTab /></Tabs.Content>
            <Tabs.Content value="audit" pt="0"><AuditLogTab /></Tabs.Content>
            <Tabs.Content value="courses" pt="0"><CoursesTab /></Tabs.Content>
            <Tabs.Content value="import" pt="0"><ImportTab /></Tabs.Content>
          </Tabs.Root>
        ) : error ? (
          // Not "not an admin" when the account could not be read (a disabled account has its own screen).
          <Text color="fg.error">{error.message}</Text>
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
