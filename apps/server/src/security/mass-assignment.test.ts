import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { addressBody } from '../testing/address-fixture.ts';
import { testCustomerPassword } from '../testing/customer.ts';
import { uniqueMobile } from '../testing/test-app.ts';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { KitCustomer } from './security-kit.ts';
import { documentedRoutes, expectStatusAndNoChange, fillPath, kitWithCustomerCart } from './security-kit.ts';

/*
 * Mass assignment and price tampering: every body the API takes is a closed object, so a field the
 * client must not set (a price, a total, a status, a role, an owner) is a 400 naming it, and nothing
 * is written. The server prices everything itself.
 */

let kit: CheckoutKit;
let customer: KitCustomer;
let headersFor: (path: string) => Record<string, string>;

beforeAll(async () => {
  ({ kit, customer, headersFor } = await kitWithCustomerCart());
});
afterAll(() => kit.t.close());

const bodyRouteKeys = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'PATCH /api/auth/me',
  'DELETE /api/auth/me',
  'POST /api/auth/change-password',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/validate-and-update-fcm',
  'PUT /api/user/notification-preferences',
  'POST /api/orders/add-to-cart',
  'POST /api/orders/change-cart-get-cart-info',
  'POST /api/user/create-user-address',
  'PUT /api/user/update-user-address/:id',
  'POST /api/orders/init-order',
  'POST /api/orders/cancel-order/:orderId',
  'POST /api/orders/pay-again/:orderId',
  'POST /api/partner/accept-order/:orderId',
  'POST /api/partner/reject-order/:orderId',
  'POST /api/partner/dispatch-order/:orderId',
  'POST /api/partner/deliver-order/:orderId',
  'POST /api/partner/update-restaurant-status/:restaurantId',
  'POST /api/partner/update-dish-availability/:dishId',
  'POST /api/partner/add-dish',
  'POST /api/partner/update-dish/:dishId',
  'POST /api/partner/add-menu-section',
  'POST /api/partner/update-menu-section/:sectionId',
  'POST /api/partner/move-menu-section/:sectionId',
  'POST /api/admin/cancel-order/:orderId',
  'POST /api/admin/orders/:orderId/delivery-code',
  'POST /api/admin/partner-applications/:applicationId/approve',
  'POST /api/admin/partner-applications/:applicationId/request-changes',
  'POST /api/admin/partner-applications/:applicationId/reject',
  'POST /api/admin/train-run',
  'POST /api/partner/train-run',
  'PUT /api/partner-application/steps/info',
  'PUT /api/partner-application/steps/documents',
  'PUT /api/partner-application/steps/menu',
  'PUT /api/partner-application/steps/info/partial',
  'PUT /api/partner-application/steps/documents/partial',
  'PUT /api/partner-application/steps/menu/partial',
  'POST /api/partner-application/contract/otp',
  'POST /api/partner-application/contract/sign',
] as const;
type BodyRouteKey = (typeof bodyRouteKeys)[number];

