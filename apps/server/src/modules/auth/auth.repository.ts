import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { sessions, users } from '../../db/schema/users.ts';

export type NewUser = typeof users.$inferInsert;

export function createAuthRepository(db: Db) {
  const prepared = preparedOnce();
  const activeSession = prepared('auth_active_session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        firstName: users.firstName,
        email: users.email,
        mobile: users.mobile,
        roleType: users.roleType,
        gender: users.gender,
        dateOfBirth: users.dateOfBirth,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1),
  );

  return {
    async findUserConflicts(mobile: string, email: string) {
      return db
        .select({ mobile: users.mobile, email: users.email })
        .from(users)
        .where(or(eq(users.mobile, mobile), eq(users.email, email)));
    },

    async insertUser(user: NewUser) {
      await db.insert(users).values(user);
    },

    async findUserByMobile(mobile: string) {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },

    async insertSession(session: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(session);
    },

    /** The live session for a token digest, with its user; nothing if revoked or expired. */
    async findActiveSession(tokenHash: string, now: Date) {
      // Every signed-in request runs this: a prepared statement saves the SQL building and planning.
      const [row] = await activeSession().execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    async revokeSession(sessionId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
