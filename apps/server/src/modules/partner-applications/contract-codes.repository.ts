import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ContractChoice } from '@railbite/contract/partner-application';
import { editableApplicationStatuses } from '@railbite/contract/partner-application-rules';
import type { Db } from '../../db/client.ts';
import { partnerApplications, partnerContractCodes } from '../../db/schema/partner-applications.ts';
import type { ApplicationRow } from './partner-applications.repository.ts';

export type ContractCodeRow = typeof partnerContractCodes.$inferSelect;

/** The contract's one-time codes, and the signature that uses one (submitting the application). */
export function createContractCodesRepository(db: Db) {
  return {
    /** When the newest code was made, and how many were made since `since`. */
    async recentCodes(applicationId: number, since: Date) {
      const [newest] = await db
        .select({ createdAt: partnerContractCodes.createdAt })
        .from(partnerContractCodes)
        .where(eq(partnerContractCodes.applicationId, applicationId))
        .orderBy(desc(partnerContractCodes.createdAt))
        .limit(1);
      const [counted] = await db
        .select({ n: count() })
        .from(partnerContractCodes)
        .where(
          and(
            eq(partnerContractCodes.applicationId, applicationId),
            gt(partnerContractCodes.createdAt, since),
          ),
        );
      return { newestAt: newest?.createdAt, countSince: counted?.n ?? 0 };
    },

    /**
     * Records the chosen terms, ends earlier codes and keeps the new one; `then` (queueing the SMS) runs
     * in the same transaction, so a code is never kept without its message.
     */
    async issue(
      input: {
        applicationId: number;
        choice: ContractChoice;
        codeHash: string;
        salt: string;
        now: Date;
        expiresAt: Date;
      },
      then: (codeId: number, tx: Db) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(partnerApplications)
          .set({ commissionRate: input.choice.commissionRate, paymentCycle: input.choice.paymentCycle })
          .where(eq(partnerApplications.id, input.applicationId));
        await tx
          .update(partnerContractCodes)
          .set({ endedAt: input.now })
          .where(
            and(
              eq(partnerContractCodes.applicationId, input.applicationId),
              isNull(partnerContractCodes.endedAt),
            ),
          );
        const [row] = await tx
          .insert(partnerContractCodes)
          .values({
            applicationId: input.applicationId,
            codeHash: input.codeHash,
            salt: input.salt,
            createdAt: input.now,
            expiresAt: input.expiresAt,
          })
          .returning({ id: partnerContractCodes.id });
        if (!row) throw new Error('contract code was not stored');
        await then(row.id, tx);
      });
    },

    /** The application's newest code that is neither used, replaced, worn out nor expired. */
    async active(applicationId: number, now: Date): Promise<ContractCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerContractCodes)
        .where(
          and(
            eq(partnerContractCodes.applicationId, applicationId),
            isNull(partnerContractCodes.endedAt),
            gt(partnerContractCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(partnerContractCodes.createdAt), desc(partnerContractCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong code against it; the last allowed try ends it. */
    async recordWrongTry(codeId: number, maxTries: number, now: Date): Promise<void> {
      await db
        .update(partnerContractCodes)
        .set({
          wrongTries: sql`${partnerContractCodes.wrongTries} + 1`,
          endedAt: sql`case when ${partnerContractCodes.wrongTries} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(partnerContractCodes.id, codeId), isNull(partnerContractCodes.endedAt)));
    },

    /**
     * Uses the code (once) and signs: the application is submitted with the signer's name, time, IP and
     * the contract version, in one transaction. Undefined when the code or the application moved on.
     */
    async sign(input: {
      codeId: number;
      applicationId: number;
      signedName: string;
      signedIp: string;
      contractVersion: string;
      now: Date;
    }): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(partnerContractCodes)
          .set({ endedAt: input.now })
          .where(and(eq(partnerContractCodes.id, input.codeId), isNull(partnerContractCodes.endedAt)))
          .returning({ id: partnerContractCodes.id });
        if (used.length === 0) return undefined;
        const [signed] = await tx
          .update(partnerApplications)
          .set({
            status: 'submitted',
            signedName: input.signedName,
            signedAt: input.now,
            signedIp: input.signedIp,
            contractVersion: input.contractVersion,
            submittedAt: input.now,
            updatedAt: input.now,
            // What was typed and never saved is not part of what was signed (ADR 038).
            infoPartial: null,
            documentsPartial: null,
            menuPartial: null,
          })
          .where(
            and(
              eq(partnerApplications.id, input.applicationId),
              inArray(partnerApplications.status, [...editableApplicationStatuses]),
            ),
          )
          .returning();
        return signed;
      });
    },
  };
}

export type ContractCodesRepository = ReturnType<typeof createContractCodesRepository>;
