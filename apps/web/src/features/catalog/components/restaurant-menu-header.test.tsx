import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RestaurantDetail } from '@railbite/contract/catalog';
import { formatClock, RestaurantMenuHeader } from './restaurant-menu-header';

afterEach(cleanup);

const restaurant: RestaurantDetail = {
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
  cuisines: [
    { category_id: 1, category_name: 'North Indian', category_image: '/images/cuisines/north-indian.svg' },
    { category_id: 2, category_name: 'Thali', category_image: '/images/cuisines/thali.svg' },
  ],
};

describe('RestaurantMenuHeader', () => {
  it('shows what a traveller needs before ordering', () => {
    render(<RestaurantMenuHeader restaurant={restaurant} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Annapurna Bhojanalaya' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('1,520 reviews')).toBeTruthy();
    expect(screen.getByText('Platform Road, Itarsi')).toBeTruthy();
    expect(screen.getByText('25-30 mins')).toBeTruthy();
    expect(screen.getByText('Free delivery on orders above ₹199')).toBeTruthy();
    expect(screen.getByText('North Indian, Thali')).toBeTruthy();
    expect(screen.getByText('Pure Veg')).toBeTruthy();
    expect(screen.getByText('20% off up to ₹100')).toBeTruthy();
    expect(screen.getByText('Open 7 AM – 10:30 PM')).toBeTruthy();
    expect(screen.getByText('Itarsi Junction (ET), Itarsi')).toBeTruthy();
  });

  it('leaves out the pure-veg badge and the offer when they do not apply', () => {
    render(<RestaurantMenuHeader restaurant={{ ...restaurant, is_pure_veg: false, offer_text: null }} />);
    expect(screen.queryByText('Pure Veg')).toBeNull();
    expect(screen.queryByText('20% off up to ₹100')).toBeNull();
  });
});

describe('formatClock', () => {
  it('turns 24-hour times into 12-hour ones', () => {
    expect(formatClock('00:00')).toBe('12 AM');
    expect(formatClock('09:05')).toBe('9:05 AM');
    expect(formatClock('12:00')).toBe('12 PM');
    expect(formatClock('23:45')).toBe('11:45 PM');
  });
});
