import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleType } from '@railbite/contract/roles';
import { menuSections } from '../db/schema/catalog.ts';
import { createPartnerKit } from '../modules/partners/partner-test-kit.ts';
import type { PartnerKit } from '../modules/partners/partner-test-kit.ts';
import { documentedRoutes, expectStatusAndNoChange, fillPath, roleOfRoute } from './security-kit.ts';

/*
 * Partner and admin routes (ARCHITECTURE.md "Roles"): every one refuses the other roles with 403 (the
 * function-level check), and every partner route that names a restaurant, order or dish answers a
 * partner who does not run it with the same 404 a made-up id gets (the object-level check). Nothing
 * moves either way.
 */

let k: PartnerKit;
/** An order of Biryani Junction, which the intruding partner (Annapoorna's) does not run. */
let foreignOrderId: string;
let customerHeaders: Record<string, string>;
/** A menu section of Biryani Junction. */
let foreignSectionId: number;

beforeAll(async () => {
  k = await createPartnerKit();
  const paid = await k.paidOrder();
  foreignOrderId = paid.orderId;
  customerHeaders = paid.customer.headers;
  const [section] = await k.t.database.db
    .insert(menuSections)
    .values({ restaurantId: k.biryaniJunction, name: 'Biryanis', position: 0 })
    .returning({ id: menuSections.id });
  foreignSectionId = section!.id;
});
afterAll(() => k.t.close());

const missingOrderId = 'ORDaaaaaaaaaaaa';
const missingId = 999_999;

type StaffRoute = {
  /** A body the route would accept, so a refusal can only come from the check under test. */
  body?: () => object;
  /** For routes that name an object: the path or query parameter, another restaurant's id and a missing one. */
  object?: { param: string; foreign: () => string | number; missing: string | number; inQuery?: true };
};

const accept = () => ({ preparationMinutes: 15 });
const foreignOrder = () => ({ param: 'orderId', foreign: () => foreignOrderId, missing: missingOrderId });
const foreignRestaurant = (inQuery?: true) => ({
  param: 'restaurantId',
  foreign: () => k.biryaniJunction,
  missing: missingId,
  ...(inQuery ? { inQuery } : {}),
});

const foreignSection = () => ({ param: 'sectionId', foreign: () => foreignSectionId, missing: missingId });

const trainRunReport = { trainNumber: '12301', startDate: '2026-12-07', delayMinutes: 30, cancelled: false };

/** Every documented partner and admin route, keyed "METHOD path". */
const staffRoutes: Record<string, StaffRoute> = {
  'GET /api/partner/get-restaurants': {},
  'GET /api/partner/get-orders': { object: foreignRestaurant(true) },
  'GET /api/partner/events': { object: foreignRestaurant(true) },
  'POST /api/partner/accept-order/:orderId': { body: accept, object: foreignOrder() },
  'POST /api/partner/reject-order/:orderId': {
    body: () => ({ reason: 'kitchen_busy' }),
    object: foreignOrder(),
  },
  'POST /api/partner/dispatch-order/:orderId': {
    body: () => ({ deliveryPersonName: 'Mallory', deliveryPersonPhone: '9876511111' }),
    object: foreignOrder(),
  },
  'POST /api/partner/deliver-order/:orderId': { body: () => ({}), object: foreignOrder() },
  'POST /api/partner/update-restaurant-status/:restaurantId': {
    body: () => ({ isAcceptingOrders: false }),
    object: foreignRestaurant(),
  },
  'GET /api/partner/get-menu/:restaurantId': { object: foreignRestaurant() },
  'POST /api/partner/update-dish-availability/:dishId': {
    body: () => ({ isAvailable: false }),
    object: {
      param: 'dishId',
      foreign: () => k.dish('Veg Biryani', 'Biryani Junction').menuId,
      missing: missingId,
    },
  },
  'POST /api/partner/update-dish/:dishId': {
    body: () => ({ isHidden: true }),
    object: {
      param: 'dishId',
      foreign: () => k.dish('Veg Biryani', 'Biryani Junction').menuId,
      missing: missingId,
    },
  },
  // The restaurant is in the body: partner-menu.routes.test.ts checks another restaurant's 404.
  'POST /api/partner/add-dish': {
    body: () => ({
      restaurantId: k.biryaniJunction,
      name: 'Rava Kesari',
      description: '',
      price: 60,
      finalPrice: 60,
      mealCategory: 'Veg',
      isBestseller: false,
      isAvailable: true,
    }),
  },
  'GET /api/partner/get-menu-sections/:restaurantId': { object: foreignRestaurant() },
  // The restaurant is in the body: menu-sections.routes.test.ts checks another restaurant's 404.
  'POST /api/partner/add-menu-section': {
    body: () => ({ restaurantId: k.biryaniJunction, name: 'Specials' }),
  },
  'POST /api/partner/update-menu-section/:sectionId': {
    body: () => ({ name: 'Mallory’s', isHidden: true }),
    object: foreignSection(),
  },
  'POST /api/partner/move-menu-section/:sectionId': {
    body: () => ({ direction: 'down' }),
    object: foreignSection(),
  },
  'POST /api/admin/cancel-order/:orderId': { body: () => ({ reason: 'Mallory says so' }) },
  // Support's view of any order, and a new code for a locked seat order (support-orders.service.ts).
  'GET /api/admin/orders': {},
  'GET /api/admin/orders/:orderId': {},
  'POST /api/admin/orders/:orderId/delivery-code': { body: () => ({}) },
  // Review is no restaurant's object: every other role is refused (application-review.routes.test.ts).
  'GET /api/admin/partner-applications': {},
  'GET /api/admin/partner-applications/:applicationId': {},
  'POST /api/admin/partner-applications/:applicationId/approve': { body: () => ({}) },
  'POST /api/admin/partner-applications/:applicationId/request-changes': {
    body: () => ({ step: 'menu', note: 'Add prices' }),
  },
  'POST /api/admin/partner-applications/:applicationId/reject': {
    body: () => ({ reason: 'Outside our cities' }),
  },
  // A train run is no one's object: a partner not serving the train gets 403 (train-runs.routes.test.ts).
  'POST /api/admin/train-run': { body: () => trainRunReport },
  'POST /api/partner/train-run': { body: () => trainRunReport },
};

