/**
 * A chip with a facet (Access, Type, Holes, Green fee): a menu of checkboxes, each with how many
 * courses in view choosing it would give. The menu stays open while the golfer ticks (each tick
 * is one step in the history); arrows move, Space or Enter ticks, Escape closes and returns focus.
 */
import { Checkmark, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import type { MapFacets } from '../../../shared/contracts/bounded-courses.contract';
import { chipSummary, facetCount, toggled, type ChipGroup } from '../lib/filter-options';
import { ChipPill, ChipTrigger } from './chip-button';

export function FacetChip({ group, values, facets, onChange }: {
  group: ChipGroup;
  values: readonly string[] | undefined;
  facets: MapFacets | undefined;
  onChange: (values: string[] | undefined) => void;
}) {
  const active = !!values?.length;
  const summary = chipSummary(group, values);
  return (
    <ChipPill active={active} clearLabel={`Clear ${group.title.toLowerCase()} filter`} onClear={() => onChange(undefined)} testId={`chip-${group.key}`}>
      <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <ChipTrigger active={active} aria-label={active ? `${group.title}: ${summary}` : group.title}>{summary}</ChipTrigger>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="15rem" data-testid={`chip-${group.key}-menu`}>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{group.title}</Menu.ItemGroupLabel>
                {group.options.map((o) => {
                  const checked = values?.includes(o.value) ?? false;
                  const n = facetCount(facets, group.key, o.value);
                  return (
                    <Menu.CheckboxItem
                      key={o.value}
                      value={o.value}
                      checked={checked}
                      onCheckedChange={(on) => onChange(toggled(group, values, o.value, on))}
                      aria-label={n === undefined ? o.label : `${o.label}, ${n.toLocaleString('en')} ${n === 1 ? 'course' : 'courses'}`}
                      data-testid={`option-${group.key}-${o.value}`}
                    >
                      <HStack w="full" gap="2">
                        <Checkmark size="sm" checked={checked} colorPalette="brand" />
                        <Text flex="1">{o.label}</Text>
                        <Text color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="option-count">
                          {n === undefined ? '' : n.toLocaleString('en')}
                        </Text>
                      </HStack>
                    </Menu.CheckboxItem>
                  );
                })}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChipPill>
  );
}
