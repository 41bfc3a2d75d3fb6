import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HeaderAddressMenu } from '@/features/addresses/components/header-address-menu';
import { paths } from '@/config/paths';
import { clearJourneyTarget, setJourneyTarget } from '@/lib/journey-target';
import { saveCredential } from '@/lib/session';
import { cartFor } from '@/testing/cart-fixtures';
import { jsonResponse } from '@/testing/order-fixtures';
import { CartRoute } from './cart';

// A customer with no saved address is asked for one on the Payment page, where paying needs it: not
// when the cart goes to a train seat (ADR 030), which needs no address.

afterEach(() => {
  cleanup();
  clearJourneyTarget();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The journey chosen on /train, whose stop lists Biryani Junction (restaurant 3, the cart's). */
const journey = {
  trainNumber: '12002',
  trainName: 'BHOPAL SHTBDI',
  date: '2026-12-08',
  from: 'NDLS',
  stationCode: 'BPL',
  stationName: 'Bhopal Junction',
  arrivalDate: '2026-12-08',
  arrivalTime: '13:50',
  restaurantIds: [3],
};

/** The Payment page as the app composes it (the header's address menu holds the prompt). */
async function renderPaymentWithoutAddresses() {
  saveCredential({ token: 'test-token', roleType: 'customer' });
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input as string;
    if (url === '/api/user/get-all-addresses')
      return Promise.resolve(jsonResponse(200, { success: true, data: [] }));
    if (url === '/api/orders/get-cart-info')
      return Promise.resolve(jsonResponse(200, { success: true, data: cartFor(null, true) }));
    return Promise.resolve(
      jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[paths.cart]}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  render(
    <>
      <HeaderAddressMenu />
      <CartRoute />
    </>,
    { wrapper },
  );
  // The seat's checkout is loaded on demand (ADR 039): it may take more than a moment here.
  await screen.findByText('Veg Biryani', {}, { timeout: 5000 });
  // The addresses have been read (empty): whatever the page asks, it asks by now.
  await vi.waitFor(() => {
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/get-all-addresses')).toBe(true);
  });
}

describe('the Payment page of a customer with no saved address', () => {
  it('asks for an address when the cart goes to an address', async () => {
    await renderPaymentWithoutAddresses();
    expect(await screen.findByRole('dialog', { name: 'Add a delivery address' })).toBeTruthy();
  });

  it('does not ask when the cart goes to a train seat', async () => {
    setJourneyTarget(journey);
    await renderPaymentWithoutAddresses();
    expect(await screen.findByRole('form', { name: 'Seat details' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add a delivery address' })).toBeNull();
    expect(screen.queryByText(/no saved (delivery )?address/i)).toBeNull();
  });
});
