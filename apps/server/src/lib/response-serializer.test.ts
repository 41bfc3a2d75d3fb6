import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restaurantListResponseSchema } from '@railbite/contract/catalog';
import { errorEnvelopeSchema } from '@railbite/contract/common';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const restaurant = {
  restaurant_id: 7,
  restaurant_name: 'Biryani "Junction" \\ Café',
  restaurant_image: '/images/restaurants/r.svg',
  rating: 4.5,
  total_reviews: 100,
  estimated_delivery_time: '20-25 mins',
  delivery_time_min: 20,
  delivery_time_max: 25,
  cuisine_type: 'Biryani, South Indian',
  address: 'Station Road',
  city: 'New Delhi',
  state: 'Delhi',
  station_code: 'NDLS',
  station_name: 'New Delhi',
  is_pure_veg: false,
  offer_text: null,
  cost_for_two: 399.5,
};
const page = {
  success: true,
  restaurants: [restaurant, { ...restaurant, offer_text: '20% OFF' }],
  total: 2,
  page: 1,
  limit: 10,
};

function compile(schema: z.ZodType, verify: boolean) {
  return createResponseSerializerCompiler({ verify })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  });
}

describe('response serializer', () => {
  it('writes exactly what JSON.stringify writes for the contract shape', () => {
    for (const verify of [true, false]) {
      expect(compile(restaurantListResponseSchema, verify)(page)).toBe(JSON.stringify(page));
    }
    const error = {
      success: false,
      error: { code: 'NOT_FOUND', message: 'No such cuisine.' },
      requestId: 'r1',
    };
    expect(compile(errorEnvelopeSchema, false)(error)).toBe(JSON.stringify(error));
    const detailed = { ...error, error: { ...error.error, details: { fields: [{ field: 'page' }] } } };
    expect(compile(errorEnvelopeSchema, false)(detailed)).toBe(JSON.stringify(detailed));
  });

  it('rejects a body outside the contract when verifying (tests, development)', () => {
    const serialize = compile(restaurantListResponseSchema, true);
    expect(() => serialize({ ...page, extra: 1 })).toThrow();
    expect(() => serialize({ ...page, total: 'two' })).toThrow();
  });

  it('in production writes only the declared fields, without validating', () => {
    // Proof that the compiled serializer is in use: zod's would throw on the unknown field.
    expect(compile(restaurantListResponseSchema, false)({ ...page, extra: 1 })).toBe(JSON.stringify(page));
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express (a date)', () => {
    const schema = z.object({ at: z.date() });
    expect(compile(schema, false)({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});
