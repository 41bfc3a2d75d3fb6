export const orderPaths = {
  init: '/api/orders/init-order',
  paymentStatus: (orderId: string) => `/api/orders/check-order-payment-status/${orderId}`,
  history: '/api/orders/get-orders-history',
  details: (orderId: string) => `/api/orders/get-order-details/${orderId}`,
  latestActive: '/api/orders/get-latest-active-order',
} as const;
