import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OrderDetails } from '@railbite/contract/orders';
import { clearSession, saveCredential } from '@/lib/session';
import {
  fakeOrderStream,
  jsonResponse,
  orderAt,
  orderMinute,
  stubApi,
  trackedOrderId as orderId,
} from '@/testing/order-fixtures';
import { TrackOrderView } from './track-order-view';

const detailsPath = `/api/orders/get-order-details/${orderId}`;
const cancelPath = `/api/orders/cancel-order/${orderId}`;

beforeEach(() => {
  saveCredential({ token: 'tok', roleType: 'customer' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(orderMinute(5));
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The order page with the cancel answer the test chooses; details answers what `current` holds. */
function renderOrder(answerCancel: () => Response | Promise<Response>) {
  const current: { order: OrderDetails } = { order: orderAt.confirmed() };
  const stream = fakeOrderStream();
  const fetchMock = stubApi({
    [detailsPath]: () => jsonResponse(200, { success: true, data: current.order }),
    [cancelPath]: answerCancel,
    [`/api/orders/${orderId}/events`]: (init) => stream.respond(init),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<TrackOrderView orderId={orderId} />, { wrapper });
  return { fetchMock, current };
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('Cancel order (before the restaurant accepts)', () => {
  it('asks first, with the refund it will make; Keep order changes nothing', async () => {
    const { fetchMock } = renderOrder(() => jsonResponse(200, {}));
    await user().click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('You will get a full refund of ₹289.50.')).toBeTruthy();

    await user().click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === cancelPath)).toBe(false);
  });

  it('cancels while showing it is pending, then shows the cancelled order and its refund', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = renderOrder(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    await user().click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    const pending = within(dialog).getByRole('button', { name: /Cancelling/ });
    expect(pending).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveProperty('disabled', true);
    const call = fetchMock.mock.calls.find(([url]) => url === cancelPath);
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.body).toBe('{}');

    answer(jsonResponse(200, { success: true, data: orderAt.cancelledByCustomer() }));
    const done = await screen.findByText('Order cancelled.');
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    const outcome = screen.getByRole('region', { name: 'Order outcome' });
    expect(within(outcome).getByText('You cancelled this order')).toBeTruthy();
    expect(within(outcome).getByText('Refund of ₹289.50 initiated')).toBeTruthy();
  });

  it('says so and shows the order as it is now when the restaurant accepted meanwhile (409)', async () => {
    const { current } = renderOrder(() => {
      current.order = orderAt.preparing();
      return jsonResponse(409, {
        success: false,
        error: { code: 'CONFLICT', message: 'The order can no longer be cancelled' },
        requestId: 'r',
      });
    });
    await user().click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user().click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The restaurant accepted this order meanwhile, so it can no longer be cancelled.',
    );
    expect(await screen.findByText('Food ready by 7:54 pm')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('keeps the dialog open with the error when cancelling fails otherwise', async () => {
    renderOrder(() =>
      jsonResponse(503, {
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again in a moment.' },
        requestId: 'r',
      }),
    );
    await user().click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please try again in a moment.');
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toHaveProperty('disabled', false);
  });
});
