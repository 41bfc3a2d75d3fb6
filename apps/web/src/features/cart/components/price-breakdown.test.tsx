import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Cart } from '@railbite/contract/cart';
import { PriceBreakdown } from './price-breakdown';

afterEach(cleanup);

/** Flat ₹100 OFF above ₹499 on 2 × ₹350, priced as the server does (ADR 021). */
const offerCart: Cart = {
  restaurantId: 3,
  restaurantName: 'Offer Junction',
  cartInfo: [{ menuId: 7, quantity: 2 }],
  itemDetails: [
    {
      menuId: 7,
      itemName: 'Junction Thali',
      quantity: 2,
      itemTotal: 700,
      restaurantId: 3,
      price: 350,
      finalPrice: 350,
      imageUrl: '/images/dishes/d.svg',
      mealCategory: 'Veg',
      isAvailable: true,
    },
  ],
  menuTotal: 700,
  discount: 0,
  subTotal: 700,
  offerDiscount: 100,
  offer: { text: 'Flat ₹100 OFF above ₹499', amountToUnlock: 0 },
  amountToFreeDelivery: 0,
  deliveryCharge: 0,
  platformFee: 5,
  otherCharges: 35,
  otherChargesDetails: { GST: 30, 'Platform Fee': 5 },
  total: 635,
  deliverTimeMin: 20,
  deliverTimeMax: 30,
  hasUnavailableItems: false,
};

function renderBill(cart: Cart) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PriceBreakdown cart={cart} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Bill details' });
}

describe('PriceBreakdown', () => {
  it('shows an applied offer as its own line, and free delivery reached', () => {
    const bill = renderBill(offerCart);
    const line = within(bill).getByText('Offer (Flat ₹100 OFF above ₹499)').closest('div');
    expect(line?.textContent).toContain('−₹100');
    expect(within(bill).getByText('You get free delivery')).toBeTruthy();
    expect(within(bill).queryByText(/more to get/)).toBeNull();
  });

  it('below the minimum has no offer line and says how much more unlocks it and free delivery', () => {
    const bill = renderBill({
      ...offerCart,
      subTotal: 150,
      offerDiscount: 0,
      offer: { text: 'Flat ₹100 OFF above ₹499', amountToUnlock: 349 },
      amountToFreeDelivery: 49,
    });
    expect(within(bill).queryByText(/^Offer \(/)).toBeNull();
    expect(within(bill).getByText('Add ₹349 more to get Flat ₹100 OFF above ₹499')).toBeTruthy();
    expect(within(bill).getByText('Add ₹49 more for free delivery')).toBeTruthy();
  });

  it('says nothing of offers for a restaurant without one', () => {
    const bill = renderBill({ ...offerCart, offerDiscount: 0, offer: null });
    expect(within(bill).queryByText(/Offer|more to get/)).toBeNull();
  });
});