function requestTo(key: string, headers: Record<string, string>, id?: string | number): InjectOptions {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string];
  const route = staffRoutes[key]!;
  const { object } = route;
  const value = id ?? object?.foreign() ?? foreignOrderId;
  const url = object?.inQuery
    ? `${path}?${object.param}=${String(value)}`
    : fillPath(path, { [object?.param ?? 'orderId']: value });
  return { method, url, headers, ...(route.body ? { payload: route.body() } : {}) };
}

function headersOf(role: RoleType): Record<string, string> {
  if (role === 'partner') return k.otherPartner.headers;
  if (role === 'admin') return k.admin.headers;
  return customerHeaders;
}

describe('partner and admin routes', () => {
  it('are all listed here', async () => {
    const documented = (await documentedRoutes(k.t))
      .filter((route) => roleOfRoute(route.path) !== 'customer')
      .map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(Object.keys(staffRoutes).sort());
  });

  it.each(Object.keys(staffRoutes))('%s answers 403 to every other role', async (key) => {
    const ownRole = roleOfRoute(key.split(' ')[1]!);
    for (const role of (['customer', 'partner', 'admin'] as const).filter((other) => other !== ownRole))
      await expectStatusAndNoChange(k.t, requestTo(key, headersOf(role)), 403, 'FORBIDDEN');
  });

  it.each(Object.keys(staffRoutes).filter((key) => staffRoutes[key]!.object))(
    '%s answers 404 for another restaurant’s object, as for a missing one',
    async (key) => {
      const { object } = staffRoutes[key]!;
      const intruder = k.otherPartner.headers;
      const foreign = await expectStatusAndNoChange(k.t, requestTo(key, intruder), 404, 'NOT_FOUND');
      const missing = await expectStatusAndNoChange(
        k.t,
        requestTo(key, intruder, object!.missing),
        404,
        'NOT_FOUND',
      );
      const withoutRequestId = (body: string) => ({ ...JSON.parse(body), requestId: undefined }) as unknown;
      expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(missing.body));
    },
  );

  it('get-restaurants shows a partner only its own restaurants', async () => {
    const response = await expectStatusAndNoChange(
      k.t,
      { method: 'GET', url: '/api/partner/get-restaurants', headers: k.otherPartner.headers },
      200,
    );
    expect(response.body).toContain('Annapoorna Tiffin Centre');
    expect(response.body).not.toContain('Biryani Junction');
  });
});
