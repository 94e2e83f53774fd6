/**
 * The Duplicates view's write (issue 32): "not a duplicate". Both courses are locked in id order,
 * the rule (shared/domain/courses/course-duplicates.ts) is asked, the pair is stored once, the
 * smaller id first, and each course's audit names the other, in one transaction. A pair already
 * dismissed answers as it stands and writes nothing.
 */
import type { DismissedPair } from '../../shared/contracts/admin-courses.contract';
import { notDuplicateRefusal, pairOrder } from '../../shared/domain/courses/course-duplicates';
import type { CourseMergeRepository } from '../data/course-merge.repository';
import type { AuditActor } from '../data/courses.repository';
import { refuse } from '../lib/refused';

export function courseDuplicatesService(repo: Pick<CourseMergeRepository, 'writeDismissal'>) {
  return {
    notDuplicate(actor: AuditActor, id: string, of: string, reason: string): Promise<DismissedPair> {
      const [a, b] = pairOrder(id, of);
      return repo.writeDismissal(async (w) => {
        const names = a === b ? { a: null, b: null } : await w.lockPair(a, b);
        const byId = new Map([[a, names.a], [b, names.b]]);
        const refused = notDuplicateRefusal(id, of, { id: byId.get(id) != null, of: byId.get(of) != null });
        if (refused) throw refuse(refused, refused.path === 'id' ? 'path' : 'body');
        const answer = (at: Date): DismissedPair => ({ a: { _id: a, club_name: names.a! }, b: { _id: b, club_name: names.b! }, dismissedAt: at.toISOString() });
        const already = await w.dismissedAt(a, b);
        if (already) return answer(already);
        const at = await w.insert(a, b, actor.id, reason);
        await w.audit(actor, a, { id: b, name: names.b! }, reason);
        await w.audit(actor, b, { id: a, name: names.a! }, reason);
        return answer(at);
      });
    },
  };
}
export type CourseDuplicatesService = ReturnType<typeof courseDuplicatesService>;
