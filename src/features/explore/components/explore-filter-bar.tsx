/** Explore's filters: where (continent, country), what (type, access), who designed it, and how long. */
import { Button, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  CLUB_MEMBERSHIPS, CONTINENT_LABELS, CONTINENTS, COURSE_TYPES, MEMBERSHIP_LABELS, type ClubMembership, type Continent, type CourseType,
} from '../../../shared/domain/enums';
import { useRegions } from '../../checklist/api/get-regions';
import { courseTypeLabel } from '../../courses/lib/course-text';
import { useYardageRange } from '../api/get-explore-courses';
import { activeFilterCount, withFilter, type ExploreFilters, type FilterUpdate } from '../lib/explore-filters';
import { ArchitectField } from './architect-field';
import { YardageField } from './yardage-field';

/** A select of one value; a list from the map's filters (`PUBLIC,LIMITED`) shows as one more option, named by `listLabel`. */
function Select({ label, value, onChange, children, testId, listLabel }: {
  label: string; value: string | undefined; onChange: (v: string) => void; children: ReactNode; testId: string; listLabel?: (v: string) => string;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {value?.includes(',') && listLabel && <option value={value}>{listLabel(value)}</option>}
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** `onChange` takes an update of the filters, applied to the newest ones (two quick changes both land). */
export function ExploreFilterBar({ filters, onChange }: { filters: ExploreFilters; onChange: (update: FilterUpdate) => void }) {
  const { data: regions } = useRegions();
  const { data: yardage } = useYardageRange(filters);
  const set = (key: keyof ExploreFilters) => (value: string | number | undefined) => onChange((f) => withFilter(f, key, value));
  const countries = (regions ?? []).filter((r) => !filters.continent || (!!r.continent && filters.continent.split(',').includes(r.continent)));
  return (
    <Stack gap="3" data-testid="explore-filters">
      <SimpleGrid columns={2} gap="2">
        <Select label="Continent" value={filters.continent} onChange={set('continent')} testId="explore-continent"
          listLabel={(v) => v.split(',').map((c) => CONTINENT_LABELS[c as Continent]).join(', ')}>
          <option value="">All continents</option>
          {CONTINENTS.map((c) => <option key={c} value={c}>{CONTINENT_LABELS[c]}</option>)}
        </Select>
        <Select label="Country" value={filters.country} onChange={set('country')} testId="explore-country">
          <option value="">All countries</option>
          {countries.map((r) => <option key={r.country} value={r.country}>{r.country} ({r.courses})</option>)}
        </Select>
        <Select label="Course type" value={filters.type} onChange={set('type')} testId="explore-type"
          listLabel={(v) => v.split(',').map((t) => courseTypeLabel(t as CourseType)).join(', ')}>
          <option value="">All types</option>
          {COURSE_TYPES.map((t) => <option key={t} value={t}>{courseTypeLabel(t)}</option>)}
        </Select>
        <Select label="Access" value={filters.membership} onChange={set('membership')} testId="explore-membership"
          listLabel={(v) => v.split(',').map((m) => MEMBERSHIP_LABELS[m as ClubMembership]).join(', ')}>
          <option value="">Any access</option>
          {CLUB_MEMBERSHIPS.map((m) => <option key={m} value={m}>{MEMBERSHIP_LABELS[m]}</option>)}
        </Select>
      </SimpleGrid>
      <ArchitectField value={filters.architect} onChange={set('architect')} />
      <YardageField bounds={yardage} value={[filters.yardageMin, filters.yardageMax]}
        onChange={(min, max) => onChange((f) => withFilter(withFilter(f, 'yardageMin', min), 'yardageMax', max))} />
      {activeFilterCount(filters) > 0 && (
        <HStack><Button size="xs" variant="ghost" onClick={() => onChange((f) => (f.ranking ? { ranking: f.ranking } : {}))} data-testid="explore-clear">Clear filters</Button></HStack>
      )}
    </Stack>
  );
}
