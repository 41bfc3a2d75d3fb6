import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { KitCustomer } from './security-kit.ts';
import { documentedRoutes, expectStatusAndNoChange, fillPath, kitWithCustomerCart } from './security-kit.ts';
import type { DocumentedRoute } from './security-kit.ts';

/*
 * The envelope of a request, on every documented route: bodies over the limit (413), bodies that are
 * not JSON (415), JSON nested too deep (400) and query parameters given twice (400 naming the
 * parameter). Nothing is written.
 */

let kit: CheckoutKit;
let customer: KitCustomer;
let headersFor: (path: string) => Record<string, string>;
let routes: DocumentedRoute[];

beforeAll(async () => {
  ({ kit, customer, headersFor } = await kitWithCustomerCart());
  routes = await documentedRoutes(kit.t);
});
afterAll(() => kit.t.close());

const bodyLimitBytes = 64 * 1024;

function requestTo(route: DocumentedRoute, extra: Partial<InjectOptions>, query = ''): InjectOptions {
  return {
    method: route.method,
    url: fillPath(route.path, { id: customer.addressId, orderId: 'ORDaaaaaaaaaaaa' }) + query,
    ...extra,
    headers: { ...headersFor(route.path), ...extra.headers },
  };
}

const jsonRoutes = () => routes.filter((route) => route.hasBody);

describe('request bodies', () => {
  it('answer 413 on every JSON route for a body just over 64 KiB', async () => {
    const payload = JSON.stringify({ padding: 'x'.repeat(bodyLimitBytes) });
    for (const route of jsonRoutes()) {
      await expectStatusAndNoChange(
        kit.t,
        requestTo(route, { payload, headers: { 'content-type': 'application/json' } }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    }
  });

  it('answer 413 on the payment webhook and the sandbox form too', async () => {
    await expectStatusAndNoChange(
      kit.t,
      {
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(bodyLimitBytes) }),
      },
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await expectStatusAndNoChange(
      kit.t,
      {
        method: 'POST',
        url: '/pay/sandbox/SBXaaaaaaaaaaaa',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=pay&method=upi&padding=${'x'.repeat(2048)}`,
      },
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it.each([
    ['text/plain', '{"menuId":1}'],
    ['application/xml', '<cart><menuId>1</menuId></cart>'],
    ['application/x-www-form-urlencoded', 'menuId=1&restaurantId=1'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ['application/json-patch+json', '[]'],
  ])('answer 415 on every JSON route for %s', async (contentType, payload) => {
    for (const route of jsonRoutes()) {
      await expectStatusAndNoChange(
        kit.t,
        requestTo(route, { payload, headers: { 'content-type': contentType } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });

  it('answer 415 on the payment webhook for a body that is not JSON', async () => {
    await expectStatusAndNoChange(
      kit.t,
      {
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'text/plain' },
        payload: 'state=completed',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answer 400 on every JSON route for broken JSON and for a __proto__ key', async () => {
    for (const route of jsonRoutes()) {
      for (const payload of ['{"menuId":', '{"__proto__":{"roleType":"admin"}}']) {
        await expectStatusAndNoChange(
          kit.t,
          requestTo(route, { payload, headers: { 'content-type': 'application/json' } }),
          400,
          'VALIDATION_ERROR',
        );
      }
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
  const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 on every JSON route, from a little past the limit to as deep as 64 KiB allows', async () => {
    const payloads = [nested(33), nested(5_000), nestedArrays(32_000), `{"menuId":${nestedArrays(5_000)}}`];
    for (const route of jsonRoutes()) {
      for (const payload of payloads) {
        const response = await expectStatusAndNoChange(
          kit.t,
          requestTo(route, { payload, headers: { 'content-type': 'application/json' } }),
          400,
          'VALIDATION_ERROR',
        );
        expect(response.json()).toMatchObject({
          error: { message: 'body is nested more than 32 levels deep' },
        });
      }
    }
  });

  it('finds a NUL character at the bottom of the deepest input allowed, without recursion', async () => {
    const route = jsonRoutes()[0];
    if (!route) throw new Error('no JSON route documented');
    const response = await expectStatusAndNoChange(
      kit.t,
      requestTo(route, {
        payload: nested(31, '"x\\u0000"'),
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(response.json()).toMatchObject({
      error: { details: { fields: [{ field: Array.from({ length: 31 }, () => 'a').join('.') }] } },
    });
  });
});

describe('query parameters given twice', () => {
  it('answer 400 naming the parameter, on every documented route that reads a query', async () => {
    const queryRoutes = routes.filter((route) => route.queryNames.length > 0);
    expect(queryRoutes.length).toBeGreaterThan(0);
    for (const route of queryRoutes) {
      for (const name of route.queryNames) {
        const response = await expectStatusAndNoChange(
          kit.t,
          requestTo(route, {}, `?${name}=1&${name}=2`),
          400,
          'VALIDATION_ERROR',
        );
        expect(response.json()).toMatchObject({
          error: { message: `${name} must be given only once`, details: { fields: [{ field: name }] } },
        });
      }
    }
  });

  it('answer 400 on routes outside the API document too (tiles)', async () => {
    await expectStatusAndNoChange(
      kit.t,
      { method: 'GET', url: '/api/geo/tiles/1/1/1.png?v=1&v=2' },
      400,
      'VALIDATION_ERROR',
    );
  });
});
