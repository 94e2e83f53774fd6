/**
 * Merging a duplicate course into the one kept (issue 24): in one transaction, both courses under
 * row locks (a golfer's played or list write naming either waits for the merge), every record of
 * the merged course moves to the kept one; where a golfer or a list had both, the rules of
 * shared/domain/courses/course-merge.ts say which record stays; the kept course's blank fields are
 * filled from the merged one; the merged course is deleted; both are audited. The catalogue
 * (course-catalogue.ts) updates its indexes and cache and emits the events after the commit.
 */
import type { Course } from '../../shared/contracts/courses.contract';
import type { MergeCounts } from '../../shared/contracts/admin-courses.contract';
import { listItemKept, mergedCourse, mergeRefusal, playedEntryKept } from '../../shared/domain/courses/course-merge';
import { refusal } from '../../shared/domain/refusal';
import type { AuditActor } from '../data/courses.repository';
import type { CourseMergeRepository } from '../data/course-merge.repository';
import { ensure, refuse } from '../lib/refused';

export type CourseMerger = (id: string, into: string, actor: AuditActor) => Promise<{ course: Course; counts: MergeCounts }>;

export function courseMerger(repo: CourseMergeRepository): CourseMerger {
  return (id, into, actor) => {
    ensure(mergeRefusal(id, into));
    return repo.write(async (w) => {
      const { merged, kept } = await w.lockBoth(id, into);
      if (!merged) throw refuse(refusal('not-found', 'no such course', 'id'), 'path');
      if (!kept) throw refuse(refusal('not-found', 'no such course', 'into'));

      const playedPairs = await w.playedPairs(id, into);
      for (const p of playedPairs) {
        if (playedEntryKept(p.kept, p.merged) === 'merged') await w.setPlayed(p.userId, into, p.merged);
        await w.deletePlayed(p.userId, id);
      }
      const itemPairs = await w.itemPairs(id, into);
      for (const p of itemPairs) {
        const { winner, note, reaction } = listItemKept(p.kept, p.merged);
        const [winnerId, loserId] = winner === 'kept' ? [p.keptId, p.mergedId] : [p.mergedId, p.keptId];
        await w.collapseItems(winnerId, loserId, note, reaction);
      }
      const wishlistDuplicates = await w.dedupeWishlists(id, into);
      await w.dedupePanelConflicts(id, into);
      const moved = await w.repoint(id, into);

      const course = await w.saveKept(mergedCourse(kept, merged), id);
      await w.deleteCourse(id);
      const counts: MergeCounts = {
        played: { moved: moved.played, deduplicated: playedPairs.length },
        listItems: { moved: moved.listItems, deduplicated: itemPairs.length },
        wishlists: { moved: moved.wishlists, deduplicated: wishlistDuplicates },
        activity: moved.activity,
        panelConflicts: moved.panelConflicts,
        corrections: moved.corrections,
      };
      const reason = `Merged ${merged.club_name} into ${kept.club_name}`;
      await w.audit(actor, 'course.merge', id, merged, { mergedInto: into, counts }, reason);
      await w.audit(actor, 'course.merge', into, kept, course, reason);
      return { course, counts };
    });
  };
}
