/**
 * The played checklist (/checklist?country=&region=): back-logging years of golf in minutes. Pick
 * the most notable courses or a country and region, tick every course played, give the year if
 * known, and save: all ticks go in one batch (one transaction). The map follows the list.
 */
import { Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useLeaveGuard } from '../../../components/ui/leave-guard';
import { useFitMapTo } from '../../../map/use-fit-map-to';
import { parsePlayedDate } from '../../../shared/domain/played-date';
import { useChecklistCourses } from '../api/get-checklist-courses';
import { useRegions } from '../api/get-regions';
import { useSavePlayedBatch } from '../api/save-played-batch';
import { isTicked, toBatch, toggleTick, type Pending } from '../lib/pending-ticks';
import { ChecklistRow } from './checklist-row';

const NOTABLE = '';

/** What is wrong with the optional year, in words, or '' when it is fine or empty. */
function yearProblem(year: string): string {
  if (!year) return '';
  if (!/^\d{4}$/.test(year)) return 'Year played must be a year such as 2019.';
  const parsed = parsePlayedDate(year);
  return 'error' in parsed ? `Year played ${parsed.error}.` : '';
}

export function ChecklistPanel() {
  const [params, setParams] = useSearchParams();
  const country = params.get('country') ?? NOTABLE;
  const region = params.get('region') ?? '';
  const { data: regions } = useRegions();
  const countryRegions = regions?.find((c) => c.country === country)?.regions ?? [];
  const scope = useMemo(() => (country ? { country, province: region || undefined } : {}), [country, region]);
  const courses = useChecklistCourses(scope);
  const list = useMemo(() => courses.data?.pages.flatMap((p) => p.items) ?? [], [courses.data]);
  const total = courses.data?.pages[0]?.total ?? 0;

  const { data: me } = useCurrentUser();
  const played = useMemo(() => new Set(me?.playedCourses ?? []), [me]);
  const [pending, setPending] = useState<Pending>(new Map());
  const [year, setYear] = useState('');
  const yearError = yearProblem(year);
  const save = useSavePlayedBatch();
  useLeaveGuard(pending.size > 0);

  // The map follows the checklist: it fits the first page of the chosen country or region.
  const firstPage = courses.data?.pages[0]?.items;
  const points = useMemo(() => firstPage?.map((c) => c.location) ?? null, [firstPage]);
  useFitMapTo(points, points ? `${country}/${region}` : null);

  const choose = (next: { country?: string; region?: string }) => setParams((p) => {
    const c = next.country ?? country;
    if (c) p.set('country', c);
    else p.delete('country');
    if (next.region) p.set('region', next.region);
    else p.delete('region');
    return p;
  }, { replace: true });

  const onSave = () => {
    const batch = toBatch(pending, year || null);
    save.mutate(batch, {
      onSuccess: () => {
        setPending(new Map());
        notify(`Saved: ${batch.add.length} ticked, ${batch.remove.length} unticked.`);
      },
      onError: (e) => notify(`Could not save your ticks: ${e.message}`, 'error'),
    });
  };

  return (
    <Stack gap="4" data-testid="checklist">
      <Text color="fg.muted" textStyle="sm">
        Tick every course you have played, then save. Give the year if you remember it; you can set exact dates later on your profile.
      </Text>
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root flex="1" minW="40">
          <Field.Label>Where</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field data-testid="checklist-country" value={country} onChange={(e) => choose({ country: e.target.value, region: '' })}>
              <option value={NOTABLE}>Most notable courses</option>
              {regions?.map((c) => <option key={c.country} value={c.country}>{c.country} ({c.courses})</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {countryRegions.length > 0 && (
          <Field.Root flex="1" minW="40">
            <Field.Label>Region</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid="checklist-region" value={region} onChange={(e) => choose({ region: e.target.value })}>
                <option value="">All of {country}</option>
                {countryRegions.map((r) => <option key={r.name} value={r.name}>{r.name} ({r.courses})</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </HStack>

      {courses.error ? <Text color="fg.error">{courses.error.message}</Text>
        : courses.isPending ? <Stack>{[0, 1, 2, 3].map((i) => <Skeleton key={i} h="10" />)}</Stack>
        : list.length === 0 ? <Text color="fg.muted">No courses here yet.</Text>
        : (
          <Stack gap="2">
            <Text textStyle="xs" color="fg.muted">{total} course{total === 1 ? '' : 's'}, most notable first</Text>
            <Stack as="ul" gap="0" ps="0" aria-label="Courses to tick">
              {list.map((c) => {
                const saved = played.has(c._id);
                return (
                  <ChecklistRow
                    key={c._id}
                    course={c}
                    ticked={isTicked(pending, c._id, saved)}
                    unsaved={pending.has(c._id)}
                    onToggle={() => setPending((p) => toggleTick(p, c._id, saved))}
                  />
                );
              })}
            </Stack>
            {courses.hasNextPage && (
              <Button size="sm" variant="outline" alignSelf="center" loading={courses.isFetchingNextPage} onClick={() => void courses.fetchNextPage()}>
                Show more
              </Button>
            )}
          </Stack>
        )}

      <Stack position="sticky" bottom="-4" mx="-4" px="4" py="3" bg="bg.panel" borderTopWidth="1px" gap="2" data-testid="checklist-save-bar">
        <HStack gap="2" align="end">
          <Field.Root invalid={!!yearError} maxW="36">
            <Field.Label textStyle="xs">Year played (optional)</Field.Label>
            <Input size="sm" inputMode="numeric" maxLength={4} placeholder="e.g. 2019" value={year} onChange={(e) => setYear(e.target.value.trim())} data-testid="checklist-year" />
          </Field.Root>
          <Button
            flex="1"
            size="sm"
            colorPalette="brand"
            disabled={pending.size === 0 || !!yearError}
            loading={save.isPending}
            onClick={onSave}
            data-testid="checklist-save"
          >
            {pending.size === 0 ? 'No changes' : `Save ${pending.size} change${pending.size === 1 ? '' : 's'}`}
          </Button>
          {pending.size > 0 && <Button size="sm" variant="ghost" onClick={() => setPending(new Map())}>Discard</Button>}
        </HStack>
        {yearError && <Text textStyle="xs" color="fg.error">{yearError}</Text>}
      </Stack>
    </Stack>
  );
}
