/**
 * Tells the persistent map about the signed-in golfer: their played and saved course ids (pins are
 * drawn differently) and, under the "played" and "on my lists" filters, their courses' markers.
 * Renders nothing. Mounted once by the shell.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MAP_ID } from '../../../map/map-constants';
import { boundsOf } from '../../../map/bounds-of';
import { effectiveFilter, setGolferMarks, setOwnCourses, useGolferMapState } from '../../../map/golfer-map-state';
import { useAuth } from '../../auth/auth-provider';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useMapCourses } from '../api/get-map-courses';
import { marksOf, marksSignature } from '../lib/golfer-marks';

export function GolferMapSync() {
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const marks = useMemo(() => (user && me ? marksOf(me) : null), [user, me]);
  const signature = useMemo(() => (marks ? marksSignature(marks) : ''), [marks]);
  const state = useGolferMapState();
  const filter = effectiveFilter(state);
  const wantsOwn = filter === 'played' || filter === 'lists';
  const { data: own } = useMapCourses(user?.uid, signature, !!marks && wantsOwn);

  // Choosing "played" or "on my lists" shows where those courses are: the map fits them once.
  const { [MAP_ID]: map } = useMap();
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!wantsOwn) {
      fittedFor.current = null;
      return;
    }
    if (!map || !own || fittedFor.current === filter) return;
    fittedFor.current = filter;
    const keep = own.filter((c) => (filter === 'played' ? marks?.played.has(c._id) : marks?.wishlist.has(c._id) || marks?.watchlist.has(c._id)));
    const bounds = boundsOf(keep.map((c) => ({ lat: c.lat, lng: c.lng })));
    if (bounds) map.fitBounds(bounds, { padding: 60, maxZoom: 12, duration: 800 });
  }, [wantsOwn, map, own, filter, marks]);

  useEffect(() => setGolferMarks(marks), [marks]);
  useEffect(() => setOwnCourses(own ?? null), [own]);
  useEffect(() => () => setGolferMarks(null), []);
  return null;
}
