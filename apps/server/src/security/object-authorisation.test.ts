import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { partnerApplicationPaths } from '@railbite/contract/paths/partner-application';
import { addressBody } from '../testing/address-fixture.ts';
import { createCheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import { documentedRoutes, expectStatusAndNoChange, fillPath, roleOfRoute } from './security-kit.ts';

/*
 * Object-level authorisation (customer routes; partner and admin routes: staff-authorisation.test.ts):
 * a logged-in customer names another customer's address or order on every
 * route that takes one. Each answer must be the plain 404 a made-up id gets (nothing to learn about
 * other people's data), and the database must not move.
 */

let kit: CheckoutKit;
let owner: Awaited<ReturnType<CheckoutKit['customer']>>;
let intruder: Awaited<ReturnType<CheckoutKit['customer']>>;
let ownersOrderId: string;
let ownersFileId: number;

beforeAll(async () => {
  kit = await createCheckoutKit();
  owner = await kit.customer();
  intruder = await kit.customer();
  await kit.addToCart(owner, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
  ownersOrderId = (await kit.placed(owner)).orderId;
  await kit.addToCart(owner, kit.dish('Idli Sambar', 'Annapoorna Tiffin Centre'));
  // The owner applies to become a partner and uploads a document (issue 19).
  await kit.t.app.inject({
    method: 'POST',
    url: partnerApplicationPaths.application,
    headers: owner.headers,
  });
  const upload = await kit.t.app.inject({
    method: 'POST',
    url: `${partnerApplicationPaths.files}?kind=pan_card&name=pan.pdf`,
    headers: { ...owner.headers, 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  ownersFileId = upload.json<{ data: { fileId: number } }>().data.fileId;
});
afterAll(() => kit.t.close());

const missingOrderId = 'ORDaaaaaaaaaaaa';
const missingAddressId = 999_999;

/** Every login-protected route that names an object in its path, keyed "METHOD path". */
const objectRoutes: Record<
  string,
  { idParam: string; owned: () => string | number; missing: string | number; payload?: () => object }
> = {
  'GET /api/partner-application/files/:fileId': {
    idParam: 'fileId',
    owned: () => ownersFileId,
    missing: 999_999,
  },
  'GET /api/user/get-user-address/:id': {
    idParam: 'id',
    owned: () => owner.addressId,
    missing: missingAddressId,
  },
  'PUT /api/user/update-user-address/:id': {
    idParam: 'id',
    owned: () => owner.addressId,
    missing: missingAddressId,
    payload: () => addressBody({ completeAddress: 'Taken over by the intruder' }),
  },
  'PUT /api/user/set-default-address/:id': {
    idParam: 'id',
    owned: () => owner.addressId,
    missing: missingAddressId,
  },
  'DELETE /api/user/delete-address/:id': {
    idParam: 'id',
    owned: () => owner.addressId,
    missing: missingAddressId,
  },
  'GET /api/orders/check-order-payment-status/:orderId': {
    idParam: 'orderId',
    owned: () => ownersOrderId,
    missing: missingOrderId,
  },
  'GET /api/orders/get-order-details/:orderId': {
    idParam: 'orderId',
    owned: () => ownersOrderId,
    missing: missingOrderId,
  },
  'POST /api/orders/cancel-order/:orderId': {
    idParam: 'orderId',
    owned: () => ownersOrderId,
    missing: missingOrderId,
    payload: () => ({}),
  },
  'POST /api/orders/pay-again/:orderId': {
    idParam: 'orderId',
    owned: () => ownersOrderId,
    missing: missingOrderId,
    payload: () => ({}),
  },
  'GET /api/orders/:orderId/events': {
    idParam: 'orderId',
    owned: () => ownersOrderId,
    missing: missingOrderId,
  },
};

function withoutRequestId(body: string) {
  const { requestId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

describe('object-level authorisation', () => {
  it('covers every documented route that takes an object id', async () => {
    const routes = await documentedRoutes(kit.t);
    const objectRouteKeys = routes
      // Partner and admin routes have their own file (staff-authorisation.test.ts).
      .filter(
        (route) => route.needsLogin && route.pathParams.length > 0 && roleOfRoute(route.path) === 'customer',
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(objectRouteKeys.sort()).toEqual(Object.keys(objectRoutes).sort());
  });

  it.each(Object.keys(objectRoutes))(
    '%s answers 404 for another customer’s object, as for a missing one',
    async (key) => {
      const [method, path] = key.split(' ') as [InjectOptions['method'], string];
      const route = objectRoutes[key]!;
      const request = (id: string | number): InjectOptions => ({
        method,
        url: fillPath(path, { [route.idParam]: id }),
        headers: intruder.headers,
        ...(route.payload ? { payload: route.payload() } : {}),
      });
      const foreign = await expectStatusAndNoChange(kit.t, request(route.owned()), 404, 'NOT_FOUND');
      const missing = await expectStatusAndNoChange(kit.t, request(route.missing), 404, 'NOT_FOUND');
      expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(missing.body));
    },
  );

  it('refuses to place an order to another customer’s address', async () => {
    await kit.addToCart(intruder, kit.dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    await expectStatusAndNoChange(
      kit.t,
      {
        method: 'POST',
        url: '/api/orders/init-order',
        headers: intruder.headers,
        payload: { addressId: owner.addressId },
      },
      404,
      'NOT_FOUND',
    );
  });

  it.each([
    ['GET', '/api/orders/get-cart-info'],
    ['GET', '/api/orders/cart-items-count'],
    ['GET', '/api/orders/get-orders-history'],
    ['GET', '/api/orders/get-latest-active-order'],
    ['GET', '/api/user/get-all-addresses'],
    ['GET', '/api/user/notification-preferences'],
    ['GET', '/api/auth/me'],
  ] as const)('%s %s shows the caller only their own data', async (method, url) => {
    const response = await expectStatusAndNoChange(kit.t, { method, url, headers: intruder.headers }, 200);
    expect(response.body).not.toContain(ownersOrderId);
    expect(response.body).not.toContain(owner.mobile);
    expect(response.body).not.toContain(`"id":${String(owner.addressId)},`);
  });
});
