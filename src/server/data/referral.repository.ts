/** Every SQL statement about referral codes and referrals. */
import { randomBytes } from 'node:crypto';
import { desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { REFERRAL_CODE_LENGTH, REFERRALS_SHOWN, type Referral, type ReferralCodeInfo } from '../../shared/contracts/referral.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { Db } from './database';
import { referralCodes, referrals, users } from './schema';
import { followsRepository } from './follows.repository';
import { pagedQuery } from './sql';
import { publicUserColumns, toPublicUser } from './user-mapper';
import type { AttributionFacts } from '../../shared/domain/referral-rules';
import type { Tx } from './list-order';

/** 8 URL-safe characters from 6 random bytes (48 bits): collisions are rare, and retried. */
export const randomReferralCode = (): string => randomBytes((REFERRAL_CODE_LENGTH * 3) / 4).toString('base64url');

const MAX_CODE_ATTEMPTS = 5;

const referredBy = (id: AnyColumn) => sql<string | null>`(select ${referrals.referrerId} from ${referrals} where ${referrals.referredUserId} = ${id})`;

/** The reads and writes of one attribution, inside its transaction. */
function referralWriter(tx: Tx) {
  return {
    /** What the rules need to know of the code's owner and the new golfer; null for an unknown code. */
    async facts(userId: string, code: string): Promise<{ referrer: PublicUser; facts: AttributionFacts } | null> {
      const [owner] = await tx.select({ ...publicUserColumns, joinedAt: users.createdAt, referredBy: referredBy(users.id) })
        .from(referralCodes)
        .innerJoin(users, eq(users.id, referralCodes.userId))
        .where(eq(referralCodes.code, code));
      if (!owner) return null;
      const [user] = await tx.select({ joinedAt: users.createdAt, referredBy: referredBy(users.id) }).from(users).where(eq(users.id, userId));
      if (!user) throw new Error(`no user ${userId}`);
      return {
        referrer: toPublicUser(owner),
        facts: {
          userId, userJoinedAt: user.joinedAt, userReferredBy: user.referredBy,
          referrerId: owner.id, referrerJoinedAt: owner.joinedAt, referrerReferredBy: owner.referredBy,
        },
      };
    },
    /** Records the referral; null when the golfer was referred meanwhile (the primary key). */
    async record(userId: string, referrerId: string, code: string): Promise<Date | null> {
      const [created] = await tx.insert(referrals).values({ referredUserId: userId, referrerId, code })
        .onConflictDoNothing().returning({ createdAt: referrals.createdAt });
      return created?.createdAt ?? null;
    },
    follow: (userId: string, referrerId: string) => followsRepository(tx).follow(userId, referrerId),
  };
}

export type ReferralWriter = ReturnType<typeof referralWriter>;

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
     * One attribution's reads and writes in one transaction: the service reads the facts, asks the
     * rules (shared/domain/referral-rules.ts), then records the referral and the follow, or throws
     * and nothing is written. The primary key keeps a user referred once even when two attributions race.
     */
    write<T>(work: (w: ReferralWriter) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(referralWriter(tx)));
    },
  };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
