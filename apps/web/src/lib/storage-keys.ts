/**
 * Every localStorage key the app uses (SPEC.md §3), in one place (storage.ts reads and writes them;
 * the web bench writes a session with them). Values are JSON.
 */
export const storageKeys = {
  credential: 'user_cred',
  user: 'user',
  addresses: 'userAddresses',
  latestAddress: 'latestAddress',
  /** The cart's lines, its restaurant and item count as last synced (SPEC.md §3), for a fast first paint. */
  cartItems: 'cartItems',
  cartRestaurantId: 'currentRestaurantId',
  cartCount: 'cartCount',
  /** SPEC.md §3 Onboarding local data: the restaurant-partner steps, kept across steps and reloads. */
  partnerOnboarding: 'partnerOnboarding',
  /**
   * The restaurant a partner who runs several last chose in the partner console. Kept at logout: it
   * is only an id, and a login that does not run that restaurant opens its own first one.
   */
  partnerRestaurantId: 'partnerRestaurantId',
  /**
   * A visitor's chosen delivery place (a city from the search, or their current location): where the
   * lists are filtered to when there is no selected address (ADR 025). Kept at logout: it is only a
   * place, not the customer's.
   */
  deliveryPlace: 'deliveryPlace',
  /**
   * The train journey the passenger chose on /train and the station whose restaurants they opened: the
   * menu pages' banner says which train, station and arrival the cart is for (features/journeys).
   */
  trainJourneyTarget: 'trainJourneyTarget',
  /** SPEC.md §3: this browser's id for push registration (`device_` + random + millisecond time). */
  deviceId: 'device_id',
  /**
   * SPEC.md §3 `fcm_token`: the push subscription this browser registered and when (lib/push),
   * so the header re-registers it only every 7 days. Removed at logout and when registering fails.
   */
  pushToken: 'fcm_token',
} as const;
