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
} as const;
