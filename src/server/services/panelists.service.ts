/**
 * Becoming a panelist (issue 24): the golfer applies, updates or withdraws; an admin approves,
 * denies or revokes with a reason, or approves a denied golfer after all. Each change locks the
 * request's row, asks the rules (shared/domain/panelist-rules.ts) and writes; an admin's decision
 * is checked against the status (and revision) the admin decided on under that lock, and writes its
 * audit entry in the same transaction.
 */
import type { PanelistDecisionBody, PanelistRequest } from '../../shared/contracts/panelists.contract';
import { golferActions, panelistDecision, panelistTransition, reapplyAt, type PanelistAction } from '../../shared/domain/panelist-rules';
import { refusal } from '../../shared/domain/refusal';
import type { PanelistsRepository, RequestRow } from '../data/panelists.repository';
import type { SignedInUser } from '../data/user-mapper';
import { auditActor } from '../data/audit-log.repository';
import { refuse } from '../lib/refused';
import type { DomainEvents } from './domain-events';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function view(row: RequestRow | null, now = new Date()): PanelistRequest {
  const status = row?.status ?? 'Not Sent';
  const facts = { status, decidedAt: row?.decidedAt ?? null };
  const wait = reapplyAt(status, facts.decidedAt);
  return {
    status,
    message: row?.message ?? null,
    reason: row?.reason ?? null,
    decidedAt: iso(row?.decidedAt ?? null),
    submittedAt: iso(row?.submittedAt ?? null),
    reapplyAt: wait && wait.getTime() > now.getTime() ? wait.toISOString() : null,
    actions: golferActions(facts, now),
  };
}

/** What the audit log keeps of a request. */
const snapshot = (r: RequestRow) => ({ status: r.status, message: r.message, reason: r.reason });

/** Whether a change moved a golfer onto or off the course panel. */
const panelMoved = (from: RequestRow['status'], to: RequestRow['status']) => (from === 'Approved') !== (to === 'Approved');

export function panelistsService({ repo, events }: { repo: PanelistsRepository; events: DomainEvents }) {
  /** The step the rules allow from here, or the refusal thrown (rolling the transaction back). */
  function step(row: RequestRow, action: PanelistAction, now: Date) {
    const t = panelistTransition({ status: row.status, decidedAt: row.decidedAt }, action, now);
    if ('refusal' in t) throw refuse(t.refusal);
    return t.to;
  }

  return {
    async mine(userId: string): Promise<PanelistRequest> {
      return view(await repo.request(userId));
    },

    /** Sends the request, or updates its message while it is Pending. */
    async submit(userId: string, message: string): Promise<PanelistRequest> {
      return repo.write(async (w) => {
        const now = new Date();
        const row = await w.lock(userId);
        const to = step(row, row.status === 'Pending' ? 'update' : 'apply', now);
        return view(await w.save(userId, { status: to, message, submittedAt: now, ...(row.status === 'Pending' ? {} : { reason: null }) }), now);
      });
    },

    /** Withdraws a pending request, or steps down as a panelist: back to Not Sent. */
    async withdraw(userId: string): Promise<PanelistRequest> {
      const { result, moved } = await repo.write(async (w) => {
        const now = new Date();
        const row = await w.lock(userId);
        const to = step(row, 'withdraw', now);
        return { result: view(await w.save(userId, { status: to, reason: null, decidedAt: null, decidedBy: null }), now), moved: panelMoved(row.status, to) };
      });
      if (moved) await events.emit({ type: 'panel-changed' });
      return result;
    },

    /**
     * An admin's decision on the request as they saw it (`body.from`, `body.revision`): Approved
     * approves a pending or denied request; Denied denies a pending one, or revokes an approval.
     */
    async decide(actor: SignedInUser, userId: string, body: PanelistDecisionBody): Promise<PanelistRequest> {
      const { result, moved, approved } = await repo.write(async (w) => {
        if (!(await w.userExists(userId))) throw refuse(refusal('not-found', 'no such golfer', 'userId'), 'path');
        const now = new Date();
        const row = await w.lock(userId);
        const seen = { status: body.from, revision: body.revision ? new Date(body.revision) : null };
        const decision = panelistDecision({ status: row.status, decidedAt: row.decidedAt, revision: row.updatedAt }, seen, body.status, now);
        if ('refusal' in decision) throw refuse(decision.refusal);
        const { action, to } = decision;
        const saved = await w.save(userId, { status: to, reason: body.reason, decidedAt: now, decidedBy: actor.id });
        await w.audit({
          actor: auditActor(actor), action: `panelist.${action}`, recordType: 'panelist-request', recordId: userId,
          before: snapshot(row), after: snapshot(saved), reason: body.reason,
        });
        return { result: view(saved, now), moved: panelMoved(row.status, to), approved: to === 'Approved' };
      });
      await events.emit(...(moved ? [{ type: 'panel-changed' } as const] : []), {
        type: 'panelist-decided', golferId: userId, requestId: userId, approved,
      });
      return result;
    },
  };
}

export type PanelistsService = ReturnType<typeof panelistsService>;
