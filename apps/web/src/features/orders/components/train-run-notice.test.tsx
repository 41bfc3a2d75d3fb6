import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OrderDetails } from '@railbite/contract/orders';
import type { OrderTrainRun } from '@railbite/contract/train-runs';
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

const trainRun = (delayMinutes: number, cancelWithRefund: boolean): OrderTrainRun => ({
  delayMinutes,
  cancelled: false,
  scheduledArrival: { at: '2026-11-21T15:30:00.000Z', date: '2026-11-21', time: '21:00' },
  expectedArrival: {
    at: new Date(Date.UTC(2026, 10, 21, 15, 30 + delayMinutes)).toISOString(),
    date: '2026-11-21',
    time: delayMinutes === 75 ? '22:15' : '21:30',
  },
  cancelWithRefund,
});

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

function renderOrder(first: OrderDetails) {
  const current = { order: first };
  const stream = fakeOrderStream();
  const fetchMock = stubApi({
    [detailsPath]: () => jsonResponse(200, { success: true, data: current.order }),
    [cancelPath]: () => {
      current.order = { ...current.order, orderStatus: 'cancelled', canCancel: false, lastEventId: 9 };
      return jsonResponse(200, { success: true, data: current.order });
    },
    [`/api/orders/${orderId}/events`]: (init) => stream.respond(init),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<TrackOrderView orderId={orderId} />, { wrapper });
  return { stream, fetchMock, current };
}

describe('a train order whose train runs late (ADR 031)', () => {
  it('shows the re-timed arrival when a delay arrives live, and offers Cancel with full refund past an hour', async () => {
    const onTime = { ...orderAt.preparing(), trainRun: trainRun(0, false) };
    const { stream, fetchMock } = renderOrder(onTime);
    await screen.findByRole('heading', { name: 'Track Order' });
    expect(screen.queryByRole('region', { name: 'Train running late' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    await vi.waitFor(() => {
      expect(stream.connections).toHaveLength(1);
    });
    expect(await screen.findByText('Live')).toBeTruthy();

    act(() => {
      stream.send({ ...onTime, trainRun: trainRun(30, false), lastEventId: 4 });
    });
    const notice = await screen.findByRole('region', { name: 'Train running late' });
    expect(notice.textContent).toContain('Your train is running 30 min late.');
    expect(notice.textContent).toContain('Now expected Sat, 21 Nov, 21:30 (scheduled 21:00)');
    expect(notice.textContent).not.toContain('full refund');
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();

    act(() => {
      stream.send({ ...onTime, trainRun: trainRun(75, true), canCancel: true, lastEventId: 5 });
    });
    await screen.findByText(/you may cancel with a full refund until the restaurant sends the food out/);
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(screen.getByRole('button', { name: 'Cancel with full refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('Your train is running 75 minutes late, so you may cancel.');
    expect(dialog.textContent).toContain('You will get a full refund of ₹289.50');
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(within(dialog).getByRole('button', { name: 'Cancel with full refund' }));
    await screen.findByText('Order cancelled.');
    expect(fetchMock).toHaveBeenCalledWith(cancelPath, expect.objectContaining({ method: 'POST' }));
  });

  it('says so when the railway cancelled the train', async () => {
    renderOrder({ ...orderAt.confirmed(), trainRun: { ...trainRun(0, false), cancelled: true } });
    expect(await screen.findByText('The railway cancelled this train.')).toBeTruthy();
  });
});
