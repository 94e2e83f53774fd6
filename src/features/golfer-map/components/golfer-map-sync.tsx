/**
 * Tells the persistent map about the signed-in golfer: their played and saved course ids (pins are
 * drawn differently) and, under the "played" and "on my lists" filters, their courses' markers.
 * Renders nothing. Mounted once by the shell.
 */
import { useEffect, useMemo } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useFitMapTo } from '../../../map/use-fit-map-to';
import { effectiveFilter, setGolferMarks, setOwnCourses, useGolferMapState } from '../../../map/golfer-map-state';
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

  // Choosing "played" or "on my lists" shows where those courses are: the map fits them once per choice.
  const shown = useMemo(() => {
    if (!wantsOwn || !own || !marks) return null;
    return own.filter((c) => (filter === 'played' ? marks.played.has(c._id) : marks.wishlist.has(c._id) || marks.watchlist.has(c._id)));
  }, [wantsOwn, own, marks, filter]);
  useFitMapTo(shown, wantsOwn && shown ? filter : null);

  const playedKey = useMemo(() => (marks ? marksSignature({ ...marks, wishlist: new Set(), watchlist: new Set() }) : null), [marks]);
  useEffect(() => setGolferMarks(marks, playedKey), [marks, playedKey]);
  useEffect(() => setOwnCourses(own ?? null), [own]);
  useEffect(() => () => setGolferMarks(null), []);
  return null;
}
