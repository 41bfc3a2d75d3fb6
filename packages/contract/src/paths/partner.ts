/** The partner console's API (ARCHITECTURE.md "Roles"): every path checks the partner role and membership. */
export const partnerPaths = {
  restaurants: '/api/partner/get-restaurants',
  /** The live board: `?restaurantId=` (one the partner runs). */
  orders: '/api/partner/get-orders',
  accept: (orderId: string) => `/api/partner/accept-order/${orderId}`,
  reject: (orderId: string) => `/api/partner/reject-order/${orderId}`,
  dispatch: (orderId: string) => `/api/partner/dispatch-order/${orderId}`,
  deliver: (orderId: string) => `/api/partner/deliver-order/${orderId}`,
  updateRestaurant: (restaurantId: number | string) =>
    `/api/partner/update-restaurant-status/${String(restaurantId)}`,
  menu: (restaurantId: number | string) => `/api/partner/get-menu/${String(restaurantId)}`,
  /** Menu management (ADR 035): a new dish on a restaurant the partner runs, and any change to one. */
  addDish: '/api/partner/add-dish',
  updateDish: (dishId: number | string) => `/api/partner/update-dish/${String(dishId)}`,
  dishAvailability: (dishId: number | string) => `/api/partner/update-dish-availability/${String(dishId)}`,
  /** Record a run's delay or cancellation (a train one of the partner's restaurants serves). */
  trainRun: '/api/partner/train-run',
  /** Server-Sent Events for the partner's board (`?restaurantId=`). */
  events: '/api/partner/events',
} as const;
