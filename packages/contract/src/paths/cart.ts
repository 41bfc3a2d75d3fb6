export const cartPaths = {
  add: '/api/orders/add-to-cart',
  change: '/api/orders/change-cart-get-cart-info',
  get: '/api/orders/get-cart-info',
  count: '/api/orders/cart-items-count',
  clear: '/api/orders/cart',
} as const;
