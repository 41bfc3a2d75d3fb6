export const orderPaths = {
  init: '/api/orders/init-order',
  paymentStatus: (orderId: string) => `/api/orders/check-order-payment-status/${orderId}`,
  history: '/api/orders/get-orders-history',
  details: (orderId: string) => `/api/orders/get-order-details/${orderId}`,
  latestActive: '/api/orders/get-latest-active-order',
  /** A new payment for the cart of a checkout attempt that ended unpaid (ADR 022). */
  payAgain: (orderId: string) => `/api/orders/pay-again/${orderId}`,
  /** The customer cancels before the restaurant accepts (full refund when paid). */
  cancel: (orderId: string) => `/api/orders/cancel-order/${orderId}`,
  /** Server-Sent Events of one order (ARCHITECTURE.md "Live updates"). */
  events: (orderId: string) => `/api/orders/${orderId}/events`,
} as const;
