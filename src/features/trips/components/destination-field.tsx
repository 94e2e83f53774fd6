/**
 * Where the trip goes: a town or region from the gazetteer (the search popover's Places), or the
 * middle of the map as the golfer panned it ("Use the map's view"). Choosing a place flies the map there, so the planner's
 * candidates are the place's courses.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMapViewBounds } from '../../../map/use-map-view-bounds';
import { locationText } from '../../../shared/domain/location-text';
import { getTripCandidates } from '../api/get-trip-candidates';
import { useDebounce } from 'use-debounce';
import { useMapController } from '../../../map/use-map-controller';
import type { Destination } from '../../../shared/contracts/trips.contract';
import { useSearchPlaces } from '../../search/api/search-places';

export function DestinationField({ value, onChange }: { value: Destination | null; onChange: (d: Destination) => void }) {
  const [terms, setTerms] = useState('');
  const [debounced] = useDebounce(terms.trim(), 300);
  const places = useSearchPlaces(debounced, 6);
  const map = useMapController();
  const view = useMapViewBounds();
  const [fromMap, setFromMap] = useState<'idle' | 'busy' | 'none'>('idle');
  // Panned to a place: the destination is the middle of the view, named after the region of its
  // most notable course (the gazetteer names places, not points).
  const takeView = async () => {
    const center = map.getCenter();
    if (!view || !center) return;
    setFromMap('busy');
    const [best] = await getTripCandidates({ ...view, membership: ['PUBLIC', 'LIMITED', 'PRIVATE'], fee: [], type: [] }).catch(() => []);
    if (!best) {
      setFromMap('none');
      return;
    }
    setFromMap('idle');
    onChange({ name: best.course.address.province ?? best.course.address.city ?? locationText(best.course.address), lat: center.lat, lng: center.lng });
  };
  const choose = (d: Destination, bbox?: [number, number, number, number] | null) => {
    onChange(d);
    setTerms('');
    if (bbox) map.fitBounds([{ lng: bbox[0], lat: bbox[1] }, { lng: bbox[2], lat: bbox[3] }], { maxZoom: 11 });
    else map.flyTo({ lng: d.lng, lat: d.lat, zoom: 10 });
  };
  const open = debounced !== '' && (places.data?.length ?? 0) > 0;
  return (
    <Field.Root>
      <Field.Label>Destination</Field.Label>
      {value && <Text fontSize="sm" data-testid="trip-destination">{value.name}</Text>}
      <HStack w="full">
        <Input
          flex="1"
          placeholder={value ? 'Change destination: a town or region' : 'A town or region, e.g. North Berwick'}
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
          aria-label="Search a destination"
          data-testid="destination-input"
        />
        <Button size="sm" variant="outline" onClick={() => void takeView()} loading={fromMap === 'busy'} disabled={!view} data-testid="destination-from-map">
          Use the map's view
        </Button>
      </HStack>
      {fromMap === 'none' && <Field.HelperText>No courses in the map's view: pan or zoom to where you are going.</Field.HelperText>}
      {open && (
        <Stack as="ul" role="listbox" aria-label="Places" gap="0" borderWidth="1px" borderRadius="l2" mt="1" w="full" listStyleType="none" ps="0">
          {places.data!.map((p) => (
            <Box as="li" key={p.id} role="option" aria-selected={false}>
              <Button variant="ghost" w="full" justifyContent="start" size="sm" data-testid="destination-option"
                onClick={() => choose({ name: p.name, lat: p.center.lat, lng: p.center.lng }, p.bbox)}>
                {p.name}<Text as="span" color="fg.muted" ms="2" truncate>{p.context}</Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Field.Root>
  );
}
