/**
 * Ranking one course (or one of its holes) into one list: the rank dialog over the list's items as
 * the chooser read them, then add-item with the bucket and the index, and the snackbar that says
 * where it landed ("Ranked #3 in Most fun · 8.4", with "View list"). Ranking into My Lie marks the
 * course played on the server, so the played state is refreshed too.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { MY_LIE_TYPE } from '../../../shared/domain/list-rules';
import { locationText } from '../../../shared/domain/location-text';
import { useCourse } from '../../courses/api/get-course';
import { cardImageUrl } from '../../courses/lib/card-image-url';
import { courseMediaItems } from '../../courses/lib/course-media';
import { listQueryOptions } from '../../lists/api/get-list';
import { addListItem } from '../../lists/api/item-writes';
import { refreshLists } from '../../lists/api/list-keys';
import { refreshPlayed } from '../../played/api/played-keys';
import type { RankTarget } from '../../played/components/ranking-context';
import { listPath } from '../../lists/lib/list-path';
import { rankedMessage } from '../lib/rank-choices';
import { placeByInsert, placeInList, rankCardOf, rankTitle, type RankedPlace } from '../lib/rank-items';
import { RankDialog, type RankPlacement } from './rank-dialog';

export function RankSession({ target, list, holeNumber, open, returnFocus, onClose, onExitComplete }: {
  target: RankTarget;
  list: ListDetail;
  holeNumber: number | null;
  open: boolean;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onExitComplete: () => void;
}) {
  const { data: course } = useCourse(target.courseId);
  const { data: me } = useCurrentUser();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const items = useMemo(() => list.items.map((i) => rankCardOf(i, cardImageUrl)), [list]);

  const subject = useMemo(() => {
    const picture = course ? courseMediaItems(course).find((m) => m.kind === 'image') : undefined;
    const place = course ? locationText(course.address) : '';
    return {
      title: rankTitle(course?.club_name ?? target.courseName, holeNumber),
      ...(place ? { subtitle: place } : {}),
      imageUrl: picture?.kind === 'image' ? cardImageUrl(picture.src) : null,
    };
  }, [course, target.courseName, holeNumber]);

  const onPlace = useCallback(async ({ bucket, atIndex }: RankPlacement) => {
    const answer = await addListItem(list._id, {
      course: target.courseId,
      ...(holeNumber != null ? { holeNumber } : {}),
      ...(bucket ? { bucket } : {}),
    }, atIndex);
    const saved = answer.items[0];
    void refreshLists(queryClient);
    if (list.type === MY_LIE_TYPE) void refreshPlayed(queryClient, me?._id);
    // The list as it is now says where the item landed; the list as the dialog saw it is the fallback.
    let place: RankedPlace | null = null;
    try {
      const fresh = await queryClient.fetchQuery({ ...listQueryOptions(list._id, user?.uid ?? null), staleTime: 0 });
      place = saved ? placeInList(fresh.items, saved._id) : null;
    } catch {
      // Said from the answer below.
    }
    place ??= placeByInsert(list.items.map((i) => i.bucket), saved?.index ?? atIndex, saved?.bucket ?? bucket);
    notify(rankedMessage(list.name, place.rank, place.score), 'success', {
      action: { label: 'View list', onClick: () => navigate(listPath(list)) },
    });
  }, [list, target.courseId, holeNumber, queryClient, me?._id, user?.uid, navigate]);

  return (
    <RankDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      returnFocus={returnFocus}
      subject={subject}
      noun={holeNumber != null ? 'hole' : 'course'}
      items={items}
      sentiment={list.usesBuckets}
      onPlace={onPlace}
    />
  );
}
