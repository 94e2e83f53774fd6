import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { nearMeUrl, type LatLng } from '../lib/near-me-url';
import type { AfterPlayed } from './use-played-toggle';

/**
 * Spec section 2: after marking a course played, a soft navigation to the courses near it that the
 * golfer has not played. With `around`, the centre stays put (the near-me screen itself: the row
 * just played drops out and the next nearest comes in) and the history entry is replaced.
 */
export function useNearMeAfterPlayed(around?: LatLng): AfterPlayed {
  const navigate = useNavigate();
  const lat = around?.lat;
  const lng = around?.lng;
  return useCallback<AfterPlayed>((course, exclude) => {
    const centre = lat != null && lng != null ? { lat, lng } : course.location;
    navigate(nearMeUrl(centre, exclude), { replace: lat != null });
  }, [navigate, lat, lng]);
}
