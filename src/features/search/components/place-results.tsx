/**
 * Place hits (towns, regions, countries) as listbox options: an icon for the kind, the name and
 * where it is. Choosing one flies the map there (see search-box.tsx); a place has no page.
 */
import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { Building2, Globe, Map as MapIcon } from 'lucide-react';
import type { PlaceKind, PlaceResult } from '../../../shared/contracts/places.contract';
import { RESULT_ROW_HEIGHT } from './course-results';

const KIND_ICON: Record<PlaceKind, typeof Globe> = { town: Building2, region: MapIcon, country: Globe };
export const PLACE_KIND_LABEL: Record<PlaceKind, string> = { town: 'Town', region: 'Region', country: 'Country' };

export function PlaceResults({ listboxId, optionId, items, active, onHover, onSelect }: {
  listboxId: string;
  optionId: (index: number) => string;
  items: readonly PlaceResult[];
  active: number;
  onHover: (index: number) => void;
  onSelect: (place: PlaceResult) => void;
}) {
  return (
    <Box role="listbox" id={listboxId} aria-label="Places" data-testid="search-results" py="1">
      {items.map((place, i) => {
        const KindIcon = KIND_ICON[place.kind];
        // A country's context says only "Country": the kind says it already.
        const where = place.kind === 'country' ? PLACE_KIND_LABEL.country : `${PLACE_KIND_LABEL[place.kind]} · ${place.context}`;
        return (
          <Flex key={place.id} role="option" id={optionId(i)} aria-selected={i === active} data-testid="search-result" data-kind={place.kind}
            h={RESULT_ROW_HEIGHT} px="3" gap="3" align="center" cursor="pointer" bg={i === active ? 'bg.muted' : undefined}
            onMouseDown={(e) => e.preventDefault()} onMouseMove={() => onHover(i)} onClick={() => onSelect(place)}>
            <Icon size="md" color="fg.muted" flexShrink={0} aria-hidden><KindIcon /></Icon>
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate>{place.name}</Text>
              <Text textStyle="sm" color="fg.muted" truncate>{where}</Text>
            </Box>
          </Flex>
        );
      })}
    </Box>
  );
}
