/**
 * Wishlists and watchlists (spec sections 4 and 7): a golfer's private named sets of courses.
 * Each write locks what it counts (the owner's row for a new list, the list's row for a course),
 * asks the rules (`shared/domain/saved-list-rules.ts`), then writes. Another golfer's list is
 * treated exactly like one that does not exist.
 */
import type { SavedList, SavedListKind } from '../../shared/contracts/saved-lists.contract';
import { mayAddToSavedList, mayCreateSavedList } from '../../shared/domain/saved-list-rules';
import type { SavedListsRepository } from '../data/saved-lists.repository';
import { ensure, notFound } from '../lib/errors';

const Title: Record<SavedListKind, string> = { wishlist: 'Wishlist', watchlist: 'Watchlist' };

export function savedListsService(savedLists: SavedListsRepository) {
  return {
    /** A new list, with its first course when given (Save and Add), in one transaction. */
    create: (ownerId: string, kind: SavedListKind, name: string, courseId: string | undefined): Promise<SavedList> =>
      savedLists.withOwnerLocked(ownerId, kind, async (owner) => {
        const courseFound = courseId ? await owner.courseExists(courseId) : null;
        ensure(mayCreateSavedList(kind, { count: await owner.count(), courseFound }));
        return owner.insert(name, courseId);
      }),

    /** Puts a course in the list (idempotently) or takes it out; answers the list as it now is. */
    async setCourse(ownerId: string, kind: SavedListKind, id: string, courseId: string, inList: boolean): Promise<SavedList> {
      const list = await savedLists.withLockedList(ownerId, kind, id, async (locked) => {
        if (inList) {
          const [courseFound, count, present] = [await locked.courseExists(courseId), await locked.count(), await locked.contains(courseId)];
          ensure(mayAddToSavedList(kind, { courseFound, count, present }));
          await locked.add(courseId);
        } else {
          await locked.remove(courseId);
        }
        return locked.touched();
      });
      if (!list) throw notFound(Title[kind]);
      return list;
    },
  };
}

export type SavedListsService = ReturnType<typeof savedListsService>;
