/**
 * Phones: one Filters button (with how many are on) that opens a bottom sheet of the same groups
 * and counts as the wide screen's chips. Each choice applies at once (the map behind and the
 * counts follow), so "Show N courses" is the real count of what the sheet chose; it closes the sheet.
 */
import { Badge, Button, Checkbox, CloseButton, Drawer, Fieldset, HStack, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { MapFacets } from '../../../shared/contracts/bounded-courses.contract';
import type { MapFilters } from '../../../map/map-filters';
import type { FiltersUpdate } from '../hooks/use-map-filter-params';
import { activeCount, CHIP_GROUPS, coursesText, facetCount, toggled, withGroup, type ChipGroup } from '../lib/filter-options';
import { SHOW_CHOICES, SHOW_LABELS, showChoice, withShow, type ShowChoice } from '../lib/show-choice';
import { useSettledTotal } from './courses-count';
import { MoreFields } from './more-fields';

export function FilterSheet({ filters, facets, signedIn, onChange }: {
  filters: MapFilters;
  facets: MapFacets | undefined;
  signedIn: boolean;
  onChange: (update: FiltersUpdate) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = activeCount(filters, signedIn);
  const total = useSettledTotal();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button size="xs" variant={count ? 'subtle' : 'surface'} colorPalette={count ? 'brand' : 'gray'} bg={count ? 'brand.subtle' : 'bg.panel'}
          borderWidth="1px" borderColor={count ? 'brand.emphasized' : 'border'} boxShadow="sm" borderRadius="full" flexShrink={0}
          aria-label={count ? `Filters, ${count} on` : 'Filters'} aria-haspopup="dialog" data-testid="filters-button">
          <SlidersHorizontal aria-hidden />
          Filters
          {count > 0 && <Badge size="xs" variant="solid" colorPalette="brand" borderRadius="full">{count}</Badge>}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" borderTopRadius="l3" data-testid="filter-sheet">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {signedIn && <ShowGroup filters={filters} onChange={onChange} />}
                {CHIP_GROUPS.map((g) => (
                  <FacetGroup key={g.key} group={g} values={filters[g.key]} facets={facets}
                    onChange={(values) => onChange((f) => withGroup(f, g.key, values))} />
                ))}
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="semibold">More</Fieldset.Legend>
                  <MoreFields filters={filters} onChange={onChange} />
                </Fieldset.Root>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between" borderTopWidth="1px" pt="3">
              <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(() => ({}))} data-testid="sheet-clear-all">Clear all</Button>
              <Button colorPalette="brand" size="sm" onClick={() => setOpen(false)} data-testid="sheet-show">
                {total === null ? 'Show courses' : total === 0 ? 'No courses to show' : `Show ${coursesText(total).toLowerCase()}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function FacetGroup({ group, values, facets, onChange }: {
  group: ChipGroup; values: readonly string[] | undefined; facets: MapFacets | undefined; onChange: (values: string[] | undefined) => void;
}) {
  return (
    <Fieldset.Root data-testid={`sheet-${group.key}`}>
      <Fieldset.Legend fontWeight="semibold">{group.title}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {group.options.map((o) => {
          const n = facetCount(facets, group.key, o.value);
          return (
            <Checkbox.Root key={o.value} size="sm" colorPalette="brand" checked={values?.includes(o.value) ?? false}
              onCheckedChange={(e) => onChange(toggled(group, values, o.value, e.checked === true))} data-testid={`sheet-option-${group.key}-${o.value}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label flex="1">
                <HStack justify="space-between" w="full">
                  <Text as="span">{o.label}</Text>
                  <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">{n === undefined ? '' : n.toLocaleString('en')}</Text>
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

function ShowGroup({ filters, onChange }: { filters: MapFilters; onChange: (update: FiltersUpdate) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" id="sheet-show-label">Show on the map</Fieldset.Legend>
      <RadioGroup.Root size="sm" colorPalette="brand" value={showChoice(filters) ?? ''} aria-labelledby="sheet-show-label"
        onValueChange={(e) => e.value && onChange((f) => withShow(f, e.value as ShowChoice))}>
        <Stack gap="2" mt="2">
          {SHOW_CHOICES.map((c) => (
            <RadioGroup.Item key={c} value={c} data-testid={`sheet-show-${c}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{SHOW_LABELS[c]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
