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
  /** Menu sections (ADR 036): list, add, rename or hide, and move one place up or down. */
  menuSections: (restaurantId: number | string) => `/api/partner/get-menu-sections/${String(restaurantId)}`,
  addMenuSection: '/api/partner/add-menu-section',
  updateMenuSection: (sectionId: number | string) => `/api/partner/update-menu-section/${String(sectionId)}`,
  moveMenuSection: (sectionId: number | string) => `/api/partner/move-menu-section/${String(sectionId)}`,
  /** Record a run's delay or cancellation (a train one of the partner's restaurants serves). */
  trainRun: '/api/partner/train-run',
  /** Server-Sent Events for the partner's board (`?restaurantId=`). */
  events: '/api/partner/events',
} as const;
