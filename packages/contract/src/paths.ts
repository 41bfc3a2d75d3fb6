/** Every API path, as the server registers it and the web calls it (SPEC.md §7 names). */
export const apiPaths = {
  health: '/api/health',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    me: '/api/auth/me',
    logout: '/api/auth/logout',
    changePassword: '/api/auth/change-password',
  },
  account: {
    notificationPreferences: '/api/user/notification-preferences',
  },
  catalog: {
    cuisines: '/api/external/get-cuisines-category',
    restaurants: '/api/external/get-restaurants',
    restaurantsByCategory: (id: number | string) =>
      `/api/external/get-restaurants-by-category-id/${String(id)}`,
    restaurant: (id: number | string) => `/api/external/get-restaurant-by-id/${String(id)}`,
    restaurantItems: (id: number | string) => `/api/external/get-restaurant-items/${String(id)}`,
    search: '/api/external/search-restaurants-and-categories',
  },
  cart: {
    add: '/api/orders/add-to-cart',
    change: '/api/orders/change-cart-get-cart-info',
    get: '/api/orders/get-cart-info',
    count: '/api/orders/cart-items-count',
    clear: '/api/orders/cart',
  },
  orders: {
    init: '/api/orders/init-order',
    paymentStatus: (orderId: string) => `/api/orders/check-order-payment-status/${orderId}`,
    history: '/api/orders/get-orders-history',
    details: (orderId: string) => `/api/orders/get-order-details/${orderId}`,
    latestActive: '/api/orders/get-latest-active-order',
  },
  payments: {
    webhook: (gateway: string) => `/api/payments/webhook/${gateway}`,
    sandboxPage: (ref: string) => `/pay/sandbox/${ref}`,
  },
  addresses: {
    list: '/api/user/get-all-addresses',
    /** Not in SPEC.md §7: the edit page reads one address, and a foreign id answers 404. */
    get: (id: number | string) => `/api/user/get-user-address/${String(id)}`,
    create: '/api/user/create-user-address',
    update: (id: number | string) => `/api/user/update-user-address/${String(id)}`,
    setDefault: (id: number | string) => `/api/user/set-default-address/${String(id)}`,
    delete: (id: number | string) => `/api/user/delete-address/${String(id)}`,
  },
  geo: {
    search: '/api/geo/search',
    reverse: '/api/geo/reverse',
    mapConfig: '/api/geo/map-config',
    /** Leaflet's tile template; `{z}/{x}/{y}` are filled in by Leaflet. */
    tiles: '/api/geo/tiles/{z}/{x}/{y}.png',
    tilePattern: '/api/geo/tiles/:z/:x/:y',
  },
} as const;
