import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPayments } from '../../../db/schema/sandbox-gateway.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export function createSandboxRepository(db: Db) {
  return {
    async insert(payment: typeof sandboxPayments.$inferInsert): Promise<void> {
      await db.insert(sandboxPayments).values(payment);
    },

    async find(ref: string): Promise<SandboxPayment | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
      return row;
    },

    /** Settles a pending payment once; answers the row as it now is (settled earlier or just now). */
    async settle(
      ref: string,
      state: 'completed' | 'failed',
      method: string | null,
      now: Date,
    ): Promise<SandboxPayment | undefined> {
      await db
        .update(sandboxPayments)
        .set({ state, method, completedAt: now })
        .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.state, 'pending')));
      return this.find(ref);
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
