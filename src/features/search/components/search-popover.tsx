/**
 * The popover under the search input: a loading bar, the Courses / Places / Users tabs (each with
 * how many it found) with the search-target toggle beside them, and the active tab's panel (which
 * scrolls inside 350 px).
 * A plain positioned box rather than a Popover: it stays next to the input in the DOM, so Tab
 * walks from the input into the tabs and buttons, and the input keeps focus otherwise.
 */
import { Badge, Box, Flex, IconButton, Progress, Tabs, Text } from '@chakra-ui/react';
import { MapPinned } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { SEARCH_TABS, type PanelStatus, type SearchTab } from '../lib/search-popover-state';

export const SEARCH_POPOVER_MAX_HEIGHT = '350px';
export const SEARCH_POPOVER_WIDTH = '400px';

export interface SearchPanel {
  status: PanelStatus;
  error: string | null;
  empty: string;
  results: ReactNode;
  /** What the tab shows beside its name: how many it found ('' before its answer). */
  count: string;
}

const TAB_LABELS: Record<SearchTab, string> = { courses: 'Courses', places: 'Places', users: 'Users' };

export function SearchPopover({ id, tab, onTabChange, loading, targetMode, onTargetModeChange, onEscape, panels }: {
  id: string;
  tab: SearchTab;
  onTabChange: (tab: SearchTab) => void;
  loading: boolean;
  targetMode: boolean;
  onTargetModeChange: (on: boolean) => void;
  /** Escape pressed while focus is inside the popover (on a tab or a button). */
  onEscape: () => void;
  panels: Record<SearchTab, SearchPanel>;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onEscape();
  };
  return (
    <Box id={id} data-testid="search-popover" onKeyDown={onKeyDown}
      position="absolute" top="calc(100% + 8px)" left="0" zIndex="popover"
      w={{ base: 'full', md: SEARCH_POPOVER_WIDTH }} maxW="calc(100vw - 16px)" maxH={SEARCH_POPOVER_MAX_HEIGHT}
      display="flex" flexDirection="column" overflow="hidden"
      bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="l3" boxShadow="lg">
      {loading && (
        <Progress.Root value={null} size="xs" colorPalette="brand" position="absolute" top="0" left="0" right="0" zIndex="1"
          translations={{ value: () => 'Searching' }} data-testid="search-loading">
          <Progress.Track bg="transparent">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(d) => onTabChange(d.value as SearchTab)} size="sm" variant="line" colorPalette="brand"
        lazyMount unmountOnExit display="flex" flexDirection="column" flex="1" minH="0">
        <Flex align="center" gap="2" pe="2" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
          <Tabs.List borderBottomWidth="0" flex="1" px="1">
            {SEARCH_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} data-testid={`search-tab-${value}`}>
                {TAB_LABELS[value]}
                {panels[value].count !== '' && (
                  <Badge size="xs" variant="subtle" colorPalette={value === tab ? 'brand' : 'gray'} data-testid="search-tab-count">{panels[value].count}</Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tooltip content={targetMode ? 'Show in map: on' : 'Show in map: off'} placement="bottom">
            <IconButton size="xs" variant={targetMode ? 'subtle' : 'ghost'} colorPalette={targetMode ? 'brand' : 'gray'}
              aria-label="Search-target mode" aria-pressed={targetMode} data-testid="search-target-toggle"
              onClick={() => onTargetModeChange(!targetMode)}>
              <MapPinned />
            </IconButton>
          </Tooltip>
        </Flex>
        {SEARCH_TABS.map((value) => (
          <Tabs.Content key={value} value={value} pt="0" flex="1" minH="0" overflowY="auto" overscrollBehavior="contain">
            <PanelBody panel={panels[value]} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

function PanelBody({ panel }: { panel: SearchPanel }) {
  switch (panel.status) {
    case 'results':
      return panel.results;
    case 'error':
      return <Text px="3" py="3" textStyle="sm" color="fg.error" role="alert" data-testid="search-error">{panel.error}</Text>;
    case 'empty':
      return <Text px="3" py="3" textStyle="sm" color="fg.muted" data-testid="search-empty">{panel.empty}</Text>;
    case 'loading':
      return <Text px="3" py="3" textStyle="sm" color="fg.muted">Searching…</Text>;
  }
}
