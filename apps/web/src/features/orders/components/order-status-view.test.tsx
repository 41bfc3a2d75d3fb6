import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OrderStatusView } from './order-status-view';
import { PaymentFailure } from './payment-result';

const orderId = 'ORDabcdefgh1234';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function json(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function paymentStatus(value: 'Completed' | 'Pending' | 'Failed') {
  return { success: true, paymentStatus: value, orderId };
}

function serveSequence(...bodies: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(() => json(200, bodies.shift() ?? bodies.at(-1)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

  it('shows success for a Completed payment, links to tracking and resets the local cart', async () => {
    const fetchMock = serveSequence(paymentStatus('Completed'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['cart', 'priced'], { total: 240 });
    client.setQueryData(['catalog', 'cuisines'], []);
    renderStatus(client);

    const heading = await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Your delicious meal is being prepared')).toBeTruthy();
    expect(screen.getByText(orderId)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      `/track-order?orderId=${orderId}`,
    );
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

  it('shows failure with the order reference for a Failed payment, and keeps the cart', async () => {
    serveSequence(paymentStatus('Failed'));
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(
      screen.getByText("We couldn't process your payment. Please try again or use a different method."),
    ).toBeTruthy();
    expect(screen.getByText(orderId)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem('cartCount')).toBe('2');
  });

  it('goes back one page on Retry Payment', async () => {
    serveSequence(paymentStatus('Failed'));
    renderStatus();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByText('Payment page')).toBeTruthy();
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
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeTruthy();
  });
});
