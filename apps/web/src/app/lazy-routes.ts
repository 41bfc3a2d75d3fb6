import { paths } from '../config/paths.ts';

/** A page whose code loads on its first visit: its URL pattern and where its component lives. */
export type LazyRoute = {
  path: string;
  /** The file under src/app/routes, without `.tsx`. */
  module: string;
  /** The component that file exports for this path. */
  component: string;
};

/**
 * The pages in the entry (ADR 012): the landing page and its alias. With `lazyRoutes` these are every
 * page the router has; the build lists both for the server (apps/web/build/route-preloads.ts), which
 * tells a page from a missing one by them.
 */
export const entryPagePaths: readonly string[] = [paths.home, paths.homeAlias];

/**
 * Every page but the home page (which is in the entry, ADR 012), in the router's order. The router
 * builds its routes from this table and the build derives from it which chunks the server preloads
 * for a deep link to each pattern, so the two cannot disagree.
 */
export const lazyRoutes: readonly LazyRoute[] = [
  { path: paths.cuisines, module: 'cuisines', component: 'CuisinesRoute' },
  { path: paths.restaurantMenuPattern, module: 'restaurant-menu', component: 'RestaurantMenuRoute' },
  { path: paths.cart, module: 'cart', component: 'CartRoute' },
  { path: paths.addresses, module: 'addresses', component: 'AddressesRoute' },
  { path: paths.addAddress, module: 'address-editor', component: 'AddAddressRoute' },
  { path: paths.editAddressPattern, module: 'address-editor', component: 'EditAddressRoute' },
  // SPEC.md: a missing id returns to the list.
  { path: '/user/address/edit', module: 'address-editor', component: 'EditAddressRoute' },
  { path: paths.map, module: 'map-finder', component: 'MapFinderRoute' },
  { path: paths.orderStatusFailed, module: 'order-status', component: 'OrderStatusFailedRoute' },
  { path: paths.orderStatusPattern, module: 'order-status', component: 'OrderStatusRoute' },
  { path: paths.orderHistory, module: 'order-history', component: 'OrderHistoryRoute' },
  { path: paths.trackOrderPattern, module: 'track-order', component: 'TrackOrderRoute' },
  { path: paths.login, module: 'login', component: 'LoginRoute' },
  { path: paths.signup, module: 'signup', component: 'SignupRoute' },
  { path: paths.forgotPassword, module: 'forgot-password', component: 'ForgotPasswordRoute' },
  { path: paths.accountSettings, module: 'account-settings', component: 'AccountSettingsRoute' },
  { path: paths.support, module: 'support', component: 'SupportRoute' },
  { path: paths.privacy, module: 'policies', component: 'PrivacyPolicyRoute' },
  { path: paths.refund, module: 'policies', component: 'RefundPolicyRoute' },
  { path: paths.terms, module: 'policies', component: 'TermsRoute' },
  { path: paths.shipping, module: 'policies', component: 'ShippingTimelineRoute' },
  { path: paths.offers, module: 'offers', component: 'OffersRoute' },
  { path: paths.train, module: 'train', component: 'TrainRoute' },
  { path: paths.noodles, module: 'noodles', component: 'NoodlesRoute' },
  { path: paths.partnerStart, module: 'partners', component: 'PartnerStartRoute' },
  { path: paths.partnerInfo, module: 'partners', component: 'PartnerInfoRoute' },
  { path: paths.partnerDocs, module: 'partners', component: 'PartnerDocsRoute' },
  { path: paths.partnerMenu, module: 'partners', component: 'PartnerMenuRoute' },
  { path: paths.partnerContract, module: 'partners', component: 'PartnerContractRoute' },
  { path: paths.partnerApplicationStatus, module: 'partners', component: 'PartnerApplicationStatusRoute' },
  { path: paths.partnerConsole, module: 'partner-console', component: 'PartnerConsoleRoute' },
  { path: paths.partnerRestaurant, module: 'partner-console', component: 'PartnerConsoleRoute' },
  { path: paths.adminConsole, module: 'admin-console', component: 'AdminConsoleRoute' },
  { path: '*', module: 'not-found', component: 'NotFoundRoute' },
];
