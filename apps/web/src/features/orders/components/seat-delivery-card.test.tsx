import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { scheduledTimeLabel } from '@railbite/contract/train-rules';
import { orderDetails, scheduledSeatArrival, seatTarget } from '@/testing/order-fixtures';
import { SeatDeliveryCard } from './seat-delivery-card';

const seat = (expected = scheduledSeatArrival) => seatTarget({ expectedArrival: expected });

afterEach(cleanup);

describe('SeatDeliveryCard', () => {
  it('labels an on-time arrival as the 2017 timetable’s', () => {
    render(<SeatDeliveryCard order={orderDetails({ train: seat() })} />);
    expect(screen.getByText(scheduledTimeLabel)).not.toBeNull();
    expect(screen.queryByText(/a delay was reported/)).toBeNull();
  });

  it('shows a re-timed arrival as expected, and the timetable’s time under it as scheduled', () => {
    const late = { at: '2026-12-08T19:00:00.000Z', date: '2026-12-09', time: '00:30' };
    render(<SeatDeliveryCard order={orderDetails({ train: seat(late) })} />);
    expect(screen.getByText('Expected: a delay was reported')).not.toBeNull();
    expect(screen.getByText(/Wed, 9 Dec, 00:30/)).not.toBeNull();
    expect(screen.getByText(/Tue, 8 Dec, 23:00/)).not.toBeNull();
    expect(screen.getAllByText(scheduledTimeLabel)).toHaveLength(1);
  });
});
