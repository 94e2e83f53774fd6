/**
 * The console's course imports (issue 25): upload a file (`POST /api/admin/imports`, multipart),
 * follow its run (`GET /api/admin/imports/{id}`, polled while it runs), the recent runs
 * (`GET /api/admin/imports`). When a run that wrote ends, everything that shows courses refreshes.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { COURSE_CREDITS_KEY } from '../../../map/api/course-credits';
import { IMPORT_FILE_FIELD, type ImportRun } from '../../../shared/contracts/course-import.contract';
import { adminKeys } from './admin-keys';
import { refreshCourses } from './course-writes';

/** How often a running import is asked about (the server writes its progress every 500 ms). */
export const IMPORT_POLL_MS = 1000;

export interface StartImport {
  file: File;
  source: string;
  dryRun: boolean;
  /** "field=column" pairs, as typed. */
  map: string;
}

export function startImport({ file, source, dryRun, map }: StartImport) {
  const form = new FormData();
  // Fields first, then the file: the server reads them as the body streams in.
  if (source.trim()) form.append('source', source.trim());
  form.append('dryRun', dryRun ? 'true' : 'false');
  if (map.trim()) form.append('map', map.trim());
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return api.postForm<ImportRun>('/admin/imports', form);
}

export const importRunsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.imports(), queryFn: ({ signal }) => api.get<ImportRun[]>('/admin/imports', undefined, signal) });

export const useImportRuns = () => useQuery(importRunsQueryOptions());

/** One run, asked again every IMPORT_POLL_MS while it runs; at its end the courses everywhere refresh. */
export function useImportRun(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.importRun(id ?? ''),
    queryFn: ({ signal }) => api.get<ImportRun>(`/admin/imports/${encodeURIComponent(id!)}`, undefined, signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
  const status = query.data?.status;
  const seenRunning = useRef(false);
  useEffect(() => {
    if (status === 'running') seenRunning.current = true;
    else if (status && seenRunning.current) {
      seenRunning.current = false;
      void refreshCourses(queryClient);
      void queryClient.invalidateQueries({ queryKey: COURSE_CREDITS_KEY });
    }
  }, [status, queryClient]);
  return query;
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (run) => queryClient.setQueryData(adminKeys.importRun(run._id), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.imports() }),
  });
}
