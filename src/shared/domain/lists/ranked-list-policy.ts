/**
 * Course and hole lists: the owner's own, read by anyone when public. Items are a course (hole
 * lists: one hole of a course), once each; ranked types keep them in bands (loved, fine,
 * disliked), a bucket list has none. Anyone who can see the list reacts to its items.
 */
import type { ListKind } from '../enums';
import { listTypeLabel } from '../list-labels';
import {
  DEFAULT_COURSE_HOLES, isProOnlyType, itemLimitMessage, listUsesBuckets, maxItemsFor, MY_LIE_TYPE, proOnlyTypeMessage,
} from '../list-rules';
import { canReadList, ownerOnly } from './list-access';
import { holeParFit, knownHolePar, parOfListType } from './hole-par';
import type { ListPolicy } from './list-policy-interface';
import { placeNewItem } from './item-placement';
import { totalOf } from './list-facts';
import { firstRefusal, refusal } from '../refusal';

const onlyForTrips = (kind: ListKind, path: string) => refusal('invalid', `is only for trips, not a ${kind} list`, path);

function rankedPolicy(kind: 'course' | 'hole'): ListPolicy {
  return {
    kind,
    canRead: canReadList,
    mayWriteItems: (list, role) => ownerOnly(list, role),
    mayChangeList: (list, role) => ownerOnly(list, role),

    itemShape(list, item) {
      const banded = listUsesBuckets(list.type);
      return firstRefusal(
        !banded && item.bucket ? refusal('invalid', `is not used: ${listTypeLabel(list.type)} lists rank without loved, fine or disliked`, 'listItem.bucket') : null,
        kind === 'hole' && item.holeNumber === undefined ? refusal('invalid', 'is required in a hole list', 'listItem.holeNumber') : null,
        kind !== 'hole' && item.holeNumber !== undefined ? refusal('invalid', `is only for hole lists, not a ${kind} list`, 'listItem.holeNumber') : null,
        item.day !== undefined ? onlyForTrips(kind, 'listItem.day') : null,
        item.teeTime != null ? onlyForTrips(kind, 'listItem.teeTime') : null,
      );
    },

    courseFits(list, item, course) {
      if (!course) return refusal('not-found', 'no such course', 'listItem.course');
      if (item.holeNumber === undefined) return null;
      const holes = course.holes ?? DEFAULT_COURSE_HOLES;
      if (item.holeNumber > holes) {
        return refusal('invalid', `must be between 1 and ${holes}: the course has ${holes} holes`, 'listItem.holeNumber');
      }
      if (holeParFit(list.type, course, item.holeNumber) === 'wrong-par') {
        return refusal('invalid', `must be a par ${parOfListType(list.type)}: hole ${item.holeNumber} of this course is a par ${knownHolePar(course, item.holeNumber)}`, 'listItem.holeNumber');
      }
      return null;
    },

    place(list, golfer, item, atIndex, { counts, duplicate }) {
      if (!golfer.isPremium && isProOnlyType(list.kind, list.type)) return refusal('over-limit', proOnlyTypeMessage(listTypeLabel(list.type)));
      if (duplicate) return refusal('conflict', 'is already in this list', item.holeNumber === undefined ? 'listItem.course' : 'listItem.holeNumber');
      const total = totalOf(counts);
      const max = maxItemsFor(list.kind, list.type, golfer.isPremium);
      if (total >= max) return refusal('over-limit', itemLimitMessage(max, golfer.isPremium, list.type === MY_LIE_TYPE));
      if (atIndex !== undefined && atIndex > total) return refusal('invalid', `must be at most ${total}, the number of items`, 'atIndex');
      return { at: 'rank', ...placeNewItem(counts, listUsesBuckets(list.type), item.bucket, atIndex) };
    },

    indexMoves: () => null,
    reactions: () => null,
    maxItems: (list, golfer) => maxItemsFor(list.kind, list.type, golfer.isPremium),
  };
}

export const courseListPolicy = rankedPolicy('course');
export const holeListPolicy = rankedPolicy('hole');
