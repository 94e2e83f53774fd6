/**
 * Tells the persistent map about the signed-in golfer: their played and saved course ids (pins are
 * drawn with a ring). Choosing `only=played` (or wishlist, watchlist) fits the map to where those
 * courses are, wherever they lie: the server answers only the viewport's.
 * Renders nothing. Mounted once by the shell.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useFitMapTo } from '../../../map/use-fit-map-to';
import { setGolferMarks } from '../../../map/golfer-map-state';
import { useMapFilters } from '../../../map/map-filter-state';
import { useMapCourses } from '../api/get-map-courses';
import { marksOf, marksSignature } from '../lib/golfer-marks';
import { ownCoursesToFit } from '../lib/own-courses-fit';

export function GolferMapSync() {
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const marks = useMemo(() => (user && me ? marksOf(me) : null), [user, me]);
  const signature = useMemo(() => (marks ? marksSignature(marks) : ''), [marks]);
  const { only } = useMapFilters();
  const fitKey = marks ? ownCoursesToFit(only) : null;
  const { data: own } = useMapCourses(user?.uid, signature, !!fitKey);

  const shown = useMemo(() => {
    if (!fitKey || !own || !marks) return null;
    const kinds = fitKey.split(',') as ('played' | 'wishlist' | 'watchlist')[];
    return own.filter((c) => kinds.some((k) => marks[k].has(c._id)));
  }, [fitKey, own, marks]);
  // Each arrival at a choice fits again (Played, then All, then Played again shows them again).
  const [choice, setChoice] = useState({ key: fitKey, n: 0 });
  if (choice.key !== fitKey) setChoice({ key: fitKey, n: choice.n + 1 });
  useFitMapTo(shown, fitKey ? `${fitKey}#${choice.n}` : null);

  useEffect(() => setGolferMarks(marks, marks ? signature : null), [marks, signature]);
  useEffect(() => () => setGolferMarks(null), []);
  return null;
}
