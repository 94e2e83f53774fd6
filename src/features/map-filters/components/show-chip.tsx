/**
 * The Show chip (signed in): all courses, played, not yet played, wishlist, watchlist or friends'
 * courses, one at a time (a radio menu that closes on choosing).
 */
import { Menu, Portal } from '@chakra-ui/react';
import type { MapFilters } from '../../../map/map-filters';
import { SHOW_CHOICES, SHOW_LABELS, showChoice, showSummary, withShow, type ShowChoice } from '../lib/show-choice';
import { ChipPill, ChipTrigger } from './chip-button';

export function ShowChip({ filters, onChange }: { filters: MapFilters; onChange: (update: (f: MapFilters) => MapFilters) => void }) {
  const choice = showChoice(filters);
  const active = choice !== 'all';
  const summary = showSummary(filters);
  return (
    <ChipPill active={active} clearLabel="Show all courses" onClear={() => onChange((f) => withShow(f, 'all'))} testId="chip-show">
      <Menu.Root positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <ChipTrigger active={active} aria-label={active ? `Show: ${summary}` : 'Show'}>{summary}</ChipTrigger>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="13rem" data-testid="chip-show-menu">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Show on the map</Menu.ItemGroupLabel>
                <Menu.RadioItemGroup value={choice ?? ''} onValueChange={(e) => onChange((f) => withShow(f, e.value as ShowChoice))}>
                  {SHOW_CHOICES.map((c) => (
                    <Menu.RadioItem key={c} value={c} data-testid={`option-show-${c}`}>
                      {SHOW_LABELS[c]}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChipPill>
  );
}
