import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentsDraft, InfoDraft, MenuDraft } from '@railbite/contract/partner-application';
import type { ApplicationPartials, PartialStep } from '@railbite/contract/partner-application-partial';
import { editableApplicationStatuses } from '@railbite/contract/partner-application-rules';
import type { Db } from '../../db/client.ts';
import { cuisines } from '../../db/schema/catalog.ts';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/partner-applications.ts';
import { stations } from '../../db/schema/trains.ts';
import { users } from '../../db/schema/users.ts';

export type ApplicationRow = typeof partnerApplications.$inferSelect;
export type ApplicationFileRow = typeof partnerApplicationFiles.$inferSelect;
export type StepDraft =
  | { step: 'info'; draft: InfoDraft }
  | { step: 'documents'; draft: DocumentsDraft }
  | { step: 'menu'; draft: MenuDraft };

const openStatuses = ['draft', 'submitted', 'changes_requested'] as const;
const partialColumns = { info: 'infoPartial', documents: 'documentsPartial', menu: 'menuPartial' } as const;

/** Partner applications and their files (ADR 034): the only code touching those tables. */
export function createPartnerApplicationsRepository(db: Db) {
  return {
    /** The account's open application, else its newest (an approved or rejected one shows its outcome). */
    async current(userId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.userId, userId))
        .orderBy(
          sql`${partnerApplications.status} in ('draft', 'submitted', 'changes_requested') desc`,
          desc(partnerApplications.id),
        )
        .limit(1);
      return row;
    },

    /** Starts a draft unless one is open; two starts at once make one (the partial unique index). */
    async startDraft(userId: number, now: Date): Promise<{ row: ApplicationRow; created: boolean }> {
      const [created] = await db
        .insert(partnerApplications)
        .values({ userId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({
          target: partnerApplications.userId,
          where: inArray(partnerApplications.status, [...openStatuses]),
        })
        .returning();
      if (created) return { row: created, created: true };
      const [open] = await db
        .select()
        .from(partnerApplications)
        .where(
          and(eq(partnerApplications.userId, userId), inArray(partnerApplications.status, [...openStatuses])),
        )
        .limit(1);
      if (!open) throw new Error('no open application after a conflicting insert');
      return { row: open, created: false };
    },

    /**
     * Saves one step's draft while the application is editable; undefined when it no longer is. What
     * was typed on the step before is now saved, so its partial copy goes.
     */
    async saveStep(applicationId: number, { step, draft }: StepDraft, now: Date) {
      const [row] = await db
        .update(partnerApplications)
        .set({ [step]: draft, [partialColumns[step]]: null, updatedAt: now })
        .where(
          and(
            eq(partnerApplications.id, applicationId),
            inArray(partnerApplications.status, [...editableApplicationStatuses]),
          ),
        )
        .returning();
      return row;
    },

    /** Keeps what was typed on a step while the application is editable; false when it no longer is. */
    async savePartial<Step extends PartialStep>(
      applicationId: number,
      step: Step,
      partial: NonNullable<ApplicationPartials[Step]>,
    ): Promise<boolean> {
      const saved = await db
        .update(partnerApplications)
        .set({ [partialColumns[step]]: partial })
        .where(
          and(
            eq(partnerApplications.id, applicationId),
            inArray(partnerApplications.status, [...editableApplicationStatuses]),
          ),
        )
        .returning({ id: partnerApplications.id });
      return saved.length > 0;
    },

    async files(applicationId: number): Promise<ApplicationFileRow[]> {
      return db
        .select()
        .from(partnerApplicationFiles)
        .where(eq(partnerApplicationFiles.applicationId, applicationId))
        .orderBy(partnerApplicationFiles.id);
    },

    async stationExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: stations.code }).from(stations).where(eq(stations.code, code));
      return row !== undefined;
    },

    /** The ids among `ids` that are not cuisines. */
    async unknownCuisines(ids: number[]): Promise<number[]> {
      const known = await db.select({ id: cuisines.id }).from(cuisines).where(inArray(cuisines.id, ids));
      const knownIds = new Set(known.map((row) => row.id));
      return ids.filter((id) => !knownIds.has(id));
    },

    /** Stations whose code starts with, or whose name contains a word starting with, `term`. */
    async searchStations(term: string, limit: number) {
      const upper = term.toUpperCase();
      const pattern = `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ code: stations.code, name: stations.name })
        .from(stations)
        .where(
          sql`${stations.code} = ${upper} or ${stations.name} ilike ${pattern} or ${stations.name} ilike ${`% ${pattern}`}`,
        )
        .orderBy(sql`${stations.code} = ${upper} desc`, stations.name)
        .limit(limit);
    },

    async accountMobile(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
      return row?.mobile;
    },
  };
}

export type PartnerApplicationsRepository = ReturnType<typeof createPartnerApplicationsRepository>;
