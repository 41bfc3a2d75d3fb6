import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderDetails } from '@railbite/contract/orders';
import { TrackOrderView } from './track-order-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const orderId = 'ORDtrack0000001';

function details(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    orderId,
    restaurantId: 3,
    restaurantName: 'Spice Route',
    restaurantImage: '/images/restaurants/3.svg',
    createdAt: '2026-11-21T14:40:00.000Z',
    orderStatus: 'confirmed',
    totalAmount: 289.5,
    items: [
      { itemName: 'Paneer Tikka', itemQuantity: 2, itemPrice: 120 },
      { itemName: 'Lassi', itemQuantity: 1, itemPrice: 40 },
    ],
    deliveryAddress: 'Flat 4, MG Road, Pune 411001',
    rating: null,
    subTotal: 280,
    discount: 0,
    deliveryCharge: 0,
    rainFees: 0,
    tip: 0,
    gst: 4.5,
    restaurantCharges: 0,
    handlingCharges: 0,
    smallCartFees: 0,
    platformFees: 5,
    restaurant: { name: 'Spice Route', address: 'FC Road, Pune', latitude: 18.52, longitude: 73.85 },
    destination: { address: 'Flat 4, MG Road, Pune 411001', latitude: 18.54, longitude: 73.89 },
    deliverTimeMin: 25,
    deliverTimeMax: 30,
    statusHistory: [{ status: 'confirmed', at: '2026-11-21T14:41:00.000Z', reason: null }],
    acceptBy: '2026-11-21T14:51:00.000Z',
    preparationMinutes: null,
    readyBy: null,
    deliveryPerson: null,
    statusReason: null,
    refunds: [],
    canCancel: true,
    lastEventId: 2,
    ...overrides,
  };
}

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The label of the highlighted current step, with its screen-reader state. */
function currentStep() {
  return document.querySelector('li[aria-current="step"] p span')?.textContent;
}

function renderView(id: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<TrackOrderView orderId={id} />, { wrapper });
}

describe('TrackOrderView (SPEC.md §2 Track order)', () => {
  it('tracks the latest active order when no id is given', async () => {
    const fetchMock = serve(200, { success: true, data: details() });
    renderView(undefined);
    expect(await screen.findByRole('heading', { name: 'Track Order' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/get-latest-active-order');
    expect(screen.getByText(`#${orderId}`)).toBeTruthy();
    expect(screen.getByText('Arriving in 25 min')).toBeTruthy();
  });

  it('shows the order details, address, sample partner and the timeline for the named order', async () => {
    const fetchMock = serve(200, { success: true, data: details() });
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/orders/get-order-details/${orderId}`);

    const orderDetails = screen.getByRole('region', { name: 'Order Details' });
    expect(within(orderDetails).getByText('Spice Route')).toBeTruthy();
    expect(within(orderDetails).getByText('2 x Paneer Tikka')).toBeTruthy();
    expect(within(orderDetails).getByText('₹240')).toBeTruthy();
    expect(within(orderDetails).getByText('₹280')).toBeTruthy();

    const address = screen.getByRole('region', { name: 'Delivery Address' });
    expect(within(address).getByText('Pickup')).toBeTruthy();
    expect(within(address).getByText('Drop')).toBeTruthy();
    expect(within(address).getByText('Flat 4, MG Road, Pune 411001')).toBeTruthy();

    const partner = screen.getByRole('region', { name: 'Delivery Partner' });
    expect(within(partner).getByText('Sample')).toBeTruthy();
    expect(
      within(partner)
        .getByRole('link', { name: /^Call / })
        .getAttribute('href'),
    ).toMatch(/^tel:\+91/);
    expect(within(partner).getByRole('button', { name: /coming soon/ })).toHaveProperty('disabled', true);

    const timeline = screen.getByRole('region', { name: 'Order Status' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p span')?.textContent)).toEqual([
      'Order Confirmed (current)',
      'Order Picked Up (to come)',
      'Delivery Partner Nearby (to come)',
      'Order Delivered (to come)',
    ]);
    expect(within(steps[0]!).getByText('Restaurant is preparing your order')).toBeTruthy();
    expect(within(steps[0]!).getByText('2 mins ago')).toBeTruthy();
    expect(within(steps[3]!).getByText('Enjoy your meal!')).toBeTruthy();
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
  });

  it('plays the simulation: picked up after 11 s, delivered after 50 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(200, { success: true, data: details() });
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(currentStep()).toBe('Order Picked Up (current)');
    expect(screen.getByText('Your order is on the way')).toBeTruthy();
    expect(screen.getByText('Arriving in 20 min')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(39_000));
    expect(currentStep()).toBe('Order Delivered (current)');
    expect(screen.getByText('Just now')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
  });

  it('says there is nothing on its way when there is no active order', async () => {
    serve(200, { success: true, data: null });
    renderView(undefined);
    expect(await screen.findByRole('heading', { name: 'No order on its way' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to order history' }).getAttribute('href')).toBe(
      '/user/order-history',
    );
  });

  it('treats an unknown or foreign order (404) and a malformed id as not found', async () => {
    const fetchMock = serve(404, {
      success: false,
      error: { code: 'NOT_FOUND', message: 'Order not found' },
      requestId: 'r',
    });
    renderView(orderId);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();

    renderView('../../etc');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not simulate an order that is not on its way', async () => {
    serve(200, { success: true, data: details({ orderStatus: 'cancelled' }) });
    renderView(orderId);
    expect(await screen.findByText('This order is cancelled, so there is nothing to track.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order Status' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Order Details' })).toBeTruthy();
  });
});
