import type {
  ApplicationQueueItem,
  ApplicationReview,
  RequestChangesBody,
  ReviewQueueStatus,
} from '@railbite/contract/admin-applications';
import { indiaDate } from '@railbite/contract/indian-id-rules';
import { weekDays } from '@railbite/contract/opening-hours';
import type { WeeklyHours } from '@railbite/contract/opening-hours';
import type { InfoDraft } from '@railbite/contract/partner-application';
import type { ApplicationFileType, CommissionRate } from '@railbite/contract/partner-application-rules';
import { apiPaths } from '@railbite/contract/paths';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { provisionRestaurant } from '../catalog/restaurant-provisioning.ts';
import type { RestaurantProvision } from '../catalog/restaurant-provisioning.ts';
import { partnerDecisionMessage } from '../sms/partner-decision-message.ts';
import type { PartnerDecision } from '../sms/partner-decision-message.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { DishPhotos } from '../images/dish-photos.ts';
import { documentChecks, filesInUse } from './application-checks.ts';
import { publishMenuPhotos } from './application-photos.ts';
import { createApplicationReviewRepository } from './application-review.repository.ts';
import type { ApplicationRow } from './application-review.repository.ts';

const applicationNotFound = () => new NotFoundError('Application not found.');
/** A decision text not sent within a day is stale: the status page has told the applicant by then. */
const decisionTextValidMs = 24 * 60 * 60 * 1000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Approval's idempotency key: one restaurant per application, however often it is approved. */
export const provisioningKeyOf = (applicationId: number) => `partner-application:${String(applicationId)}`;

function toQueueItem(row: ApplicationRow): ApplicationQueueItem {
  return {
    applicationId: row.applicationId,
    status: row.status,
    restaurantName: row.info?.restaurantName ?? null,
    ownerName: row.info?.ownerName ?? null,
    city: row.info?.outlet.city ?? null,
    stationCode: row.info?.stationCode ?? null,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    restaurantId: row.restaurantId,
  };
}

/**
 * The application's hours as the catalog's week (ADR 037): its working days only, each with its own
 * slot when timings are separate (a day without one has the default slot), the default slot otherwise.
 */
export function weekOfApplication(
  info: Pick<InfoDraft, 'timingOption' | 'workingDays' | 'slot' | 'daySlots'>,
): WeeklyHours {
  return weekDays.map((day) => {
    if (!info.workingDays.includes(day)) return null;
    const slot = (info.timingOption === 'separate' ? info.daySlots[day] : undefined) ?? info.slot;
    return { opensAt: slot.openTime, closesAt: slot.closeTime };
  });
}

/**
 * What the catalog needs, from the application's info and menu steps; `photoPaths` are the dish
 * photos already published, by the application's file id.
 */
function provisionOf(row: ApplicationRow, photoPaths: ReadonlyMap<number, string>): RestaurantProvision {
  const { info, menu } = row;
  if (!info) throw new InvalidInputError('info', 'The restaurant information step is not saved');
  if (!menu) throw new InvalidInputError('menu', 'The menu step is not saved');
  const { outlet } = info;
  return {
    key: provisioningKeyOf(row.applicationId),
    ownerUserId: row.userId,
    name: info.restaurantName,
    address: [outlet.completeAddress, outlet.area, outlet.landmark].filter(Boolean).join(', '),
    city: outlet.city,
    state: outlet.state ?? '',
    stationCode: info.stationCode,
    latitude: outlet.latitude,
    longitude: outlet.longitude,
    weeklyHours: weekOfApplication(info),
    cuisineIds: info.cuisineIds,
    costForTwoPaise: info.costForTwo * 100,
    isPureVeg: info.isPureVeg,
    categories: menu.categories.map((category) => ({
      name: category.name,
      dishes: category.dishes.map((dish) => {
        const photo = dish.photoFileId === null ? undefined : photoPaths.get(dish.photoFileId);
        return {
          name: dish.name,
          description: dish.description,
          pricePaise: rupeesToPaise(dish.price),
          mealCategory: dish.mealCategory,
          isBestseller: dish.isBestseller,
          isAvailable: dish.isAvailable,
          ...(photo === undefined ? {} : { imagePath: photo }),
        };
      }),
    })),
  };
}

/**
 * Admin review of partner applications (ADR 035). Every decision locks the application row, so two
 * admins (or one double click) decide one after the other; a decision only moves a submitted
 * application, and approving an approved one answers it as it is.
 */
