import { and, asc, desc, eq } from 'drizzle-orm';
import type { ReviewQueueStatus } from '@railbite/contract/admin-applications';
import type { ApplicationStep } from '@railbite/contract/partner-application-rules';
import type { Db } from '../../db/client.ts';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/partner-applications.ts';
import { users } from '../../db/schema/users.ts';

const applicationColumns = {
  applicationId: partnerApplications.id,
  userId: partnerApplications.userId,
  status: partnerApplications.status,
  info: partnerApplications.info,
  documents: partnerApplications.documents,
  menu: partnerApplications.menu,
  commissionRate: partnerApplications.commissionRate,
  paymentCycle: partnerApplications.paymentCycle,
  contractVersion: partnerApplications.contractVersion,
  signedName: partnerApplications.signedName,
  signedAt: partnerApplications.signedAt,
  reviewStep: partnerApplications.reviewStep,
  reviewNote: partnerApplications.reviewNote,
  reviewedAt: partnerApplications.reviewedAt,
  restaurantId: partnerApplications.restaurantId,
  submittedAt: partnerApplications.submittedAt,
  applicantName: users.firstName,
  applicantMobile: users.mobile,
};

export type ApplicationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createApplicationReviewRepository>['find']>>
>;

/** The review's reads and writes of partner_applications (the apply module's tables, ADR 034). */
export function createApplicationReviewRepository(db: Db) {
  const withApplicant = () =>
    db
      .select(applicationColumns)
      .from(partnerApplications)
      .innerJoin(users, eq(users.id, partnerApplications.userId));

  return {
    /** Oldest submission first, so the queue is worked in order; decided ones newest decision first. */
    async queue(status: ReviewQueueStatus) {
      const decided = status === 'approved' || status === 'rejected';
      return withApplicant()
        .where(eq(partnerApplications.status, status))
        .orderBy(
          decided ? desc(partnerApplications.reviewedAt) : asc(partnerApplications.submittedAt),
          asc(partnerApplications.id),
        )
        .limit(200);
    },

    async find(applicationId: number) {
      const [row] = await withApplicant().where(eq(partnerApplications.id, applicationId));
      return row;
    },

    /** Holds the row until the transaction ends: two decisions on one application run one after the other. */
    async lock(applicationId: number) {
      const [row] = await withApplicant()
        .where(eq(partnerApplications.id, applicationId))
        .for('update', { of: partnerApplications });
      return row;
    },

    async files(applicationId: number) {
      return db
        .select({
          fileId: partnerApplicationFiles.id,
          kind: partnerApplicationFiles.kind,
          fileName: partnerApplicationFiles.fileName,
          contentType: partnerApplicationFiles.contentType,
          byteSize: partnerApplicationFiles.byteSize,
          storageKey: partnerApplicationFiles.storageKey,
          createdAt: partnerApplicationFiles.createdAt,
        })
        .from(partnerApplicationFiles)
        .where(eq(partnerApplicationFiles.applicationId, applicationId))
        .orderBy(asc(partnerApplicationFiles.id));
    },

    async file(applicationId: number, fileId: number) {
      const [row] = await db
        .select({
          fileName: partnerApplicationFiles.fileName,
          contentType: partnerApplicationFiles.contentType,
          storageKey: partnerApplicationFiles.storageKey,
        })
        .from(partnerApplicationFiles)
        .where(
          and(
            eq(partnerApplicationFiles.id, fileId),
            eq(partnerApplicationFiles.applicationId, applicationId),
          ),
        );
      return row;
    },

    async decide(
      applicationId: number,
      decision: {
        status: 'approved' | 'changes_requested' | 'rejected';
        reviewStep: ApplicationStep | null;
        reviewNote: string | null;
        reviewedBy: number;
        at: Date;
        restaurantId?: number;
      },
    ): Promise<void> {
      await db
        .update(partnerApplications)
        .set({
          status: decision.status,
          reviewStep: decision.reviewStep,
          reviewNote: decision.reviewNote,
          reviewedBy: decision.reviewedBy,
          reviewedAt: decision.at,
          updatedAt: decision.at,
          ...(decision.restaurantId === undefined ? {} : { restaurantId: decision.restaurantId }),
        })
        .where(eq(partnerApplications.id, applicationId));
    },

    /** An approved applicant runs a restaurant: a customer account becomes a partner's (ADR 034). */
    async makePartner(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ roleType: 'partner' })
        .where(and(eq(users.id, userId), eq(users.roleType, 'customer')));
    },
  };
}

export type ApplicationReviewRepository = ReturnType<typeof createApplicationReviewRepository>;
