/**
 * The "More" filters: where (continent, country), when it was built, how long, and who designed it.
 * Explore's own fields where it has them (architect, yardage), so both read alike. Shown in the
 * More chip's popover and in the phone's filter sheet.
 */
import { Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { MapFilters } from '../../../map/map-filters';
import { CONTINENT_LABELS, CONTINENTS, type Continent } from '../../../shared/domain/enums';
import { useRegions } from '../../checklist/api/get-regions';
import { useYardageRange } from '../../explore/api/get-explore-courses';
import { ArchitectField } from '../../explore/components/architect-field';
import { YardageField } from '../../explore/components/yardage-field';
import { withGroup } from '../lib/filter-options';
import { exploreFiltersOf, yearFrom } from '../lib/more-filters';
import type { FiltersUpdate } from '../hooks/use-map-filter-params';

export function MoreFields({ filters, onChange }: { filters: MapFilters; onChange: (update: FiltersUpdate) => void }) {
  const { data: regions } = useRegions();
  const { data: yardage } = useYardageRange(exploreFiltersOf(filters));
  const continent = filters.continent?.join(',') ?? '';
  const countries = (regions ?? []).filter((r) => !filters.continent || (r.continent && filters.continent.includes(r.continent)));
  return (
    <Stack gap="3" data-testid="more-filters">
      <HStack gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label fontSize="sm">Continent</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={continent} data-testid="more-continent"
              // A new continent clears a country that may not be in it.
              onChange={(e) => onChange((f) => withGroup(withGroup(f, 'continent', e.target.value ? (e.target.value.split(',') as Continent[]) : undefined), 'country', undefined))}>
              <option value="">All continents</option>
              {continent.includes(',') && <option value={continent}>{filters.continent!.map((c) => CONTINENT_LABELS[c]).join(', ')}</option>}
              {CONTINENTS.map((c) => <option key={c} value={c}>{CONTINENT_LABELS[c]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label fontSize="sm">Country</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filters.country ?? ''} data-testid="more-country"
              onChange={(e) => onChange((f) => withGroup(f, 'country', e.target.value || undefined))}>
              <option value="">All countries</option>
              {filters.country && !countries.some((r) => r.country === filters.country) && <option value={filters.country}>{filters.country}</option>}
              {countries.map((r) => <option key={r.country} value={r.country}>{r.country} ({r.courses})</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <HStack gap="2" align="end">
        <YearInput label="Built from" value={filters.yearMin} onCommit={(y) => onChange((f) => withGroup(f, 'yearMin', y))} testId="more-year-min" />
        <YearInput label="Built to" value={filters.yearMax} onCommit={(y) => onChange((f) => withGroup(f, 'yearMax', y))} testId="more-year-max" />
      </HStack>
      <YardageField bounds={yardage} value={[filters.yardageMin, filters.yardageMax]}
        onChange={(min, max) => onChange((f) => withGroup(withGroup(f, 'yardageMin', min), 'yardageMax', max))} />
      <ArchitectField value={filters.architect} onChange={(a) => onChange((f) => withGroup(f, 'architect', a))} />
    </Stack>
  );
}

/** A year, written to the URL when the golfer leaves the field or presses Enter (not per keystroke). */
function YearInput({ label, value, onCommit, testId }: { label: string; value: number | undefined; onCommit: (year: number | undefined) => void; testId: string }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    const year = yearFrom(text);
    if (year !== value) onCommit(year);
    else setText(value === undefined ? '' : String(value));
  };
  return (
    <Field.Root flex="1">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" inputMode="numeric" placeholder="Year" value={text} data-testid={testId}
        onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
    </Field.Root>
  );
}
