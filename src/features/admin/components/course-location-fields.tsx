/**
 * A course's latitude and longitude in the admin form, tied to the draggable pin on the map
 * (src/map/edit-pin-state.ts): the pin starts where the course is (the map flies there), dragging
 * it fills both fields, and typing a valid position moves the pin.
 */
import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { setEditPin, useEditPin } from '../../../map/edit-pin-state';
import { useMapController } from '../../../map/use-map-controller';
import type { FieldErrors } from '../../../lib/field-errors';

const position = (lat: string, lng: string) => {
  const la = Number(lat.trim());
  const ln = Number(lng.trim());
  return lat.trim() && lng.trim() && Math.abs(la) <= 90 && Math.abs(ln) <= 180 ? { lat: la, lng: ln } : null;
};

export function CourseLocationFields({ courseId, lat, lng, onChange, errors }: {
  courseId: string | null;
  lat: string;
  lng: string;
  onChange: (next: { lat: string; lng: string }) => void;
  errors: FieldErrors;
}) {
  const pin = useEditPin();
  const { flyTo, ready } = useMapController();

  // The pin while the form is open, and the map over it once it is ready.
  useEffect(() => {
    const at = position(lat, lng);
    if (at) setEditPin({ courseId, ...at, by: 'form' });
    return () => setEditPin(null);
    // Only when another course is opened; later changes go through type() and the drag below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseId]);
  useEffect(() => {
    const at = position(lat, lng);
    if (ready && at) flyTo({ ...at, zoom: 14 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseId, ready]);

  // The admin dragged the pin: the fields follow.
  useEffect(() => {
    if (pin?.by === 'map' && (String(pin.lat) !== lat || String(pin.lng) !== lng)) onChange({ lat: String(pin.lat), lng: String(pin.lng) });
  }, [pin, lat, lng, onChange]);

  const type = (next: { lat: string; lng: string }) => {
    onChange(next);
    const at = position(next.lat, next.lng);
    if (at) setEditPin({ courseId, ...at, by: 'form' });
  };

  return (
    <Field.Root invalid={!!(errors['location.lat'] || errors['location.lng'])}>
      <Field.Label>Location</Field.Label>
      <HStack gap="2" w="full" align="start">
        <Input size="sm" inputMode="decimal" aria-label="Latitude" placeholder="Latitude" value={lat} onChange={(e) => type({ lat: e.target.value, lng })} data-testid="course-lat" />
        <Input size="sm" inputMode="decimal" aria-label="Longitude" placeholder="Longitude" value={lng} onChange={(e) => type({ lat, lng: e.target.value })} data-testid="course-lng" />
      </HStack>
      {errors['location.lat'] && <Field.ErrorText>Latitude: {errors['location.lat']}</Field.ErrorText>}
      {errors['location.lng'] && <Field.ErrorText>Longitude: {errors['location.lng']}</Field.ErrorText>}
      <Field.HelperText><Text as="span">Drag the orange pin on the map, or type the position.</Text></Field.HelperText>
    </Field.Root>
  );
}
