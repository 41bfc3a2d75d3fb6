import { authPaths } from './paths/auth.ts';
import { accountPaths } from './paths/account.ts';
import { catalogPaths } from './paths/catalog.ts';
import { cartPaths } from './paths/cart.ts';
import { orderPaths } from './paths/orders.ts';
import { paymentPaths } from './paths/payments.ts';
import { addressPaths } from './paths/addresses.ts';
import { geoPaths } from './paths/geo.ts';
import { partnerPaths } from './paths/partner.ts';
import { adminPaths } from './paths/admin.ts';
import { trainPaths } from './paths/trains.ts';
import { pushPaths } from './paths/push.ts';
import { partnerApplicationPaths } from './paths/partner-application.ts';

/**
 * Every API path, as the server registers it and the web calls it (SPEC.md §7 names). One module per
 * area (paths/*.ts), so each web bundle carries only the paths its code calls; `apiPaths` gathers them.
 */
export const apiPaths = {
  health: '/api/health',
  auth: authPaths,
  account: accountPaths,
  catalog: catalogPaths,
  cart: cartPaths,
  orders: orderPaths,
  payments: paymentPaths,
  addresses: addressPaths,
  geo: geoPaths,
  partner: partnerPaths,
  admin: adminPaths,
  trains: trainPaths,
  push: pushPaths,
  partnerApplication: partnerApplicationPaths,
} as const;

export {
  authPaths,
  accountPaths,
  catalogPaths,
  cartPaths,
  orderPaths,
  paymentPaths,
  addressPaths,
  geoPaths,
  partnerPaths,
  adminPaths,
  trainPaths,
  pushPaths,
  partnerApplicationPaths,
};
