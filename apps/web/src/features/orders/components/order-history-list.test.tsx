import type { ReactNode } from 'react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import toast from 'react-hot-toast';
import type { OrderHistoryEntry } from '@railbite/contract/orders';
import { clearSession, saveCredential } from '@/lib/session';
import type { OrderHistoryFilter } from '../utils/history-filter';
import { OrderHistoryList } from './order-history-list';
import { OrderStatusFilter } from './order-status-filter';

// Order history is a logged-in customer's: its query waits for a session.
beforeEach(() => {
  saveCredential({ token: 't', roleType: 'customer' });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function order(n: number, overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    orderId: `ORDorder${String(n).padStart(7, '0')}`,
    restaurantId: 3,
    restaurantName: `Kitchen ${String(n)}`,
    restaurantImage: '/images/restaurants/3.svg',
    createdAt: '2026-11-21T14:40:00.000Z',
    orderStatus: 'delivered',
    totalAmount: 287.5,
    items: [
      { itemName: 'Paneer Tikka', itemQuantity: 2, itemPrice: 120 },
      { itemName: 'Lassi', itemQuantity: 1, itemPrice: 40 },
    ],
    deliveryAddress: 'Flat 4, MG Road, Pune 411001',
    rating: null,
    subTotal: 280,
    discount: 0,
    offerDiscount: 0,
    offerText: null,
    deliveryCharge: 0,
    rainFees: 0,
    tip: 0,
    gst: 2.5,
    restaurantCharges: 0,
    handlingCharges: 0,
    smallCartFees: 0,
    platformFees: 5,
    statusReason: null,
    refunds: [],
    paymentOutcome: 'paid',
    canPayAgain: false,
    paidOrderId: null,
    unpaidAttempts: 0,
    deliverTimeMin: null,
    deliverTimeMax: null,
    promisedFrom: null,
    promisedBy: null,
    train: null,
    deliveryCode: null,
    ...overrides,
  };
}

function page(orders: OrderHistoryEntry[], pageNumber: number, total: number) {
  return { success: true, data: orders, total, page: pageNumber, limit: 10 };
}

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

const serverError = {
  success: false,
  error: { code: 'INTERNAL_ERROR', message: 'Boom' },
  requestId: 'r1',
};

/** The list with its filter, as the route composes them (keyed by filter). */
function HistoryWithFilter() {
  const [filter, setFilter] = useState<OrderHistoryFilter>('');
  return (
    <>
      <OrderStatusFilter value={filter} onChange={setFilter} />
      <OrderHistoryList
        key={filter}
        filter={filter}
        onShowAll={() => {
          setFilter('');
        }}
      />
    </>
  );
}

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<HistoryWithFilter />, { wrapper });
}