/** A body each route would accept: only the smuggled field can be wrong. */
function validBodies(): Record<BodyRouteKey, { body: object; params?: Record<string, string | number> }> {
  const mobile = uniqueMobile();
  const dish = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
  const password = testCustomerPassword;
  const orderId = 'ORDaaaaaaaaaaaa';
  const trainRun = { trainNumber: '12301', startDate: '2026-12-07', delayMinutes: 30, cancelled: false };
  return {
    'POST /api/auth/register': {
      body: { firstName: 'Mallory', mobile, email: `${mobile}@example.test`, password },
    },
    'POST /api/auth/login': { body: { phone: customer.mobile, password } },
    'PATCH /api/auth/me': { body: { name: 'Mallory' } },
    'DELETE /api/auth/me': { body: { password } },
    'POST /api/auth/change-password': {
      body: { currentPassword: password, newPassword: 'another-horse-42' },
    },
    'POST /api/auth/request-password-reset': { body: { phone: uniqueMobile() } },
    'POST /api/auth/reset-password': { body: { phone: customer.mobile, code: '123456', password } },
    'POST /api/auth/validate-and-update-fcm': {
      body: {
        fcmToken: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/mass-assignment',
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        },
        deviceId: 'device_abc123def_1795900000000',
      },
    },
    'PUT /api/user/notification-preferences': {
      body: {
        orderUpdates: false,
        offersAndPromotions: false,
        restaurantUpdates: false,
        email: false,
        sms: false,
      },
    },
    'POST /api/orders/add-to-cart': { body: { ...dish, quantity: 1 } },
    'POST /api/orders/change-cart-get-cart-info': { body: { ...dish, quantity: 2 } },
    'POST /api/user/create-user-address': { body: addressBody() },
    'PUT /api/user/update-user-address/:id': { body: addressBody(), params: { id: customer.addressId } },
    'POST /api/orders/init-order': { body: { addressId: customer.addressId } },
    'POST /api/orders/cancel-order/:orderId': { body: {}, params: { orderId } },
    'POST /api/orders/pay-again/:orderId': { body: {}, params: { orderId } },
    'POST /api/partner/accept-order/:orderId': { body: { preparationMinutes: 20 }, params: { orderId } },
    'POST /api/partner/reject-order/:orderId': { body: { reason: 'kitchen_busy' }, params: { orderId } },
    'POST /api/partner/dispatch-order/:orderId': {
      body: { deliveryPersonName: 'Suresh', deliveryPersonPhone: '9876511111' },
      params: { orderId },
    },
    'POST /api/partner/deliver-order/:orderId': { body: {}, params: { orderId } },
    'POST /api/partner/update-restaurant-status/:restaurantId': {
      body: { isAcceptingOrders: false },
      params: { restaurantId: dish.restaurantId },
    },
    'POST /api/partner/update-dish-availability/:dishId': {
      body: { isAvailable: false },
      params: { dishId: dish.menuId },
    },
    'POST /api/partner/add-dish': {
      body: {
        restaurantId: dish.restaurantId,
        name: 'Rava Kesari',
        description: '',
        price: 60,
        finalPrice: 60,
        mealCategory: 'Veg',
        isBestseller: false,
        isAvailable: true,
      },
    },
    'POST /api/partner/update-dish/:dishId': {
      body: { isBestseller: true },
      params: { dishId: dish.menuId },
    },
    // No such section: a smuggled field is refused before that is looked up.
    'POST /api/partner/add-menu-section': { body: { restaurantId: dish.restaurantId, name: 'Tiffin' } },
    'POST /api/partner/update-menu-section/:sectionId': {
      body: { name: 'Tiffin' },
      params: { sectionId: 999_999 },
    },
    'POST /api/partner/move-menu-section/:sectionId': {
      body: { direction: 'up' },
      params: { sectionId: 999_999 },
    },
    'POST /api/admin/cancel-order/:orderId': { body: { reason: 'Support' }, params: { orderId } },
    'POST /api/admin/orders/:orderId/delivery-code': { body: {}, params: { orderId } },
    // No such application: a smuggled field is refused before that is looked up.
    'POST /api/admin/partner-applications/:applicationId/approve': {
      body: {},
      params: { applicationId: 999_999 },
    },
    'POST /api/admin/partner-applications/:applicationId/request-changes': {
      body: { step: 'menu', note: 'Add prices' },
      params: { applicationId: 999_999 },
    },
    'POST /api/admin/partner-applications/:applicationId/reject': {
      body: { reason: 'Outside our cities' },
      params: { applicationId: 999_999 },
    },
    'POST /api/admin/train-run': { body: trainRun },
    'POST /api/partner/train-run': { body: trainRun },
    ...partnerApplicationBodies(),
  };
}

/** Valid drafts of each application step, and the contract's two bodies (issue 19). */
function partnerApplicationBodies() {
  const choice = { commissionRate: 20, paymentCycle: 'weekly' };
  const slot = { openTime: '22:00', closeTime: '02:00' };
  return {
    'PUT /api/partner-application/steps/info': {
      body: {
        ownerName: 'Asha Rao',
        restaurantName: 'Asha Kitchen',
        email: 'asha@example.in',
        mobile: uniqueMobile(),
        whatsappOption: 'same',
        differentWhatsapp: null,
        outlet: { ...addressBody(), addressType: undefined },
        stationCode: 'HWH',
        deliveryCities: ['Kolkata'],
        cuisineIds: [1],
        costForTwo: 300,
        minimumOrder: 99,
        isPureVeg: false,
        timingOption: 'same',
        workingDays: ['Monday'],
        slot,
        daySlots: {},
      },
    },
    'PUT /api/partner-application/steps/documents': {
      body: {
        businessPan: 'AAPFU0939F',
        gstStatus: 'registered',
        gstin: '27AAPFU0939F1ZV',
        gstDeclaration: false,
        fssaiStatus: 'licensed',
        fssaiNumber: '10019022009876',
        fssaiExpiry: '2030-01-01',
        fssaiApplicationNumber: null,
        bankAccountHolder: 'Asha Rao',
        bankIfsc: 'HDFC0001234',
        bankAccount: '123456789012',
        bankAccountConfirm: '123456789012',
        fssaiCertificateFileId: 1,
        panCardFileId: 2,
        bankProofFileId: 3,
      },
    },
    'PUT /api/partner-application/steps/menu': {
      body: {
        categories: [
          {
            id: 'c1',
            name: 'Thalis',
            dishes: [
              {
                id: 'd1',
                name: 'Veg thali',
                description: '',
                price: 149,
                mealCategory: 'Veg',
                isBestseller: false,
                isAvailable: true,
                photoFileId: null,
              },
            ],
          },
        ],
      },
    },
    // Half-typed steps: any part of a step, as typed so far.
    'PUT /api/partner-application/steps/info/partial': { body: { ownerName: 'Asha', costForTwo: 300 } },
    'PUT /api/partner-application/steps/documents/partial': { body: { businessPan: 'AAPFU' } },
    'PUT /api/partner-application/steps/menu/partial': { body: { categories: [] } },
    'POST /api/partner-application/contract/otp': { body: choice },
    'POST /api/partner-application/contract/sign': {
      body: {
        ...choice,
        agreements: { terms: true, commission: true, policies: true, data: true },
        fullName: 'Asha Rao',
        otp: '123456',
      },
    },
  };
}

