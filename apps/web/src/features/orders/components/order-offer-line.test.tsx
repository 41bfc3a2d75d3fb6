import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { orderDetails } from '@/testing/order-fixtures';
import { OrderDetailsCard } from './order-details-card';
import { OrderHistoryCard } from './order-history-card';

afterEach(cleanup);

const withOffer = orderDetails({
  subTotal: 700,
  offerDiscount: 100,
  offerText: 'Flat ₹100 OFF above ₹499',
  gst: 30,
  totalAmount: 635,
});

describe('the offer an order got', () => {
  it('is a line of the order history bill', () => {
    render(
      <MemoryRouter>
        <OrderHistoryCard order={withOffer} expanded onToggle={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Offer (Flat ₹100 OFF above ₹499)').closest('div')?.textContent).toContain(
      '−₹100',
    );
  });

  it('is a line of the tracked order’s details', () => {
    render(<OrderDetailsCard order={withOffer} />);
    expect(screen.getByText('Offer (Flat ₹100 OFF above ₹499)').closest('div')?.textContent).toContain(
      '−₹100',
    );
  });

  it('is absent when the order got none', () => {
    render(<OrderDetailsCard order={orderDetails()} />);
    expect(screen.queryByText(/^Offer/)).toBeNull();
  });
});
