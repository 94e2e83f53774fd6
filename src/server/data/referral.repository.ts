/** Every SQL statement about referral codes and referrals. */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { REFERRAL_CODE_LENGTH, REFERRALS_SHOWN, type Attribution, type Referral, type ReferralCodeInfo } from '../../shared/contracts/referral.contract';
import type { Db } from '../db/client';
import { referralCodes, referrals, users } from '../db/schema';
import { followsRepository } from './follows.repository';
import { pagedQuery } from './sql';
import { publicUserColumns, toPublicUser } from './user-mapper';

/** 8 URL-safe characters from 6 random bytes (48 bits): collisions are rare, and retried. */
export const randomReferralCode = (): string => randomBytes((REFERRAL_CODE_LENGTH * 3) / 4).toString('base64url');

const MAX_CODE_ATTEMPTS = 5;

export type AttributeResult =
  | { ok: true; attribution: Attribution }
  | { ok: false; reason: 'unknown-code' | 'own-code' | 'already-referred' };

export interface ReferralRepositoryOptions {
  /** Tests pass a generator that collides on purpose. */
  generateCode?: () => string;
}

export function referralRepository(db: Db, { generateCode = randomReferralCode }: ReferralRepositoryOptions = {}) {
  /** The user's code, created on first use and never changed afterwards. */
  async function ensureCode(userId: string): Promise<string> {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
      if (existing) return existing.code;
      // No conflict target: a clash on the user (a concurrent first use) or on the code (a
      // collision with someone else's) both insert nothing; the next round tells them apart.
      const [created] = await db.insert(referralCodes).values({ userId, code: generateCode() }).onConflictDoNothing().returning({ code: referralCodes.code });
      if (created) return created.code;
    }
    throw new Error(`could not create a unique referral code for ${userId} in ${MAX_CODE_ATTEMPTS} attempts`);
  }

  return {
    ensureCode,

    /** The code and the newest referrals of a user (the code is created on first use). */
    async forUser(userId: string): Promise<Referral> {
      const code = await ensureCode(userId);
      const theirs = eq(referrals.referrerId, userId);
      const rows = db.select({ ...publicUserColumns, createdAt: referrals.createdAt })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredUserId))
        .where(theirs)
        .orderBy(desc(referrals.createdAt), users.id)
        .$dynamic();
      // The newest REFERRALS_SHOWN: the first page of them.
      const { items, total } = await pagedQuery(rows, db.$count(referrals, theirs), 1, REFERRALS_SHOWN,
        (r) => ({ user: toPublicUser(r), createdAt: r.createdAt.toISOString() }));
      return { code, referrals: items, total };
    },

    async findCode(code: string): Promise<ReferralCodeInfo | null> {
      const [row] = await db.select(publicUserColumns)
        .from(referralCodes)
        .innerJoin(users, eq(users.id, referralCodes.userId))
        .where(eq(referralCodes.code, code));
      return row ? { code, referrer: toPublicUser(row) } : null;
    },

    /**
     * Attributes `userId` to the owner of `code`, at most once and never to themselves, and makes
     * the new user follow the inviter: both writes or neither, in one transaction.
     */
    async attribute(userId: string, code: string): Promise<AttributeResult> {
      return db.transaction(async (tx) => {
        const [owner] = await tx.select(publicUserColumns)
          .from(referralCodes)
          .innerJoin(users, eq(users.id, referralCodes.userId))
          .where(eq(referralCodes.code, code));
        if (!owner) return { ok: false, reason: 'unknown-code' } as const;
        if (owner.id === userId) return { ok: false, reason: 'own-code' } as const;
        const [created] = await tx.insert(referrals)
          .values({ referredUserId: userId, referrerId: owner.id, code })
          .onConflictDoNothing()
          .returning({ createdAt: referrals.createdAt });
        if (!created) return { ok: false, reason: 'already-referred' } as const;
        await followsRepository(tx).follow(userId, owner.id);
        return { ok: true, attribution: { code, referrer: toPublicUser(owner), createdAt: created.createdAt.toISOString() } } as const;
      });
    },
  };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
