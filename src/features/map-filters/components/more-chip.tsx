/**
 * The More chip: a popover (a dialog) with the filters that take more than a tick: continent,
 * country, years, yardage, architect. Tab moves through its fields; Escape closes it and returns
 * focus to the chip.
 */
import { Popover, Portal } from '@chakra-ui/react';
import type { MapFilters } from '../../../map/map-filters';
import type { FiltersUpdate } from '../hooks/use-map-filter-params';
import { moreCount, withoutMore } from '../lib/filter-options';
import { moreSummary } from '../lib/more-filters';
import { ChipPill, ChipTrigger } from './chip-button';
import { MoreFields } from './more-fields';

export function MoreChip({ filters, onChange }: { filters: MapFilters; onChange: (update: FiltersUpdate) => void }) {
  const count = moreCount(filters);
  return (
    <ChipPill active={count > 0} clearLabel="Clear the more filters" onClear={() => onChange(withoutMore)} testId="chip-more">
      <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount>
        <Popover.Trigger asChild>
          <ChipTrigger active={count > 0} aria-label={count ? `More filters: ${count} on` : 'More filters'}>{moreSummary(count)}</ChipTrigger>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="22rem" maxW="calc(100vw - 2rem)" aria-label="More filters" data-testid="chip-more-popover">
              <Popover.Body>
                <MoreFields filters={filters} onChange={onChange} />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </ChipPill>
  );
}
