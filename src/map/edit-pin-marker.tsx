/** The admin's draggable course pin (edit-pin-state.ts), drawn over every layer. */
import { Marker, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { setEditPin, useEditPin } from './edit-pin-state';

const PIN = 'M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 32 12 32s12-11.6 12-20.3C24 5.2 18.6 0 12 0z';

export function EditPinMarker() {
  const pin = useEditPin();
  if (!pin) return null;
  const onDragEnd = (e: MarkerDragEvent) => setEditPin({ ...pin, lat: round(e.lngLat.lat), lng: round(e.lngLat.lng), by: 'map' });
  return (
    <Marker longitude={pin.lng} latitude={pin.lat} anchor="bottom" draggable onDragEnd={onDragEnd} style={{ zIndex: 3 }}>
      <svg data-testid="edit-pin" data-lat={pin.lat} data-lng={pin.lng} width="28" height="37" viewBox="0 0 24 32" role="img" aria-label="Course location: drag to move" style={{ cursor: 'grab', display: 'block' }}>
        <path d={PIN} fill="#d9480f" stroke="#ffffff" strokeWidth="1.5" />
        <circle cx="12" cy="11.5" r="4.5" fill="#ffffff" />
      </svg>
    </Marker>
  );
}

/** Six decimals: about 10 cm, more than a course's location needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
