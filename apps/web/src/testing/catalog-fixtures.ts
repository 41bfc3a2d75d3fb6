import type { RestaurantDetail } from '@railbite/contract/catalog';

/** A restaurant as the menu page's API answers it (GET get-restaurant-by-id). */
export const restaurantDetail: RestaurantDetail = {
  restaurant_id: 3,
  restaurant_name: 'Annapurna Bhojanalaya',
  restaurant_image: '/images/restaurants/annapurna-bhojanalaya.svg',
  rating: 4.25,
  total_reviews: 1520,
  estimated_delivery_time: '25-30 mins',
  delivery_time_min: 25,
  delivery_time_max: 30,
  cuisine_type: 'North Indian',
  address: 'Platform Road, Itarsi',
  city: 'Itarsi',
  state: 'Madhya Pradesh',
  station_code: 'ET',
  station_name: 'Itarsi Junction',
  is_pure_veg: true,
  offer_text: '20% off up to ₹100',
  cost_for_two: 350,
  latitude: 22.6,
  longitude: 77.8,
  opens_at: '07:00',
  closes_at: '22:30',
  weekly_hours: null,
  is_open_now: true,
  opens_next: null,
  delivery_radius_km: 5,
  cuisines: [
    { category_id: 1, category_name: 'North Indian', category_image: '/images/cuisines/north-indian.svg' },
    { category_id: 2, category_name: 'Thali', category_image: '/images/cuisines/thali.svg' },
  ],
};
