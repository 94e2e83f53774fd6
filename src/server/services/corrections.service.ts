/**
 * Golfers' suggested corrections to a course (issue 24, item 5). A golfer sends values for the
 * named fields (only those that differ from the course are kept; none is a 400); an admin accepts
 * or rejects a pending one with a reason. Accepting locks the suggestion and the course, writes
 * the course's new values, the suggestion's status and two audit entries ('course' with the
 * course's before and after, 'correction' with the decision) in one transaction; after the commit
 * the catalogue reloads the course into its indexes and card cache (and tells the community
 * rankings, as any course write does).
 */
import type { Correction, CreateCorrectionBody, DecideCorrectionBody } from '../../shared/contracts/corrections.contract';
import {
  changedFields, correctionDecisionRefusal, correctionSubmitRefusal, CORRECTION_FIELDS,
} from '../../shared/domain/moderation/correction-rules';
import { refusal } from '../../shared/domain/refusal';
import { correctableOf, type CorrectionsRepository } from '../data/corrections.repository';
import type { SignedInUser, UserRow } from '../data/user-mapper';
import { auditActor } from '../data/audit-log.repository';
import { ensure, refuse } from '../lib/refused';
import type { CourseCatalogue } from './course-catalogue';
import type { DomainEvent, DomainEvents } from './domain-events';

export function correctionsService({ repo, catalogue, events }: { repo: CorrectionsRepository; catalogue: CourseCatalogue; events: DomainEvents }) {
  return {
    async submit(golfer: UserRow, courseId: string, body: CreateCorrectionBody): Promise<Correction> {
      const { note, ...values } = body;
      const id = await repo.submit(golfer.id, courseId, ({ course, open }) => {
        const proposed = course ? changedFields(correctableOf(course), values) : {};
        const r = correctionSubmitRefusal({ changed: Object.keys(proposed).length, open, courseExists: !!course });
        ensure(r, r?.path === 'id' ? 'path' : 'body');
        return { proposed, note: note || null };
      });
      return (await repo.one(id))!;
    },

    async decide(admin: SignedInUser, id: string, body: DecideCorrectionBody): Promise<Correction> {
      const { courseId, told } = await repo.write(async (w) => {
        const c = await w.lock(id);
        if (!c) throw refuse(refusal('not-found', 'no such suggestion', 'id'), 'path');
        const course = c.courseId ? await w.lockCourse(c.courseId) : null;
        ensure(correctionDecisionRefusal(c.status, body.status, { courseExists: !!course }));
        const actor = auditActor(admin);
        let applied: string | null = null;
        if (body.status === 'Accepted' && course) {
          const before = correctableOf(course);
          // Only what still differs: a field fixed meanwhile is left as it is.
          const changes = changedFields(before, c.proposed);
          if (Object.keys(changes).length > 0) {
            const after = correctableOf(await w.applyToCourse(course.id, changes));
            const names = CORRECTION_FIELDS.filter((f) => f in changes);
            await w.audit({
              actor, action: 'course.correct', recordType: 'course', recordId: course.id,
              before: Object.fromEntries(names.map((f) => [f, before[f]])), after: Object.fromEntries(names.map((f) => [f, after[f]])),
              reason: `Suggestion ${id} accepted: ${body.reason}`,
            });
            applied = course.id;
          }
        }
        await w.decide(id, body.status, body.reason, admin.id);
        await w.audit({
          actor, action: `correction.${body.status === 'Accepted' ? 'accept' : 'reject'}`, recordType: 'correction', recordId: id,
          before: { status: c.status, courseId: c.courseId, userId: c.userId, proposed: c.proposed },
          after: { status: body.status, courseId: c.courseId, userId: c.userId, proposed: c.proposed }, reason: body.reason,
        });
        const told: DomainEvent[] = body.status === 'Accepted'
          ? [{ type: 'correction-accepted', golferId: c.userId, correctionId: id, courseId: c.courseId }]
          : [];
        return { courseId: applied, told };
      });
      if (courseId) await catalogue.reloaded(courseId);
      await events.emit(...told);
      return (await repo.one(id))!;
    },

    mine: (golfer: UserRow) => repo.mine(golfer.id),
    byStatus: repo.byStatus,
  };
}

export type CorrectionsService = ReturnType<typeof correctionsService>;