describe('OrderHistoryList (SPEC.md §2, §4 Order history)', () => {
  it('shows each order with its status and total, the window promised only while it is on its way, and asks for page 1 of 10', async () => {
    // Paid at 14:00 UTC with 25–35 minutes: 7:55–8:05 pm in India (ADR 024).
    const promised = {
      deliverTimeMin: 25,
      deliverTimeMax: 35,
      promisedFrom: '2026-11-21T14:25:00.000Z',
      promisedBy: '2026-11-21T14:35:00.000Z',
    };
    const onItsWay = { orderStatus: 'preparing', ...promised } as const;
    const fetchMock = vi.fn<typeof fetch>(() =>
      respond(
        200,
        page(
          [order(1, promised), order(2, { orderStatus: 'cancelled', ...promised }), order(3, onItsWay)],
          1,
          3,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHistory();

    const first = await screen.findByRole('button', { name: /Kitchen 1/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(within(first).getByText('Delivered')).toBeTruthy();
    expect(within(first).getByText('₹287.50')).toBeTruthy();
    expect(within(first).queryByTestId('promised-window')).toBeNull();
    expect(within(screen.getByRole('button', { name: /Kitchen 2/ })).getByText('Cancelled')).toBeTruthy();
    const third = screen.getByRole('button', { name: /Kitchen 3/ });
    expect(within(third).getByText('Preparing')).toBeTruthy();
    expect(within(third).getByTestId('promised-window').textContent).toBe(
      'Promised between 7:55 and 8:05 pm',
    );
    expect(screen.getByText("That's all your orders")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/orders/get-orders-history?page=1&limit=10&payment=paid&search=',
    );
  });

  it.each([
    ['confirmed', 'Track this order'],
    ['preparing', 'Track this order'],
    ['out for delivery', 'Track this order'],
    ['delivered', 'View order status'],
    ['rejected', 'View order status'],
    ['cancelled', 'View order status'],
  ] as const)('links a %s order to its tracking page as "%s"', async (orderStatus, label) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, page([order(1, { orderStatus })], 1, 1))),
    );
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Kitchen 1/ }));
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(
      '/track-order?orderId=ORDorder0000001',
    );
  });

  it('shows an unpaid attempt as not paid, with no estimate or tracking, and pays again on a new gateway page', async () => {
    const failed = order(1, {
      orderStatus: 'payment failed',
      paymentOutcome: 'not charged',
      canPayAgain: true,
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetchMock = vi.fn<typeof fetch>((input) =>
      (input as string).startsWith('/api/orders/pay-again/')
        ? respond(200, { success: true, orderId: 'ORDorder0000002', redirectUrl: '/pay/sandbox/SBXnew' })
        : respond(200, page([failed], 1, 1)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHistory();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unpaid', pressed: false }));
    const card = await screen.findByRole('button', { name: /Kitchen 1/ });
    expect(within(card).getByText('Not paid · nothing charged')).toBeTruthy();
    expect(within(card).queryByText(/min$/)).toBeNull();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe(
      '/api/orders/get-orders-history?page=1&limit=10&payment=unpaid&search=',
    );
    await user.click(card);
    expect(screen.getByText('Total, not paid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Track this order|View order status/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/pay/sandbox/SBXnew');
    });
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/orders/pay-again/ORDorder0000001');
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('points an unpaid attempt whose cart was paid later at that order, and a paid order at its attempts', async () => {
    const paid = order(2, { unpaidAttempts: 1 });
    const failed = order(1, {
      orderStatus: 'payment failed',
      paymentOutcome: 'not charged',
      paidOrderId: paid.orderId,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        respond(200, page(input.includes('payment=unpaid') ? [failed] : [paid], 1, 1)),
      ),
    );
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Kitchen 2/ }));
    expect(screen.getByText(/1 earlier payment for this cart did not go through/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See unpaid attempts' }).getAttribute('href')).toBe(
      '/user/order-history?payment=unpaid',
    );
    await user.click(screen.getByRole('button', { name: 'Unpaid', pressed: false }));
    await user.click(await screen.findByRole('button', { name: /Kitchen 1/ }));
    expect(screen.getByText(`Your cart was paid as order ${paid.orderId}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order you paid' }).getAttribute('href')).toBe(
      `/order-status/${paid.orderId}`,
    );
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  });

  it('shows why a paid order was rejected and its refund, on the card and in its details', async () => {
    const rejected = order(3, {
      orderStatus: 'rejected',
      statusReason: 'The restaurant is too busy',
      refunds: [
        {
          amount: 287.5,
          state: 'succeeded',
          reason: 'The restaurant is too busy',
          createdAt: '2026-11-21T14:50:00.000Z',
          updatedAt: '2026-11-21T14:51:00.000Z',
        },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, page([rejected, order(4)], 1, 2))),
    );
    renderHistory();
    const card = await screen.findByRole('button', { name: /Kitchen 3/ });
    expect(card.textContent).toContain('Refund of ₹287.50 completed');
    // A delivered order has nothing going back.
    expect(screen.getByRole('button', { name: /Kitchen 4/ }).textContent).not.toContain('Refund');
    await userEvent.setup().click(card);
    expect(screen.getByText('The restaurant is too busy.')).toBeTruthy();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(within(refunds).getByText('Refund of ₹287.50 completed')).toBeTruthy();
    expect(within(refunds).getByText(/Returned to the way you paid on/)).toBeTruthy();
  });

  it('opens one card at a time, showing items, address and only the charges above 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, page([order(1), order(2, { tip: 20, platformFees: 0 })], 1, 2))),
    );
    renderHistory();
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: /Kitchen 1/ });
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('2 × Paneer Tikka')).toBeTruthy();
    expect(within(panel).getByText('₹240')).toBeTruthy();
    expect(within(panel).getByText('Flat 4, MG Road, Pune 411001')).toBeTruthy();
    expect(within(panel).getByText('GST')).toBeTruthy();
    expect(within(panel).getByText('Platform Fees')).toBeTruthy();
    expect(within(panel).queryByText('Tip')).toBeNull();
    expect(within(panel).queryByText('Delivery Charge')).toBeNull();

    // Keyboard: Tab to the second card and press Enter; the first one closes.
    const second = screen.getByRole('button', { name: /Kitchen 2/ });
    second.focus();
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const secondPanel = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(within(secondPanel).getByText('Tip')).toBeTruthy();
    expect(within(secondPanel).queryByText('Platform Fees')).toBeNull();

    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads the next page with Load More until the total is reached', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) => order(i + 1));
    const fetchMock = vi.fn<typeof fetch>((input) =>
      respond(200, (input as string).includes('page=2') ? page([order(11)], 2, 11) : page(firstPage, 1, 11)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHistory();
    await screen.findByText('Showing 10 of 11 orders');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    const eleventh = await screen.findByRole('button', { name: /Kitchen 11/ });
    expect(document.activeElement).toBe(eleventh);
    expect(screen.getByText('Showing 11 of 11 orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(fetchMock.mock.calls[1]![0]).toBe(
      '/api/orders/get-orders-history?page=2&limit=10&payment=paid&search=',
    );
  });

  it('starts again at page 1 with the status as search when a chip is chosen', async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) => order(i + 1));
    const fetchMock = vi.fn<typeof fetch>((input) =>
      respond(200, (input as string).includes('page=2') ? page([order(11)], 2, 11) : page(firstPage, 1, 11)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByRole('button', { name: /Kitchen 11/ });

    fetchMock.mockImplementation(() => respond(200, page([order(5, { orderStatus: 'preparing' })], 1, 1)));
    await user.click(screen.getByRole('button', { name: 'Preparing', pressed: false }));
    expect(await screen.findByText('Showing 1 of 1 order')).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe(
      '/api/orders/get-orders-history?page=1&limit=10&payment=paid&search=preparing',
    );
    expect(screen.getByRole('button', { name: 'Preparing', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeTruthy();
  });

  it('shows the spec error with Try again and an error toast, and recovers', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const fetchMock = vi.fn<typeof fetch>(() => respond(500, serverError));
    vi.stubGlobal('fetch', fetchMock);
    renderHistory();
    expect(await screen.findByText('Failed to fetch orders. Please try again.')).toBeTruthy();
    // The toast library loads with the first toast (lib/toast.ts).
    await vi.waitFor(() => {
      expect(toastError).toHaveBeenCalledWith('Failed to fetch orders. Please try again.', expect.anything());
    });

    fetchMock.mockImplementation(() => respond(200, page([order(1)], 1, 1)));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Kitchen 1/ })).toBeTruthy();
  });

  it('says when there are no orders, with a way to the restaurants or back to all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, page([], 1, 0))),
    );
    renderHistory();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse restaurants' }).getAttribute('href')).toBe('/');
    expect(
      screen
        .getByRole('link', { name: 'Payments that did not go through are under Unpaid' })
        .getAttribute('href'),
    ).toBe('/user/order-history?payment=unpaid');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No orders with status ‘Rejected’')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unpaid' }));
    expect(await screen.findByText('No unpaid checkout attempts')).toBeTruthy();
  });

  it('has chips for the statuses of placed orders and Unpaid, not for unpaid statuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, page([], 1, 0))),
    );
    renderHistory();
    const chips = within(await screen.findByRole('group', { name: 'Filter orders by status' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      'All',
      'Confirmed',
      'Preparing',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
      'Rejected',
      'Unpaid',
    ]);
  });
});
