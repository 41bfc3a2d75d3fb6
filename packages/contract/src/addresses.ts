import { z } from 'zod';
import { addressTypes } from './address-rules.ts';

export { addressTypes, toLatestAddress } from './address-rules.ts';
export const addressTypeSchema = z.enum(addressTypes, {
  message: 'Address type must be HOME, WORK or OTHERS',
});
export type AddressType = z.infer<typeof addressTypeSchema>;

/** Field lengths and the per-user cap: bounds on what one account can store (ADR 007). */
export const addressLimits = {
  completeAddress: 200,
  area: 100,
  city: 60,
  state: 60,
  landmark: 100,
  placeId: 200,
  perUser: 20,
} as const;

/** The spec's form messages (SPEC.md §5), shared by the server's validation and the web form. */
export const addressFormMessages = {
  requiredFields: 'Please fill in all required fields',
  location: 'Please select a location on the map',
  pincode: 'Pincode must be exactly 6 digits',
  /** Indian pincodes start with 1–9 (the first digit is the postal region). */
  pincodeRegion: 'Enter a valid Indian pincode (it cannot start with 0)',
  outsideIndia: 'Please select a location in India',
} as const;

/**
 * India's extent with a small margin (mainland, Lakshadweep and the Andaman and Nicobar Islands): we
 * deliver only here, so a point outside it is a mis-tap on the map. A box, so it is coarse: it catches
 * a point in another part of the world, not one just across a border (Nepal, Sri Lanka lie inside it).
 */
export const indiaBounds = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

/** Text with nothing a person can see (spaces, zero-width and other format characters only). */
const invisibleOnly = /^[\s\p{Cf}\p{Z}]*$/u;

export const addressLimitMessage = `You can save up to ${addressLimits.perUser} addresses. Delete one to add another.`;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    // Empty counts as invisible, so one check gives the one "is required" message.
    .refine((value) => !invisibleOnly.test(value), `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank means "none", stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value && !invisibleOnly.test(value) ? value : null));

/** A chosen point: present, not 0 (the "nothing picked yet" value of the form) and on the globe. */
const coordinate = (label: string, limit: number) =>
  z
    .number({ message: addressFormMessages.location })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .refine((value) => value !== 0, addressFormMessages.location);

/**
 * The address payload of create and update (SPEC.md §3 first reading, plus `state` from the second;
 * ADR 007). `isDefault` is not part of it: only set-default, the first address and deletion move it.
 */
export const addressFieldsSchema = z.strictObject({
  addressType: addressTypeSchema,
  completeAddress: requiredText('Complete address', addressLimits.completeAddress),
  area: requiredText('Area', addressLimits.area),
  city: requiredText('City', addressLimits.city),
  state: optionalText('State', addressLimits.state),
  pincode: z
    .string({ message: 'Pincode is required' })
    .trim()
    .min(1, 'Pincode is required')
    .regex(/^[0-9]{6}$/, addressFormMessages.pincode)
    .regex(/^[1-9]/, addressFormMessages.pincodeRegion),
  landmark: optionalText('Landmark', addressLimits.landmark),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  placeId: optionalText('placeId', addressLimits.placeId),
});

/** The chosen point must be in India (the outlet address of a partner application checks it too). */
export function pointInIndiaCheck(address: { latitude: number; longitude: number }, ctx: z.RefinementCtx) {
  // 0 is "nothing picked yet", already reported as a missing location.
  if (address.latitude === 0 || address.longitude === 0) return;
  const { south, north, west, east } = indiaBounds;
  const inIndia =
    address.latitude >= south &&
    address.latitude <= north &&
    address.longitude >= west &&
    address.longitude <= east;
  if (!inIndia)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: addressFormMessages.outsideIndia });
}

export const addressBodySchema = addressFieldsSchema.superRefine(pointInIndiaCheck);
export type AddressBodyInput = z.input<typeof addressBodySchema>;
export type AddressBody = z.output<typeof addressBodySchema>;

export const addressSchema = z.strictObject({
  id: z.number().int(),
  addressType: addressTypeSchema,
  completeAddress: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'id is too large'),
});

/** GET api/user/get-all-addresses: the default first, then the newest. */
export const addressListResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(addressSchema),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** Create, update and set-default answer with the spec's toast text and the address as saved. */
export const addressResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: addressSchema,
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;

export const addressSuccessMessages = {
  created: 'Address created successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  defaultSet: 'Default address updated successfully',
} as const;

/**
 * latestAddress in local storage (SPEC.md §3): locationName from the first address line
 * (completeAddress here), locationSubtext "city, state, pincode"; the id lets checkout send addressId.
 */
export const latestAddressSchema = z.object({
  id: z.number().int(),
  locationName: z.string(),
  locationSubtext: z.string(),
});
export type LatestAddress = z.infer<typeof latestAddressSchema>;
