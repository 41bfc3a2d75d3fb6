import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderDetails } from '@railbite/contract/orders';
import { clearSession, saveCredential } from '@/lib/session';
import {
  fakeOrderStream,
  jsonResponse,
  orderAt,
  orderDetails,
  orderMinute,
  stubApi,
  trackedOrderId as orderId,
  unpaidAttempt,
} from '@/testing/order-fixtures';
import { TrackOrderView } from './track-order-view';

const detailsPath = `/api/orders/get-order-details/${orderId}`;
const eventsPath = `/api/orders/${orderId}/events`;

beforeEach(() => {
  saveCredential({ token: 'tok', roleType: 'customer' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The order's details, and a live stream the test can write to. */
function serveOrder(order: OrderDetails) {
  const stream = fakeOrderStream();
  const fetchMock = stubApi({
    [detailsPath]: () => jsonResponse(200, { success: true, data: order }),
    [eventsPath]: (init) => stream.respond(init),
  });
  return { fetchMock, stream };
}

function renderView(id: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<TrackOrderView orderId={id} />, { wrapper });
  return client;
}

/** Each step's label as a screen reader reads it, with the time shown beside it. */
function timeline() {
  const steps = within(screen.getByRole('region', { name: 'Order Status' })).getAllByRole('listitem');
  return steps.map((step) => ({
    step: step.querySelector('p span')?.textContent,
    time: step.querySelector('time')?.textContent ?? null,
    text: step.querySelectorAll('p')[1]?.textContent,
  }));
}

const partnerCard = () => screen.getByRole('region', { name: 'Delivery Partner' });

describe('TrackOrderView (SPEC.md §2 Track order, with the order as it truly is)', () => {
  it('follows the latest active order when no id is given', async () => {
    vi.setSystemTime(orderMinute(5));
    const stream = fakeOrderStream();
    const fetchMock = stubApi({
      '/api/orders/get-latest-active-order': () => jsonResponse(200, { success: true, data: orderDetails() }),
      [detailsPath]: () => jsonResponse(200, { success: true, data: orderDetails() }),
      [eventsPath]: (init) => stream.respond(init),
    });
    renderView(undefined);
    expect(await screen.findByRole('heading', { name: 'Track Order' })).toBeTruthy();
    expect(screen.getByText(`#${orderId}`)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/get-latest-active-order');
    expect(screen.getByText('Waiting for the restaurant')).toBeTruthy();
    await vi.waitFor(() => {
      expect(stream.connections).toHaveLength(1);
    });
  });

  it('confirmed: waits for the restaurant until its accept-by time, with real event times', async () => {
    vi.setSystemTime(orderMinute(5));
    serveOrder(orderAt.confirmed());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    // The window promised when it was paid leads the header (ADR 024); where it is now, under it.
    expect(screen.getByTestId('promised-window').textContent).toBe('Arriving between 7:56 and 8:01 pm');
    expect(screen.getByText('Waiting for the restaurant')).toBeTruthy();
    expect(timeline()).toEqual([
      {
        step: 'Order Confirmed (current)',
        time: '4 min ago',
        text: 'Waiting for Spice Route to accept it, by 7:41 pm',
      },
      { step: 'Preparing (to come)', time: null, text: 'The kitchen prepares your order' },
      { step: 'Out for Delivery (to come)', time: null, text: 'Your order is on the way' },
      { step: 'Order Delivered (to come)', time: null, text: 'Enjoy your meal!' },
    ]);
    expect(
      within(partnerCard()).getByText('Your delivery partner is assigned when the order leaves the kitchen.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('2 x Paneer Tikka')).toBeTruthy();
    expect(within(details).getByText('₹280')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Delivery Address' });
    expect(within(address).getByText('Flat 4, MG Road, Pune 411001')).toBeTruthy();
    expect(screen.getByText(/The map shows Spice Route and your delivery address\.$/)).toBeTruthy();
    expect(screen.queryByText(/no live courier positions/)).toBeNull();

    // "4 min ago" moves on with the clock.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timeline()[0]?.time).toBe('5 min ago');
  });

  it('preparing: shows when the food is ready and how long the kitchen said it takes', async () => {
    vi.setSystemTime(orderMinute(10));
    serveOrder(orderAt.preparing());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    expect(screen.getByText('Food ready by 7:54 pm')).toBeTruthy();
    expect(timeline().slice(0, 2)).toEqual([
      { step: 'Order Confirmed (done)', time: '9 min ago', text: 'Paid and sent to Spice Route' },
      { step: 'Preparing (current)', time: '6 min ago', text: 'Ready by 7:54 pm (20 min to prepare)' },
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('out for delivery: names the delivery person with a call link, and estimates the ride', async () => {
    vi.setSystemTime(orderMinute(30));
    serveOrder(orderAt.outForDelivery());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    // Dispatched at minute 25, a 21-minute ride: due at minute 46.
    expect(screen.getByText('Arriving in about 16 min')).toBeTruthy();
    // On the road the estimate leads; the window is said as the promise, not as a second arrival time.
    expect(screen.getByTestId('promised-window').textContent).toBe('Promised between 7:56 and 8:01 pm');
    expect(within(partnerCard()).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(partnerCard()).getByText('+91 98765 43210')).toBeTruthy();
    expect(
      within(partnerCard())
        .getByRole('link', { name: 'Call Ravi Kumar on +91 98765 43210' })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');
    expect(timeline()[2]).toEqual({
      step: 'Out for Delivery (current)',
      time: '5 min ago',
      text: 'Ravi Kumar is bringing your order',
    });
    expect(screen.getByText(/the vehicle and the arrival time are estimates/)).toBeTruthy();
    expect(screen.getByText(/estimated position, 24% of the way to you/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(screen.getByText('Arriving in about 11 min')).toBeTruthy();
    // Past the window, the page says so plainly.
    expect(screen.getByTestId('promised-window').textContent).toBe(
      'Running late: it was promised by 8:01 pm',
    );
    expect(screen.getByText(/estimated position, 48% of the way to you/)).toBeTruthy();
  });

  it('delivered: every step done with its time, and the delivery time in the header', async () => {
    vi.setSystemTime(orderMinute(50));
    serveOrder(orderAt.delivered());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    expect(screen.getByText('Delivered at 8:15 pm')).toBeTruthy();
    expect(screen.queryByTestId('promised-window')).toBeNull();
    expect(timeline().map(({ step, time }) => [step, time])).toEqual([
      ['Order Confirmed (done)', '49 min ago'],
      ['Preparing (done)', '46 min ago'],
      ['Out for Delivery (done)', '25 min ago'],
      ['Order Delivered (done)', '5 min ago'],
    ]);
    expect(within(partnerCard()).getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.queryByText(/no live courier positions/)).toBeNull();
  });

  it.each([
    ['pending', 'Refund of ₹289.50 initiated'],
    ['succeeded', 'Refund of ₹289.50 completed'],
  ] as const)('rejected: says why, and shows the refund %s', async (refundState, refundText) => {
    vi.setSystemTime(orderMinute(8));
    serveOrder(orderAt.rejected(refundState));
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    const outcome = screen.getByRole('region', { name: 'Order outcome' });
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(within(outcome).getByText('The kitchen is too busy to take this order')).toBeTruthy();
    expect(within(outcome).getByText(refundText)).toBeTruthy();
    expect(timeline()).toEqual([
      { step: 'Order Confirmed (done)', time: '7 min ago', text: 'Paid and sent to Spice Route' },
      {
        step: 'Order Rejected (current)',
        time: '2 min ago',
        text: 'The kitchen is too busy to take this order',
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Delivery Partner' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delivery map' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancelled by the customer: says so, with the refund', async () => {
    vi.setSystemTime(orderMinute(8));
    serveOrder(orderAt.cancelledByCustomer());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });

    const outcome = screen.getByRole('region', { name: 'Order outcome' });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(within(outcome).getByText('You cancelled this order')).toBeTruthy();
    expect(within(outcome).getByText('Refund of ₹289.50 initiated')).toBeTruthy();
    expect(timeline().at(-1)?.step).toBe('Order Cancelled (current)');
  });

  it('follows a refund still on its way live, until it is completed', async () => {
    vi.setSystemTime(orderMinute(8));
    const { stream } = serveOrder(orderAt.rejected('pending'));
    renderView(orderId);
    await screen.findByText('Refund of ₹289.50 initiated');
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => {
      stream.send(orderAt.rejected('succeeded'));
    });
    expect(await screen.findByText('Refund of ₹289.50 completed')).toBeTruthy();
    // Nothing more can happen to the order: the stream closes.
    await vi.waitFor(() => {
      expect(stream.signals[0]?.aborted).toBe(true);
    });
  });

  it('follows the order live: each stream message updates the page, and a late one is ignored', async () => {
    vi.setSystemTime(orderMinute(5));
    const { stream } = serveOrder(orderAt.confirmed());
    renderView(orderId);
    await screen.findByRole('heading', { name: 'Track Order' });
    await vi.waitFor(() => {
      expect(stream.connections).toHaveLength(1);
    });
    expect(stream.connections[0]?.get('authorization')).toBe('Bearer tok');
    expect(stream.connections[0]?.get('last-event-id')).toBe('2');
    expect(await screen.findByText('Live')).toBeTruthy();

    act(() => {
      stream.send(orderAt.preparing());
    });
    expect(await screen.findByText('Food ready by 7:54 pm')).toBeTruthy();
    expect(timeline()[1]?.step).toBe('Preparing (current)');
    expect(screen.getByText('Preparing. Ready by 7:54 pm (20 min to prepare)')).toBeTruthy();

    act(() => {
      stream.send(orderAt.confirmed());
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(timeline()[1]?.step).toBe('Preparing (current)');

    act(() => {
      stream.send(orderAt.outForDelivery());
    });
    expect(await within(partnerCard()).findByText('Ravi Kumar')).toBeTruthy();
  });

  it('stops following once the order is delivered', async () => {
    vi.setSystemTime(orderMinute(44));
    const { stream } = serveOrder(orderAt.outForDelivery());
    renderView(orderId);
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => {
      stream.send(orderAt.delivered());
    });
    expect(await screen.findByText('Delivered at 8:15 pm')).toBeTruthy();
    await vi.waitFor(() => {
      expect(screen.queryByText('Live')).toBeNull();
    });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(stream.connections).toHaveLength(1);
  });

  it('closes the stream when the page is left', async () => {
    const { stream } = serveOrder(orderAt.confirmed());
    renderView(orderId);
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(stream.signals[0]?.aborted).toBe(false);
    cleanup();
    expect(stream.signals[0]?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(stream.connections).toHaveLength(1);
  });

  it('says there is nothing on its way when there is no active order', async () => {
    stubApi({
      '/api/orders/get-latest-active-order': () => jsonResponse(200, { success: true, data: null }),
    });
    renderView(undefined);
    expect(await screen.findByRole('heading', { name: 'No order on its way' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to order history' }).getAttribute('href')).toBe(
      '/user/order-history',
    );
  });

  it('treats an unknown or foreign order (404) and a malformed id as not found', async () => {
    const fetchMock = stubApi({});
    renderView(orderId);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();

    renderView('../../etc');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has nothing to track for an order whose payment failed: not paid, nothing charged, pay again', async () => {
    const { stream } = serveOrder(unpaidAttempt());
    renderView(orderId);
    expect(
      await screen.findByText('The payment did not go through, so this order was not placed.'),
    ).toBeTruthy();
    expect(screen.getByText('Not paid, and nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order Status' })).toBeNull();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).queryByText(/^Paid/)).toBeNull();
    expect(within(details).getByText('Not paid, with charges')).toBeTruthy();
    expect(screen.queryByText(/min$/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(stream.connections).toHaveLength(0);
  });

  it('shows a checkout replaced by a newer one as not paid, with the order its cart was paid as', async () => {
    serveOrder(
      unpaidAttempt({
        orderStatus: 'cancelled',
        statusReason: 'Replaced by a newer checkout',
        canPayAgain: false,
        paidOrderId: 'ORDpaidinstead1',
      }),
    );
    renderView(orderId);
    expect(await screen.findByText('Replaced by a newer checkout.')).toBeTruthy();
    expect(screen.getByText('Not paid, and nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order you paid' }).getAttribute('href')).toBe(
      '/order-status/ORDpaidinstead1',
    );
    // No timeline or map for an order that never was.
    expect(screen.queryByRole('region', { name: 'Order Status' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delivery map' })).toBeNull();
  });
});
