import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema/sms.ts';
import { sessions, users } from '../../db/schema/users.ts';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export function createPasswordResetRepository(db: Db) {
  return {
    async findUserIdByMobile(mobile: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
      return row?.id;
    },

    /** The user's newest code that is neither used, replaced, worn out nor expired. */
    async activeCode(userId: number, now: Date): Promise<ResetCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            isNull(passwordResetCodes.endedAt),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Ends the user's earlier codes and keeps a new one; `then` runs in the same transaction (it
     * queues the SMS), so a code is never kept without its message or sent without being kept.
     */
    async issueCode(
      code: { userId: number; codeHash: string; salt: string; now: Date; expiresAt: Date },
      then: (codeId: number, tx: Db) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetCodes)
          .set({ endedAt: code.now })
          .where(and(eq(passwordResetCodes.userId, code.userId), isNull(passwordResetCodes.endedAt)));
        const [row] = await tx
          .insert(passwordResetCodes)
          .values({
            userId: code.userId,
            codeHash: code.codeHash,
            salt: code.salt,
            createdAt: code.now,
            expiresAt: code.expiresAt,
          })
          .returning({ id: passwordResetCodes.id });
        if (!row) throw new Error('password reset code was not stored');
        await then(row.id, tx);
      });
    },

    /** Counts a wrong code against it; the last allowed try ends it. */
    async recordWrongTry(codeId: number, maxTries: number, now: Date): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({
          wrongTries: sql`${passwordResetCodes.wrongTries} + 1`,
          endedAt: sql`case when ${passwordResetCodes.wrongTries} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.endedAt)));
    },

    /**
     * Uses the code (once: a second request with it finds it ended and changes nothing), sets the new
     * password and ends every session of the account, in one transaction.
     */
    async resetPassword(input: {
      codeId: number;
      userId: number;
      passwordHash: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetCodes)
          .set({ endedAt: input.now })
          .where(and(eq(passwordResetCodes.id, input.codeId), isNull(passwordResetCodes.endedAt)))
          .returning({ id: passwordResetCodes.id });
        if (used.length === 0) return false;
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: input.now })
          .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt)));
        return true;
      });
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