const smuggledFields = {
  price: 1,
  finalPrice: 0.01,
  total: 1,
  totalAmount: 1,
  amountPaise: 100,
  status: 'delivered',
  orderStatus: 'delivered',
  paymentStatus: 'Completed',
  roleType: 'admin',
  userId: 1,
  id: 1,
  isDefault: true,
  createdAt: '2020-01-01T00:00:00Z',
};

/** A partner sets its own dishes' prices (ADR 035): on these routes they are the point, not smuggled. */
const partnerSetFields: Partial<Record<BodyRouteKey, string[]>> = {
  'POST /api/partner/add-dish': ['price', 'finalPrice'],
  'POST /api/partner/update-dish/:dishId': ['price', 'finalPrice'],
};

function bodyRequest(key: string, body: object, params: Record<string, string | number> = {}): InjectOptions {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string];
  return { method, url: fillPath(path, params), headers: headersFor(path), payload: body };
}

describe('mass assignment', () => {
  it('has a valid body for every documented route that takes one', async () => {
    const bodyRoutes = (await documentedRoutes(kit.t)).filter((route) => route.hasBody);
    expect(bodyRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [...bodyRouteKeys].sort(),
    );
  });

  it.each(bodyRouteKeys)('%s refuses every field the client must not set', async (key) => {
    for (const [field, value] of Object.entries(smuggledFields)) {
      if (partnerSetFields[key]?.includes(field)) continue;
      const { body, params } = validBodies()[key];
      const response = await expectStatusAndNoChange(
        kit.t,
        bodyRequest(key, { ...body, [field]: value }, params),
        400,
        'VALIDATION_ERROR',
      );
      expect(response.json<{ error: { message: string } }>().error.message).toContain(field);
    }
  });

  it('refuses a nested object that tries to reach another table', async () => {
    const { body } = validBodies()['POST /api/user/create-user-address'];
    await expectStatusAndNoChange(
      kit.t,
      bodyRequest('POST /api/user/create-user-address', { ...body, user: { roleType: 'admin' } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('price tampering', () => {
  it.each([
    ['a negative tip', { tip: -100 }],
    ['a tip over the cap', { tip: 1e9 }],
    ['a tip as text', { tip: '50' }],
    ['a tip with fractions of a paisa', { tip: 10.005 }],
    ['a discount', { discount: 500 }],
    ['a sub-total', { subTotal: 1 }],
    ['a delivery charge', { deliveryCharge: -40 }],
    ['line prices', { items: [{ menuId: 1, quantity: 1, price: 1 }] }],
  ])('init-order refuses %s', async (_label, tampering) => {
    await expectStatusAndNoChange(
      kit.t,
      bodyRequest('POST /api/orders/init-order', { addressId: customer.addressId, ...tampering }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it.each([
    ['a price', { price: 1 }],
    ['an item total', { itemTotal: 1 }],
    ['a final price', { finalPrice: 0.01 }],
  ])('add-to-cart refuses %s', async (_label, tampering) => {
    const dish = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await expectStatusAndNoChange(
      kit.t,
      bodyRequest('POST /api/orders/add-to-cart', { ...dish, ...tampering }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('add-to-cart refuses a dish paired with another restaurant (its price can’t be borrowed)', async () => {
    const cheap = kit.dish('Rasgulla', 'Budget Bites');
    const dear = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await expectStatusAndNoChange(
      kit.t,
      bodyRequest('POST /api/orders/add-to-cart', { menuId: cheap.menuId, restaurantId: dear.restaurantId }),
      409,
      'MENU_ITEM_NOT_IN_RESTAURANT',
    );
  });
});
