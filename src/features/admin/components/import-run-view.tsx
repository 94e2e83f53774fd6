/**
 * One import run in the console: while it runs, a progress bar with the records read, the rate
 * and the time left; when it has ended, the report (what was written, what was skipped and why,
 * how complete the fields were, the first problems with their lines), and why it stopped if it did.
 * A run whose server died before it finished (interrupted) has no report: what its committed
 * batches wrote, and how to finish it.
 */
import { Alert, Badge, Box, HStack, Progress, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { asSentence, type ImportReport, type ImportRun } from '../../../shared/contracts/course-import.contract';
import {
  committedText, coverageRows, duration, importedCount, progressView, records, skippedRows, sourceText, STATUS_LABELS,
} from '../lib/import-view';

export const STATUS_PALETTE: Record<ImportRun['status'], string> = { running: 'accent', done: 'brand', stopped: 'orange', failed: 'red', interrupted: 'orange' };
const PROBLEMS_SHOWN = 20;

export function ImportRunView({ run, ref }: { run: ImportRun; ref?: React.Ref<HTMLDivElement> }) {
  return (
    <Stack ref={ref} gap="3" borderWidth="1px" borderRadius="l2" p="3" scrollMarginTop="2" data-testid="import-run" data-status={run.status}>
      <HStack justify="space-between" gap="2" minW="0">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>{run.fileName}</Text>
          <Text textStyle="xs" color="fg.muted">{sourceText(run)}{run.dryRun ? ' · dry run, nothing written' : ''}</Text>
        </Stack>
        <Badge colorPalette={STATUS_PALETTE[run.status]} flexShrink={0} data-testid="import-status">{STATUS_LABELS[run.status]}</Badge>
      </HStack>
      {run.status === 'running' ? <RunProgress run={run} />
        : run.status === 'interrupted' ? <RunInterrupted run={run} />
          : run.report ? <RunReport report={run.report} status={run.status} /> : null}
    </Stack>
  );
}

function RunInterrupted({ run }: { run: ImportRun }) {
  const read = run.progress ? ` after reading ${records(run.progress.records)}` : '';
  return (
    <Alert.Root status="warning" data-testid="import-interrupted">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>The import was interrupted{read}</Alert.Title>
        <Alert.Description>
          <Text>The server running it stopped before it finished. {committedText(run)}</Text>
          {!run.dryRun && <Text mt="1">Import the file again to finish: what was written is found unchanged.</Text>}
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

function RunProgress({ run }: { run: ImportRun }) {
  const p = progressView(run.progress);
  return (
    <Stack gap="1" data-testid="import-progress">
      <Progress.Root value={p.percent} size="sm" colorPalette="brand" aria-label={`Importing ${run.fileName}`}>
        <HStack justify="space-between" mb="1">
          <Progress.Label textStyle="sm">Importing</Progress.Label>
          {p.percent !== null && <Progress.ValueText textStyle="sm" />}
        </HStack>
        <Progress.Track><Progress.Range /></Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" color="fg.muted" data-testid="import-progress-text">
        {records(p.records)} · {p.rate.toLocaleString()} a second
        {p.secondsLeft !== null ? ` · about ${duration(p.secondsLeft)} left` : ''}
      </Text>
    </Stack>
  );
}

function RunReport({ report, status }: { report: ImportReport; status: ImportRun['status'] }) {
  const skipped = skippedRows(report);
  const counts = [['New', report.inserted], ['Updated', report.updated], ['Unchanged', report.unchanged], ['Merged', report.merged]] as const;
  return (
    <Stack gap="3" data-testid="import-report">
      {report.stopped && (
        <Alert.Root status={status === 'failed' ? 'error' : 'warning'} data-testid="import-stopped">
          <Alert.Indicator />
          <Stack gap="0">
            <Alert.Title>{status === 'failed' ? 'The import failed' : 'The import stopped'}{report.stopped.line !== null ? ` at line ${report.stopped.line.toLocaleString()}` : ''}</Alert.Title>
            <Alert.Description>{asSentence(report.stopped.message)} What was written before stays; no batch is half-written.</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      <Text textStyle="sm">
        {records(report.read)} read ({report.format}) in {duration(report.seconds)}.
        {report.dryRun ? ' A dry run: the counts say what an import would do; nothing was written.' : ''}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
        {counts.map(([label, n]) => (
          <Stat.Root key={label} size="sm" data-testid={`import-count-${label.toLowerCase()}`}>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{n.toLocaleString()}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {skipped.length > 0 && (
        <Box>
          <Text textStyle="sm" fontWeight="semibold" mb="1">Skipped</Text>
          <Table.Root size="sm" variant="outline" data-testid="import-skipped">
            <Table.Body>
              {skipped.map((s) => (
                <Table.Row key={s.reason}><Table.Cell>{s.label}</Table.Cell><Table.Cell textAlign="end">{s.count.toLocaleString()}</Table.Cell></Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {/* Coverage is a share of the records imported: a file refused before any has none to show. */}
      {importedCount(report) > 0 && (
        <Box>
          <Text textStyle="sm" fontWeight="semibold" mb="1">Fields the records had</Text>
          <SimpleGrid columns={{ base: 2, sm: 3 }} columnGap="4" rowGap="0.5" data-testid="import-coverage">
            {coverageRows(report).map((c) => (
              <HStack key={c.field} justify="space-between" textStyle="xs"><Text color="fg.muted">{c.label}</Text><Text>{c.percent}%</Text></HStack>
            ))}
          </SimpleGrid>
        </Box>
      )}
      {report.warnings.length > 0 && (
        <Box>
          <Text textStyle="sm" fontWeight="semibold" mb="1">Fixed or doubted</Text>
          <Stack as="ul" gap="0.5" ps="0" data-testid="import-warnings">
            {report.warnings.slice(0, PROBLEMS_SHOWN).map((w, i) => <Text as="li" key={i} listStyleType="none" textStyle="xs">{w}</Text>)}
          </Stack>
          {report.warnings.length > PROBLEMS_SHOWN && <Text textStyle="xs" color="fg.muted">and {report.warnings.length - PROBLEMS_SHOWN} more.</Text>}
        </Box>
      )}
      {report.problems.length > 0 && (
        <Box>
          <Text textStyle="sm" fontWeight="semibold" mb="1">First problems</Text>
          <Stack as="ul" gap="0.5" ps="0" data-testid="import-problems">
            {report.problems.slice(0, PROBLEMS_SHOWN).map((p, i) => (
              <Text as="li" key={i} listStyleType="none" textStyle="xs"><Text as="span" fontWeight="semibold">Line {p.line}:</Text> {p.message}</Text>
            ))}
          </Stack>
          {report.problems.length > PROBLEMS_SHOWN && <Text textStyle="xs" color="fg.muted">and {report.problems.length - PROBLEMS_SHOWN} more (the report keeps the first 100).</Text>}
        </Box>
      )}
    </Stack>
  );
}
