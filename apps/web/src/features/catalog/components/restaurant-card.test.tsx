import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RestaurantSummary } from '@railbite/contract/catalog';
import { RestaurantCard } from './restaurant-card';

afterEach(cleanup);

const restaurant: RestaurantSummary = {
  restaurant_id: 7,
  restaurant_name: 'Annapurna Bhojanalaya',
  restaurant_image: '/images/restaurants/7.webp',
  rating: 4.3,
  total_reviews: 1520,
  estimated_delivery_time: '25-30 mins',
  delivery_time_min: 25,
  delivery_time_max: 30,
  cuisine_type: 'North Indian',
  address: 'Platform Road',
  city: 'Itarsi',
  state: 'Madhya Pradesh',
  station_code: 'ET',
  station_name: 'Itarsi Junction',
  is_pure_veg: true,
  offer_text: null,
  cost_for_two: 300,
};

const card = (summary: RestaurantSummary) =>
  render(
    <MemoryRouter>
      <RestaurantCard restaurant={summary} />
    </MemoryRouter>,
  );

it('shows the rating with its number of reviews', () => {
  card(restaurant);
  expect(screen.getByLabelText('Rated 4.3 out of 5 from 1520 reviews').textContent).toBe('4.3');
});

it('calls a restaurant without reviews new, never "0.0"', () => {
  card({ ...restaurant, rating: 0, total_reviews: 0 });
  expect(screen.getByLabelText('New: no reviews yet').textContent).toBe('New');
  expect(screen.queryByText('0.0')).toBeNull();
});
