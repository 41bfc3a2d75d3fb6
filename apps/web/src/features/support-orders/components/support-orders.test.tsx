import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportOrder, SupportOrderSummary } from '@railbite/contract/admin';
import { clearSession, saveCredential } from '@/lib/session';
import {
  jsonResponse,
  orderDetails,
  orderEvent,
  orderMinute,
  seatTarget,
  stubApi,
  trackedOrderId,
} from '@/testing/order-fixtures';
import { SupportOrders } from './support-orders';

beforeEach(() => {
  saveCredential({ token: 'tok', roleType: 'admin' });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const seat = seatTarget();
const onItsWay = [
  orderEvent('payment processing', 0),
  orderEvent('confirmed', 1),
  orderEvent('preparing', 3),
];

function view(overrides: Partial<SupportOrder> = {}): SupportOrder {
  return {
    order: orderDetails({
      orderStatus: 'out for delivery',
      train: seat,
      statusHistory: [...onItsWay, orderEvent('out for delivery', 20)],
      canCancel: false,
    }),
    canCancel: true,
    customer: { userId: 7, name: 'Priya', phone: '9123456780' },
    seatDeliveryCode: { failures: 5, locked: true, canIssueNew: true },
    supportActions: [],
    ...overrides,
  };
}

/** The order as the caller's list shows it (GET admin/orders?phone=). */
function callerOrder(orderStatus: SupportOrderSummary['orderStatus']): SupportOrderSummary {
  return {
    orderId: trackedOrderId,
    createdAt: new Date(orderMinute(1)).toISOString(),
    orderStatus,
    restaurantName: 'Spice Route',
    totalAmount: 475,
    phoneIs: 'passenger',
    toSeat: true,
  };
}

/** The view after support cancelled the order: refund pending, nothing left to do. */
function cancelledView(): SupportOrder {
  return view({
    order: orderDetails({
      orderStatus: 'cancelled',
      train: seat,
      statusReason: 'RailBite support cancelled this order',
      refunds: [
        {
          amount: 289.5,
          state: 'pending',
          reason: 'RailBite support cancelled this order',
          createdAt: '2026-11-21T14:30:00.000Z',
          updatedAt: '2026-11-21T14:30:00.000Z',
        },
      ],
      canCancel: false,
    }),
    canCancel: false,
    seatDeliveryCode: { failures: 5, locked: true, canIssueNew: false },
  });
}

const orderPath = `/api/admin/orders/${trackedOrderId}`;
const cancelPath = `/api/admin/cancel-order/${trackedOrderId}`;
const ok = (data: SupportOrder) => jsonResponse(200, { success: true, data });
const refusal = (status: number, code: string, message: string) =>
  jsonResponse(status, { success: false, error: { code, message }, requestId: 'r' });

function renderDesk(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<SupportOrders />, { wrapper });
  return fetchMock;
}

async function find(orderId: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Order id'), orderId);
  await user.click(screen.getByRole('button', { name: 'Find order' }));
  return user;
}

describe('SupportOrders', () => {
  it('checks the order id with the contract’s rule before asking, then shows the order with its customer', async () => {
    const fetchMock = renderDesk({ [orderPath]: () => ok(view()) });
    const user = await find('ORD123');
    expect(
      await screen.findByText('This is not a RailBite order id: ORD, then 12 letters, digits, - or _'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Order id'));
    await find(` ${trackedOrderId.slice(0, 7)} ${trackedOrderId.slice(7)} `);
    const panel = await screen.findByRole('article', { name: `Order ${trackedOrderId}` });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(orderPath);
    expect(within(panel).getByText('Spice Route (id 3)')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe(
      'tel:+919123456780',
    );
    expect(panel.textContent).toContain('Priya');
    expect(panel.textContent).toContain('coach B2, berth 34');
    const code = within(panel).getByRole('region', { name: 'Delivery code' });
    expect(code.textContent).toContain('Locked: the restaurant entered a wrong code 5 times');
  });

  it('lists what support did to the order, with who did it and the words they gave', async () => {
    renderDesk({
      [orderPath]: () =>
        ok(
          view({
            supportActions: [
              {
                at: new Date(orderMinute(25)).toISOString(),
                by: 'Meera',
                action: 'new delivery code',
                note: null,
              },
              {
                at: new Date(orderMinute(40)).toISOString(),
                by: '',
                action: 'cancelled',
                note: 'Train left',
              },
            ],
          }),
        ),
    });
    await find(trackedOrderId);
    const actions = await screen.findByRole('list', { name: 'Support’s actions' });
    expect([...actions.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '21 Nov, 7:55 pm · Meera issued a new delivery code',
      '21 Nov, 8:10 pm · A former admin cancelled it: Train left',
    ]);
  });

  it('finds a caller’s orders by the number they ring from, and opens the one chosen', async () => {
    const phonePath = '/api/admin/orders?phone=9876543210';
    const fetchMock = renderDesk({
      [phonePath]: () =>
        jsonResponse(200, {
          success: true,
          data: [callerOrder('out for delivery')],
        }),
      [orderPath]: () => ok(view()),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Caller’s phone'), '98765');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect(await screen.findByText('Enter a valid 10-digit Indian mobile number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Caller’s phone'));
    await user.type(screen.getByLabelText('Caller’s phone'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    const list = await screen.findByRole('list', { name: 'Orders for 9876543210' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(phonePath);
    const choice = within(list).getByRole('button', { name: new RegExp(trackedOrderId) });
    expect(choice.textContent).toContain('Spice Route · ₹475 · Out for delivery');
    expect(choice.textContent).toContain('the passenger’s number');
    await user.click(choice);
    const panel = await screen.findByRole('article', { name: `Order ${trackedOrderId}` });
    expect(choice.getAttribute('aria-current')).toBe('true');
    // The order opens below the list: the focus goes there, for the keyboard and the screen reader.
    expect(document.activeElement?.contains(panel)).toBe(true);
  });

  it('says when a number has no orders', async () => {
    renderDesk({ '/api/admin/orders?phone=': () => jsonResponse(200, { success: true, data: [] }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Caller’s phone'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    expect((await screen.findByRole('status')).textContent).toContain('No orders for 9123456780');
  });

  it('says when no order has the id, and drops that answer when the next id typed is not one', async () => {
    renderDesk({ [orderPath]: () => refusal(404, 'NOT_FOUND', 'Order not found.') });
    const user = await find(trackedOrderId);
    expect((await screen.findByRole('alert')).textContent).toContain(`No order has the id ${trackedOrderId}`);

    await user.clear(screen.getByLabelText('Order id'));
    await user.type(screen.getByLabelText('Order id'), 'ORD123');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText(/This is not a RailBite order id/)).toBeTruthy();
    expect(screen.queryByText(/No order has the id/)).toBeNull();
  });

  it('issues a new delivery code after a confirmation, and shows the order unlocked', async () => {
    const issued = view({ seatDeliveryCode: { failures: 0, locked: false, canIssueNew: false } });
    const fetchMock = renderDesk({
      [`${orderPath}/delivery-code`]: () =>
        jsonResponse(200, { success: true, data: issued, codeSentTo: '98XXXXXX10' }),
      [orderPath]: () => ok(view()),
    });
    const user = await find(trackedOrderId);
    await user.click(await screen.findByRole('button', { name: 'Issue a new delivery code' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue a new delivery code?' });
    expect(dialog.textContent).toContain('The old code stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Issue new code' }));
    expect(await screen.findByText(/texted to the passenger at 98XXXXXX10/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`${orderPath}/delivery-code`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({});
    expect(screen.getByText('Not locked: no wrong code entered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue a new delivery code' })).toBeNull();
  });

  it('shows why a new code was refused (409)', async () => {
    renderDesk({
      [`${orderPath}/delivery-code`]: () =>
        refusal(
          409,
          'ORDER_NOT_OUT_FOR_DELIVERY',
          'This order is delivered: a new delivery code can only be issued while it is out for delivery.',
        ),
      [orderPath]: () => ok(view()),
    });
    const user = await find(trackedOrderId);
    await user.click(await screen.findByRole('button', { name: 'Issue a new delivery code' }));
    await user.click(screen.getByRole('button', { name: 'Issue new code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This order is delivered');
  });

  it('cancels with a reason after a confirmation, then shows the refund', async () => {
    let current = view();
    const cancelled = cancelledView();
    const fetchMock = renderDesk({
      [cancelPath]: () => {
        current = cancelled;
        return jsonResponse(200, { success: true, data: cancelled.order });
      },
      [orderPath]: () => ok(current),
    });
    const user = await find(trackedOrderId);
    await user.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order ${trackedOrderId}?` });
    expect(dialog.textContent).toContain('₹289.50 is refunded in full');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByText('Say why the order is cancelled')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === cancelPath)).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Why/), 'Passenger got off the train');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(/Cancelled\. The full refund is initiated/)).toBeTruthy();
    const cancelCall = fetchMock.mock.calls.find(([url]) => url === cancelPath);
    expect(JSON.parse(cancelCall?.[1]?.body as string)).toEqual({ reason: 'Passenger got off the train' });
    expect(screen.getByRole('list', { name: 'Refunds' }).textContent).toContain('₹289.50 refund initiated');
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
    expect(
      screen.getByText('A new code can only be issued while the order is out for delivery.'),
    ).toBeTruthy();
  });

  it('refreshes the caller’s list after a cancellation, so it shows the new status', async () => {
    let cancelledNow = false;
    renderDesk({
      '/api/admin/orders?phone=': () =>
        jsonResponse(200, {
          success: true,
          data: [callerOrder(cancelledNow ? 'cancelled' : 'out for delivery')],
        }),
      [cancelPath]: () => {
        cancelledNow = true;
        return jsonResponse(200, { success: true, data: cancelledView().order });
      },
      [orderPath]: () => ok(cancelledNow ? cancelledView() : view()),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Caller’s phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Find orders' }));
    const list = await screen.findByRole('list', { name: 'Orders for 9876543210' });
    await user.click(within(list).getByRole('button', { name: new RegExp(trackedOrderId) }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order ${trackedOrderId}?` });
    await user.type(within(dialog).getByLabelText(/^Why/), 'Passenger got off the train');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(/Cancelled\. The full refund is initiated/)).toBeTruthy();
    await vi.waitFor(() => {
      expect(within(list).getByRole('button', { name: new RegExp(trackedOrderId) }).textContent).toContain(
        'Spice Route · ₹475 · Cancelled',
      );
    });
  });

  it('explains a 409 when the order was delivered meanwhile', async () => {
    renderDesk({
      [cancelPath]: () =>
        refusal(
          409,
          'ORDER_STATUS_CHANGED',
          'This order is delivered now, so it cannot be marked cancelled.',
        ),
      [orderPath]: () => ok(view()),
    });
    const user = await find(trackedOrderId);
    await user.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    await user.type(screen.getByLabelText(/^Why/), 'Customer asked');
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be cancelled. This order is delivered now, so it cannot be marked cancelled.',
    );
  });
});
