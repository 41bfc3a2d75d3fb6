import { errorEnvelopeSchema } from '@railbite/contract/common';

/** Error statuses a route can answer with, each documented with the one envelope. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as {
    [K in S[number]]: typeof errorEnvelopeSchema;
  };
}
