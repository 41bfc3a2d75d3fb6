export const catalogPaths = {
  cuisines: '/api/external/get-cuisines-category',
  restaurants: '/api/external/get-restaurants',
  restaurantsByCategory: (id: number | string) =>
    `/api/external/get-restaurants-by-category-id/${String(id)}`,
  restaurant: (id: number | string) => `/api/external/get-restaurant-by-id/${String(id)}`,
  restaurantItems: (id: number | string) => `/api/external/get-restaurant-items/${String(id)}`,
  search: '/api/external/search-restaurants-and-categories',
} as const;
