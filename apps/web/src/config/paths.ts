/** The route table of SPEC.md §2, typed; links are built from here, never hand-typed. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  cuisines: '/cuisines',
  restaurantMenu: (restaurantId: number | string) => `/foods/item-card/${String(restaurantId)}`,
  restaurantMenuPattern: '/foods/item-card/:restaurantId',
  offers: '/offers-near-me',
  orderHistory: '/user/order-history',
  support: '/user/support',
  addresses: '/user/address',
  addAddress: '/user/address/add',
  editAddress: (id: number | string) => `/user/address/edit/${String(id)}`,
  editAddressPattern: '/user/address/edit/:id',
  map: '/map',
  accountSettings: '/account-setting',
  cart: '/foods/item-view-cart',
  terms: '/terms&conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  shipping: '/shipping-timeline',
  /** The payment outcome page the gateway sends the browser back to (SPEC.md §2 Order status). */
  orderStatus: (orderId: string) => `/order-status/${encodeURIComponent(orderId)}`,
  orderStatusPattern: '/order-status/:orderId',
  /** Where the Pay button goes when the payment could not even start; no order id. */
  orderStatusFailed: '/order-status/failed',
  /** Tracking for one order, or (without an id) the latest order still on its way. */
  trackOrder: (orderId?: string) =>
    orderId ? `/track-order?orderId=${encodeURIComponent(orderId)}` : '/track-order',
  trackOrderPattern: '/track-order',
  /** SPEC.md's Noodles page. */
  noodles: '/foods/cuisine',
  // Restaurant-partner onboarding; the first two keep the spec's spelling of "restaurant".
  partnerStart: '/restaurent-name',
  partnerInfo: '/restaurent-info',
  partnerDocs: '/restaurant-docs',
  partnerMenu: '/menu-setup',
  partnerContract: '/contract',
  /** Where the partner application stands (submitted, changes requested, approved, rejected). */
  partnerApplicationStatus: '/partner-application',
  /** The partner console (ARCHITECTURE.md "Roles"): the live order board, then the restaurant's controls. */
  partnerConsole: '/partner',
  partnerRestaurant: '/partner/restaurant',
  /** Support's console (admin accounts): record a train's delay or cancellation (ADR 031). */
  adminConsole: '/admin',
  /** Train journeys (issue 17): find the train, date and boarding station; the stations ahead. */
  train: '/train',
} as const;

/** Paths a logged-out visitor is sent to /login from (SPEC.md §4 auth gate, plus the account pages). */
const protectedPatterns = [
  /^\/foods\/item-view-cart\/?$/,
  /^\/user\/address\/?$/,
  /^\/user\/address\/add\/?$/,
  /^\/user\/address\/edit\/[^/]+\/?$/,
  /^\/user\/order-history\/?$/,
  /^\/account-setting\/?$/,
  /^\/order-status\/[^/]+\/?$/,
  /^\/track-order\/?$/,
  /^\/partner(\/.*)?$/,
  // The application's steps and status are the applicant's own (issue 19); the start page is open.
  /^\/(restaurent-info|restaurant-docs|menu-setup|contract|partner-application)\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isProtectedPath(pathname: string): boolean {
  return protectedPatterns.some((pattern) => pattern.test(pathname));
}

/**
 * Where a page opened on the way somewhere goes back to (issue 15): the `from` of the navigation state,
 * when it is a path of this app (`/x`; never `//host` or `/\\host`, which browsers read as another
 * site). Login (lib/login-return.ts) and add-address (lib/add-address-return.ts) write that state;
 * this is the one check of it.
 */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? from : undefined;
}

/** Pages that show no navigation bar (SPEC.md §2). */
export function isBareAuthPage(pathname: string): boolean {
  return pathname === paths.login || pathname === paths.signup || pathname === paths.forgotPassword;
}

/**
 * /cuisines takes its category from navigation state, not the URL (SPEC.md §2); 1 when there is none.
 * These two are the only writer and reader of that state.
 */
export function cuisinesPageState(categoryId: number) {
  return { state: { category_id: categoryId } };
}

export function categoryIdFromState(state: unknown): number {
  const id = (state as { category_id?: unknown } | null)?.category_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : 1;
}
