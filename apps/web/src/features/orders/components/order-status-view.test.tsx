import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OrderDetails } from '@railbite/contract/orders';
import {
  fakeOrderStream,
  jsonResponse,
  orderAt,
  orderEvent,
  orderMinute,
  stubApi,
  trackedOrderId,
  unpaidAttempt,
} from '@/testing/order-fixtures';
import { OrderStatusView } from './order-status-view';
import { PaymentFailure } from './payment-result';

const orderId = trackedOrderId;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

function json(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function paymentStatus(value: 'Completed' | 'Pending' | 'Failed') {
  return { success: true, paymentStatus: value, orderId };
}

/** The order while its payment is being confirmed: the range its address was computed for (ADR 024). */
const confirmingOrder = () =>
  unpaidAttempt({
    orderStatus: 'payment processing',
    statusHistory: [orderEvent('payment processing', 0)],
    paymentOutcome: 'awaiting payment',
    canPayAgain: false,
    deliverTimeMin: 35,
    deliverTimeMax: 40,
  });

/** Payment statuses in turn (the last one from then on); returns the status calls. */
function serveSequence(...bodies: unknown[]) {
  const statusCalls = vi.fn<() => Promise<Response>>(() => json(200, bodies.shift() ?? bodies.at(-1)));
  stubApi({
    [`/api/orders/check-order-payment-status/${orderId}`]: () => statusCalls(),
    [`/api/orders/get-order-details/${orderId}`]: () =>
      jsonResponse(200, { success: true, data: confirmingOrder() }),
    [`/api/orders/${orderId}/events`]: (init) => fakeOrderStream().respond(init),
  });
  return statusCalls;
}

function renderStatus(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/foods/item-view-cart', `/order-status/${orderId}`]} initialIndex={1}>
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(
    <Routes>
      <Route path="/order-status/:orderId" element={<OrderStatusView orderId={orderId} />} />
      <Route path="/foods/item-view-cart" element={<p>Payment page</p>} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { wrapper },
  );
  return client;
}

describe('OrderStatusView (SPEC.md §2 Order status, §4 Payment result)', () => {
  beforeEach(() => {
    localStorage.setItem('cartItems', '[{"menuId":1,"quantity":2}]');
    localStorage.setItem('currentRestaurantId', '3');
    localStorage.setItem('cartCount', '2');
    localStorage.setItem('user_cred', '{"token":"t","roleType":"customer"}');
  });

  /** A completed payment, the order's details and its live stream. */
  function servePaidOrder(order: OrderDetails) {
    const stream = fakeOrderStream();
    const fetchMock = stubApi({
      [`/api/orders/check-order-payment-status/${orderId}`]: () =>
        jsonResponse(200, paymentStatus('Completed')),
      [`/api/orders/get-order-details/${orderId}`]: () => jsonResponse(200, { success: true, data: order }),
      [`/api/orders/${orderId}/events`]: (init) => stream.respond(init),
    });
    return { fetchMock, stream };
  }

  it('shows success for a Completed payment with where the order is, links to tracking and resets the local cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(orderMinute(2));
    const { fetchMock } = servePaidOrder(orderAt.confirmed());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['cart', 'priced'], { total: 240 });
    client.setQueryData(['catalog', 'cuisines'], []);
    renderStatus(client);

    const heading = await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(document.activeElement).toBe(heading);
    expect(
      await screen.findByText('Sent to Spice Route: waiting for the kitchen to accept it by 7:41 pm'),
    ).toBeTruthy();
    expect(screen.getByText(orderId)).toBeTruthy();
    // Paid at 7:31 pm with 25–30 minutes: the window promised then (ADR 024), in India time.
    expect(screen.getByTestId('promised-window').textContent).toBe('Arriving between 7:56 and 8:01 pm');
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      `/track-order?orderId=${orderId}`,
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Order Status' })).getAllByRole('listitem');
    expect(steps[0]?.querySelector('time')?.textContent).toBe('1 min ago');
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/orders/check-order-payment-status/${orderId}`);
    await vi.waitFor(() => {
      expect(localStorage.getItem('cartItems')).toBeNull();
    });
    expect(localStorage.getItem('currentRestaurantId')).toBeNull();
    expect(localStorage.getItem('cartCount')).toBeNull();
    expect(localStorage.getItem('user_cred')).not.toBeNull();
    expect(client.getQueryData(['cart', 'priced'])).toBeUndefined();
    expect(client.getQueryData(['catalog', 'cuisines'])).toEqual([]);
  });

  it('follows the order live: the restaurant accepting shows at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(orderMinute(5));
    const { stream } = servePaidOrder(orderAt.confirmed());
    renderStatus();
    await screen.findByText('Sent to Spice Route: waiting for the kitchen to accept it by 7:41 pm');
    await vi.waitFor(() => {
      expect(stream.connections).toHaveLength(1);
    });
    act(() => {
      stream.send(orderAt.preparing());
    });
    expect(await screen.findByText('Your delicious meal is being prepared, ready by 7:54 pm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says when the restaurant rejected the paid order, why, and the refund', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(orderMinute(8));
    servePaidOrder(orderAt.rejected('succeeded'));
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Order Rejected' })).toBeTruthy();
    // It will not come: no window, the page says what happened instead.
    expect(screen.queryByTestId('promised-window')).toBeNull();
    expect(screen.getAllByText('The kitchen is too busy to take this order').length).toBeGreaterThan(0);
    expect(screen.getByText('Refund of ₹289.50 completed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Track Order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View order history' })).toBeTruthy();
  });

  it('shows the order cancelled by the customer with its refund pending', async () => {
    servePaidOrder(orderAt.cancelledByCustomer());
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Order Cancelled' })).toBeTruthy();
    expect(screen.getByText('Refund of ₹289.50 initiated')).toBeTruthy();
  });

  /** A payment that ended unpaid, and the attempt's details as the server reports them. */
  function serveFailedAttempt(overrides: Partial<OrderDetails> = {}, payAgain?: () => Response) {
    return stubApi({
      [`/api/orders/check-order-payment-status/${orderId}`]: () => jsonResponse(200, paymentStatus('Failed')),
      [`/api/orders/get-order-details/${orderId}`]: () =>
        jsonResponse(200, { success: true, data: unpaidAttempt(overrides) }),
      [`/api/orders/pay-again/${orderId}`]: () =>
        payAgain?.() ??
        jsonResponse(200, {
          success: true,
          orderId: 'ORDnewattempt01',
          redirectUrl: '/pay/sandbox/SBXnewpage0001',
        }),
      [`/api/orders/${orderId}/events`]: (init) => fakeOrderStream().respond(init),
    });
  }

  it('shows failure with the order reference, says plainly nothing was charged, and keeps the cart', async () => {
    serveFailedAttempt();
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(
      screen.getByText("We couldn't process your payment. Please try again or use a different method."),
    ).toBeTruthy();
    expect(screen.getByText(orderId)).toBeTruthy();
    expect(await screen.findByText('Not paid, and nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem('cartCount')).toBe('2');
  });

  it('Retry Payment starts a new payment for the same cart and goes to its gateway page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = serveFailedAttempt();
    renderStatus();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/pay/sandbox/SBXnewpage0001');
    });
    const call = fetchMock.mock.calls.find(([url]) => (url as string).includes('/pay-again/'));
    expect(call?.[1]?.method).toBe('POST');
    expect(new Headers(call?.[1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    // Not "back one page" (the dead gateway page): the cart page was not shown.
    expect(screen.queryByText('Payment page')).toBeNull();
  });

  it('says so and leads to the cart when the cart changed since the payment', async () => {
    serveFailedAttempt({}, () =>
      jsonResponse(409, {
        success: false,
        error: {
          code: 'CART_CHANGED',
          message: 'Your cart has changed since this payment. Check it and pay from your cart.',
        },
        requestId: 'r',
      }),
    );
    renderStatus();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart has changed since this payment. Check it and pay from your cart.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to cart' }));
    expect(await screen.findByText('Payment page')).toBeTruthy();
  });

  it('links an attempt whose cart was paid as another order to that order, with no Retry Payment', async () => {
    serveFailedAttempt({ canPayAgain: false, paidOrderId: 'ORDpaidinstead1' });
    renderStatus();
    expect(await screen.findByText('Your cart was paid as order ORDpaidinstead1.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order you paid' }).getAttribute('href')).toBe(
      '/order-status/ORDpaidinstead1',
    );
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  });

  it('shows failure for an order that is not ours (404) and for a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json(404, {
          success: false,
          error: { code: 'NOT_FOUND', message: 'Order not found' },
          requestId: 'r',
        }),
      ),
    );
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    // Nothing to pay again for: Retry Payment starts over from the cart.
    expect((await screen.findByRole('link', { name: 'Retry Payment' })).getAttribute('href')).toBe(
      '/foods/item-view-cart',
    );
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
  });

  it('never shows success while the gateway has not confirmed; polls every 2 s until it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveSequence(
      paymentStatus('Pending'),
      paymentStatus('Pending'),
      paymentStatus('Completed'),
    );
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();
    // Not paid yet: the range computed for the address, not a window.
    expect((await screen.findByTestId('promised-window')).textContent).toBe(
      'Delivery in 35–40 min once your payment is confirmed',
    );
    expect(localStorage.getItem('cartCount')).toBe('2');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Order Placed Successfully!')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
  });

  it('stops polling after 60 s, says the payment is still being confirmed, and checks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveSequence(paymentStatus('Pending'));
    renderStatus();
    await screen.findByRole('heading', { name: 'Confirming your payment…' });

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByRole('heading', { name: 'Your payment is still being confirmed' }),
    ).toBeTruthy();
    const callsAtStop = fetchMock.mock.calls.length;
    expect(callsAtStop).toBeGreaterThanOrEqual(29);
    expect(callsAtStop).toBeLessThanOrEqual(32);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock.mock.calls.length).toBe(callsAtStop);

    fetchMock.mockImplementation(() => json(200, paymentStatus('Completed')));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
  });
});

describe('PaymentFailure without an order (/order-status/failed)', () => {
  it('shows the failure texts and no order reference', () => {
    render(
      <MemoryRouter>
        <PaymentFailure />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.queryByText(/Order reference/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Retry Payment' }).getAttribute('href')).toBe(
      '/foods/item-view-cart',
    );
  });
});
