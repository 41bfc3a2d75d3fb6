/** Delivery areas and computed delivery times (ADR 024), without zod, so web pages that show them stay light. */

/**
 * A kitchen delivers within a radius of its own point. The bounds are what a partner may set; the
 * largest one also sizes the box the catalog's location filter reads off its index, so raising it
 * widens every location query.
 */
export const deliveryRadiusLimitsKm = { min: 0.5, max: 15 } as const;

/** A kitchen's preparation time, in minutes: what a partner may set. */
export const preparationMinutesLimits = { min: 5, max: 120 } as const;

/** SPEC.md §9 "Server-cart fallbacks: delivery time 25-30 mins": used only when no location is known. */
export const fallbackDeliveryMinutes = { min: 25, max: 30 } as const;

/** Answered (409) when a checkout's address is outside the restaurant's delivery area. */
export const deliveryErrorCodes = { outOfDeliveryArea: 'OUT_OF_DELIVERY_AREA' } as const;

/**
 * The cookie in which the web mirrors a visitor's chosen delivery place (city search or current
 * location), so the server renders the lists the browser will show (ADR 025). Only the page renderer
 * reads it, and only to filter public lists: it carries a name and a point, nothing secret.
 */
export const deliveryPlaceCookie = 'railbite_place';

/** How long a visitor's chosen place is kept in that cookie, in days (localStorage keeps it anyway). */
export const deliveryPlaceCookieDays = 180;