export function createApplicationReviewService({
  db,
  clock,
  smsOutbox,
  textsDecisions,
  photos,
}: {
  db: Db;
  clock: Clock;
  /** Where approval copies the menu's dish photos for the customer menu. */
  photos: Pick<DishPhotos, 'publish'>;
  smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
  /** Whether the SMS sender can text decisions (MSG91 needs their template). */
  textsDecisions: boolean;
}) {
  const repository = createApplicationReviewRepository(db);

  /** Tells the applicant by text, in the decision's transaction: no decision without its text. */
  async function textDecision(row: ApplicationRow, decision: PartnerDecision, at: Date, tx: Db) {
    // An erased account leaves no number to text.
    if (!textsDecisions || row.applicantMobile === '') return;
    await smsOutbox.enqueue(
      {
        // One text per decision: a resubmitted application decided again gets a new one.
        idempotencyKey: `partner-decision:${String(row.applicationId)}:${String(at.getTime())}`,
        ...partnerDecisionMessage(row.applicantMobile, {
          restaurantName: row.info?.restaurantName ?? 'your restaurant',
          decision,
        }),
        now: at,
        sendBy: new Date(at.getTime() + decisionTextValidMs),
      },
      tx,
    );
  }

  async function review(applicationId: number): Promise<ApplicationReview> {
    const row = await repository.find(applicationId);
    if (!row) throw applicationNotFound();
    const files = filesInUse(row.documents, row.menu, await repository.files(applicationId));
    const contract =
      row.commissionRate !== null &&
      row.paymentCycle !== null &&
      row.contractVersion &&
      row.signedName &&
      row.signedAt
        ? {
            commissionRate: row.commissionRate as CommissionRate,
            paymentCycle: row.paymentCycle,
            version: row.contractVersion,
            signedName: row.signedName,
            signedAt: row.signedAt.toISOString(),
          }
        : null;
    return {
      applicationId: row.applicationId,
      status: row.status,
      applicant: { userId: row.userId, name: row.applicantName, mobile: row.applicantMobile },
      info: row.info,
      documents: row.documents,
      menu: row.menu,
      contract,
      files: files.map((file) => ({
        fileId: file.fileId,
        kind: file.kind,
        fileName: file.fileName,
        // Decided from the bytes at upload (the apply module stores only these types).
        contentType: file.contentType as ApplicationFileType,
        byteSize: file.byteSize,
        uploadedAt: file.createdAt.toISOString(),
        downloadUrl: apiPaths.partnerApplication.file(file.fileId),
      })),
      checks: documentChecks(row.documents, files, indiaDate(clock.now())),
      review:
        row.reviewedAt && row.reviewNote !== null
          ? { step: row.reviewStep, note: row.reviewNote, reviewedAt: row.reviewedAt.toISOString() }
          : null,
      restaurantId: row.restaurantId,
      submittedAt: iso(row.submittedAt),
    };
  }

  /** Runs `decide` on the locked row in one transaction; only a submitted application moves. */
  async function decideOn(
    applicationId: number,
    decide: (row: ApplicationRow, tx: Db) => Promise<void>,
    already?: ApplicationRow['status'],
  ): Promise<ApplicationReview> {
    await db.transaction(async (tx) => {
      const row = await createApplicationReviewRepository(tx).lock(applicationId);
      if (!row) throw applicationNotFound();
      if (already !== undefined && row.status === already) return;
      if (row.status !== 'submitted')
        throw new ConflictError(
          `This application is ${row.status.replace('_', ' ')}, not waiting for review.`,
        );
      await decide(row, tx);
    });
    return review(applicationId);
  }

  return {
    async queue(status: ReviewQueueStatus): Promise<ApplicationQueueItem[]> {
      return (await repository.queue(status)).map(toQueueItem);
    },

    review,

    /**
     * Creates the restaurant, its menu (with the dishes' photos) and the owner's membership, makes
     * the applicant a partner and marks the application approved, all in one transaction (the photos
     * are copied in it but are files, not rows: see `publishMenuPhotos`). Clicked twice, the second
     * waits for the first's lock and answers the approved application: still exactly one restaurant.
     */
    async approve(adminId: number, applicationId: number): Promise<ApplicationReview> {
      return decideOn(
        applicationId,
        async (row, tx) => {
          const writes = createApplicationReviewRepository(tx);
          const photoPaths = row.menu
            ? await publishMenuPhotos(row.menu, await writes.files(applicationId), photos)
            : new Map<number, string>();
          const { restaurantId } = await provisionRestaurant(tx, provisionOf(row, photoPaths));
          await writes.makePartner(row.userId);
          const at = clock.now();
          await writes.decide(applicationId, {
            status: 'approved',
            reviewStep: null,
            reviewNote: null,
            reviewedBy: adminId,
            at,
            restaurantId,
          });
          await textDecision(row, 'approved', at, tx);
        },
        'approved',
      );
    },

    /** Back to the applicant, who sees the note on the step to fix and submits again. */
    async requestChanges(adminId: number, applicationId: number, body: RequestChangesBody) {
      return decideOn(applicationId, async (row, tx) => {
        const at = clock.now();
        await createApplicationReviewRepository(tx).decide(applicationId, {
          status: 'changes_requested',
          reviewStep: body.step,
          reviewNote: body.note,
          reviewedBy: adminId,
          at,
        });
        await textDecision(row, 'changes_requested', at, tx);
      });
    },

    async reject(adminId: number, applicationId: number, reason: string) {
      return decideOn(applicationId, async (row, tx) => {
        const at = clock.now();
        await createApplicationReviewRepository(tx).decide(applicationId, {
          status: 'rejected',
          reviewStep: null,
          reviewNote: reason,
          reviewedBy: adminId,
          at,
        });
        await textDecision(row, 'rejected', at, tx);
      });
    },
  };
}

export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;
