import { eq } from 'drizzle-orm';
import type { DocumentsDraft, InfoDraft, MenuDraft } from '@railbite/contract/partner-application';
import { cuisines } from '../../db/schema/catalog.ts';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/partner-applications.ts';
import { stations } from '../../db/schema/trains.ts';
import { users } from '../../db/schema/users.ts';
import { registerCustomer } from '../../testing/customer.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Restaurant information as the apply module stores it: a kitchen by New Delhi station, open past midnight. */
export function infoDraft(restaurantName: string, cuisineId: number): InfoDraft {
  return {
    ownerName: 'Asha Verma',
    restaurantName,
    email: 'asha@example.com',
    mobile: '9876543210',
    whatsappOption: 'same',
    differentWhatsapp: null,
    outlet: {
      completeAddress: '14 Chitragupta Road',
      area: 'Paharganj',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110055',
      landmark: null,
      // Where the test customers' addresses are.
      latitude: 28.6405,
      longitude: 77.2205,
      placeId: null,
    },
    stationCode: 'NDLS',
    deliveryCities: ['New Delhi'],
    cuisineIds: [cuisineId],
    costForTwo: 400,
    minimumOrder: 99,
    isPureVeg: false,
    timingOption: 'same',
    workingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    slot: { openTime: '11:00', closeTime: '10:59' },
    daySlots: {},
  };
}

export function menuDraft(dishName: string): MenuDraft {
  return {
    categories: [
      {
        id: 'c1',
        name: 'Mains',
        dishes: [
          {
            id: 'd1',
            name: dishName,
            description: 'Slow-cooked overnight',
            price: 240,
            mealCategory: 'Non Veg',
            isBestseller: true,
            isAvailable: true,
            photoFileId: null,
          },
          {
            id: 'd2',
            name: `${dishName} Half`,
            description: '',
            price: 150.5,
            mealCategory: 'Non Veg',
            isBestseller: false,
            isAvailable: true,
            photoFileId: null,
          },
        ],
      },
      { id: 'c2', name: 'Sides', dishes: [] },
    ],
  };
}

function documentsDraft(files: { fssai: number; pan: number; bank: number }): DocumentsDraft {
  return {
    businessPan: 'AAPFU0939F',
    gstStatus: 'registered',
    gstin: '27AAPFU0939F1ZV',
    gstDeclaration: false,
    fssaiStatus: 'licensed',
    fssaiNumber: '10012345678901',
    fssaiExpiry: '2030-06-30',
    fssaiApplicationNumber: null,
    bankAccountHolder: 'Asha Verma',
    bankIfsc: 'HDFC0001234',
    bankAccount: '123456789012',
    bankAccountConfirm: '123456789012',
    fssaiCertificateFileId: files.fssai,
    panCardFileId: files.pan,
    bankProofFileId: files.bank,
  };
}

/**
 * Submitted applications written straight to the apply module's tables (its API is another
 * module's; review reads only the rows), each by a new customer account.
 */
export function createApplicationKit(t: TestApp) {
  const db = t.database.db;
  let count = 0;

  async function submitted(
    overrides: {
      restaurantName?: string;
      dishName?: string;
      documents?: Partial<DocumentsDraft>;
      hours?: Pick<InfoDraft, 'timingOption' | 'workingDays' | 'slot' | 'daySlots'>;
    } = {},
  ) {
    count += 1;
    await db.insert(stations).values({ code: 'NDLS', name: 'New Delhi' }).onConflictDoNothing();
    const [cuisine] = await db.select({ id: cuisines.id }).from(cuisines).where(eq(cuisines.name, 'Biryani'));
    const applicant = await registerCustomer(t.app, 'Asha');
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, applicant.mobile));
    const now = t.clock.now();
    const [application] = await db
      .insert(partnerApplications)
      .values({
        userId: user?.id ?? 0,
        status: 'submitted',
        info: {
          ...infoDraft(overrides.restaurantName ?? `Nizami Handi ${String(count)}`, cuisine?.id ?? 0),
          ...overrides.hours,
        },
        menu: menuDraft(overrides.dishName ?? `Raan Dum Pukht ${String(count)}`),
        commissionRate: 20,
        paymentCycle: 'weekly',
        contractVersion: '2026-01',
        signedName: 'Asha Verma',
        signedAt: now,
        signedIp: '127.0.0.1',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: partnerApplications.id });
    const applicationId = application?.id ?? 0;
    const file = async (kind: 'fssai_certificate' | 'pan_card' | 'bank_proof') => {
      const [row] = await db
        .insert(partnerApplicationFiles)
        .values({
          applicationId,
          kind,
          storageKey: `applications/${String(applicationId)}/${kind.replaceAll('_', '-')}`,
          fileName: `${kind}.pdf`,
          contentType: 'application/pdf',
          byteSize: 1024,
          sha256: 'a'.repeat(64),
          createdAt: now,
        })
        .returning({ id: partnerApplicationFiles.id });
      return row?.id ?? 0;
    };
    const files = {
      fssai: await file('fssai_certificate'),
      pan: await file('pan_card'),
      bank: await file('bank_proof'),
    };
    await db
      .update(partnerApplications)
      .set({ documents: { ...documentsDraft(files), ...overrides.documents } })
      .where(eq(partnerApplications.id, applicationId));
    return { applicationId, applicant, userId: user?.id ?? 0, files };
  }

  /**
   * A dish photo uploaded for the `dishIndex`th dish of the first category (stored bytes and row),
   * named by that dish in the menu step; `stored: false` leaves the bytes out, as if lost.
   */
  async function withDishPhoto(
    applicationId: number,
    photo: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png'; dishIndex?: number; stored?: boolean },
  ) {
    const storageKey = `applications/${String(applicationId)}/photo-${String(photo.dishIndex ?? 0)}`;
    if (photo.stored !== false) await t.app.fileStore.put(storageKey, photo.bytes);
    const [row] = await db
      .insert(partnerApplicationFiles)
      .values({
        applicationId,
        kind: 'dish_photo',
        storageKey,
        fileName: 'dish.png',
        contentType: photo.contentType,
        byteSize: photo.bytes.length,
        sha256: 'b'.repeat(64),
        createdAt: t.clock.now(),
      })
      .returning({ id: partnerApplicationFiles.id });
    const fileId = row?.id ?? 0;
    const [application] = await db
      .select({ menu: partnerApplications.menu })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId));
    const menu = structuredClone(application?.menu);
    const dish = menu?.categories[0]?.dishes[photo.dishIndex ?? 0];
    if (!menu || !dish) throw new Error('no such dish in the menu');
    dish.photoFileId = fileId;
    await db.update(partnerApplications).set({ menu }).where(eq(partnerApplications.id, applicationId));
    return fileId;
  }

  return { submitted, withDishPhoto };
}
