/**
 * The admin console's Import tab (issue 25, item 5): upload a course file to the importer, follow
 * the run (progress, then the report), and the recent runs, any of which opens its report. The
 * run follows on every replica: its progress and report are read from the database.
 */
import { Badge, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useImportRun, useImportRuns } from '../api/course-imports';
import { runSummary, STATUS_LABELS } from '../lib/import-view';
import { AdminRow } from './admin-rows';
import { ImportForm } from './import-form';
import { ImportRunView, STATUS_PALETTE } from './import-run-view';
import { formatDateTime } from '../../../lib/format-date';

const when = (iso: string) => formatDateTime(iso);

export function ImportTab() {
  const runs = useImportRuns();
  const [chosen, setChosen] = useState<string | null>(null);
  // A run still going when the tab opens (started before a reload) is the one shown.
  const shownId = chosen ?? runs.data?.find((r) => r.status === 'running')?._id ?? null;
  const shown = useImportRun(shownId);
  const running = shown.data?.status === 'running';
  // A run just started or opened from the list comes into view.
  const view = useRef<HTMLDivElement>(null);
  const hasView = !!shown.data;
  useEffect(() => {
    if (chosen && hasView) view.current?.scrollIntoView({ block: 'start' });
  }, [chosen, hasView]);
  return (
    <Stack gap="4">
      <ImportForm disabled={running} onStarted={(run) => setChosen(run._id)} />
      {shownId && (shown.data ? <ImportRunView ref={view} run={shown.data} /> : shown.error ? <Text color="fg.error">{shown.error.message}</Text> : <Skeleton h="24" />)}
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="sm">Recent imports</Text>
        {runs.isPending ? <Skeleton h="12" /> : runs.error ? <Text color="fg.error" data-testid="import-runs-error">{runs.error.message}</Text> : runs.data.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">No imports yet.</Text>
        ) : (
          <Stack as="ul" gap="0" ps="0" data-testid="import-runs">
            {runs.data.map((listed) => listed._id === shown.data?._id ? shown.data : listed).map((r) => (
              <AdminRow key={r._id} title={`${r.fileName} · ${when(r.startedAt)}`} subtitle={runSummary(r)} onOpen={() => setChosen(r._id)} data-testid="import-run-row"
                badges={<Badge size="sm" colorPalette={STATUS_PALETTE[r.status]}>{STATUS_LABELS[r.status]}</Badge>} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
