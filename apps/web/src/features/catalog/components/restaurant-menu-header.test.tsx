import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { restaurantDetail as restaurant } from '@/testing/catalog-fixtures';
import { formatClock, RestaurantMenuHeader } from './restaurant-menu-header';

afterEach(cleanup);

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

  it('calls a restaurant without reviews new, never "0.0"', () => {
    render(<RestaurantMenuHeader restaurant={{ ...restaurant, rating: 0, total_reviews: 0 }} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it('says plainly when the restaurant is closed, and its hours', () => {
    render(<RestaurantMenuHeader restaurant={{ ...restaurant, is_open_now: false }} />);
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent ===
            'Closed now. This restaurant is not taking orders right now. Its hours are 7 AM – 10:30 PM (India time).'
          : false,
      ),
    ).toBeTruthy();
  });

  it('names the day it opens when that is not today, and says today otherwise', () => {
    const closedBy = (opens_next: { day: 'Monday'; time: string; today: boolean }) =>
      render(<RestaurantMenuHeader restaurant={{ ...restaurant, is_open_now: false, opens_next }} />);
    closedBy({ day: 'Monday', time: '09:00', today: false });
    expect(screen.getByText(/not taking orders right now\. Opens Mon 9 AM \(India time\)\./)).toBeTruthy();
    cleanup();
    closedBy({ day: 'Monday', time: '18:30', today: true });
    expect(screen.getByText(/Opens today at 6:30 PM \(India time\)\./)).toBeTruthy();
  });

  it('shows the week when its days differ: closed days and nights past midnight', () => {
    const day = { opens_at: '09:00', closes_at: '23:00' };
    render(
      <RestaurantMenuHeader
        restaurant={{
          ...restaurant,
          weekly_hours: [day, day, day, day, day, { opens_at: '22:00', closes_at: '02:00' }, null],
        }}
      />,
    );
    expect(screen.getByText('Mon–Fri 9 AM – 11 PM')).toBeTruthy();
    expect(screen.getByText('Sat 10 PM – 2 AM (next day)')).toBeTruthy();
    expect(screen.getByText('Sun closed')).toBeTruthy();
  });

  it('points a switched-off kitchen with a week of hours to that week, not to its old single span', () => {
    const day = { opens_at: '21:00', closes_at: '23:00' };
    render(
      <RestaurantMenuHeader
        restaurant={{
          ...restaurant,
          is_open_now: false,
          opens_next: null,
          opens_at: '00:00',
          closes_at: '23:59',
          weekly_hours: [day, day, day, day, day, day, null],
        }}
      />,
    );
    expect(screen.getByText(/not taking orders right now\. Its opening hours are below\./)).toBeTruthy();
    expect(screen.queryByText(/12 AM – 11:59 PM/)).toBeNull();
    expect(screen.getByText('Mon–Sat 9 PM – 11 PM')).toBeTruthy();
  });

  it('says a closed all-day restaurant is usually open round the clock', () => {
    render(
      <RestaurantMenuHeader
        restaurant={{ ...restaurant, is_open_now: false, opens_at: '00:00', closes_at: '23:59' }}
      />,
    );
    expect(screen.getByText(/It is usually open round the clock\./)).toBeTruthy();
  });

  it('says nothing about closing while it is open', () => {
    render(<RestaurantMenuHeader restaurant={restaurant} />);
    expect(screen.queryByText('Closed now.')).toBeNull();
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
